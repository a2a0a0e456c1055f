import type { MatchStatus, Sport } from '@newsdesk/core/sports/sports.types';
import type {
  ChampionshipsView,
  CompetitionSeasonsView,
  CompetitionsView,
  FootballResultsView,
  FootballStandingsView,
  MatchesPage,
  PlayerProfileView,
  ResultsView,
  SportsSearchView,
  TeamProfileView,
} from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetCreated, SportsWidgetRequest, SportsmlSportType } from '@newsdesk/core/sports/sports-widgets';
import { ApiError, codeForStatus } from '../api/api-error';
import type { ApiClient } from '../api/api-client';

export interface MatchesQuery {
  competitionSeasonId: string;
  status?: MatchStatus | undefined;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** The SportsML file as the server sent it, ready to be saved. */
export interface WireExport {
  fileName: string;
  blob: Blob;
}

/** The calls of the statistics page (spec §7) for football, panels, search and exports; fakes answer the same URLs. */
export interface StatisticsApi {
  readonly serviceProvider: string;
  competitions(sport?: Sport): Promise<CompetitionsView>;
  competitionSeasons(competitionId: string): Promise<CompetitionSeasonsView>;
  standings(competitionSeasonId: string): Promise<FootballStandingsView>;
  matches(query: MatchesQuery): Promise<MatchesPage>;
  results(competitionSeasonId: string): Promise<FootballResultsView>;
  championships(query: { competitionId?: string | undefined; seasonId?: string | undefined }): Promise<ChampionshipsView>;
  team(id: string): Promise<TeamProfileView>;
  player(id: string): Promise<PlayerProfileView>;
  search(query: string, limit: number): Promise<SportsSearchView>;
  createWidget(request: SportsWidgetRequest): Promise<SportsWidgetCreated>;
  exportToWire(sportType: SportsmlSportType, params: Record<string, string>): Promise<WireExport>;
}

/** `?a=1&b=2` without the parameters that are not set. */
export const queryString = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const STATISTICS = '/api/sports/statistics';

export class StatisticsGateway implements StatisticsApi {
  constructor(
    private readonly api: ApiClient,
    /** Spec §7: every call names its provider; the importers feed `newsdesk`. */
    readonly serviceProvider: string,
    /** Only for the XML download; defaults to the page's fetch (tests pass their fake server). */
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  competitions(sport?: Sport) {
    return this.get<CompetitionsView>(`${STATISTICS}/competitions`, { sport });
  }

  competitionSeasons(competitionId: string) {
    return this.get<CompetitionSeasonsView>('/api/sports/football/competition/seasons/', { id: competitionId });
  }

  standings(competitionSeasonId: string) {
    return this.get<FootballStandingsView>(`${STATISTICS}/standings`, { id: competitionSeasonId });
  }

  matches(query: MatchesQuery) {
    return this.get<MatchesPage>(`${STATISTICS}/matches`, { ...query });
  }

  async results(competitionSeasonId: string) {
    const view = await this.get<ResultsView>(`${STATISTICS}/results`, { competitionSeasonId });
    // A competition season always answers with football rounds; anything else is a server fault.
    if (view.kind !== 'football') throw new ApiError({ status: 500, code: 'server.internal', message: 'Unexpected results.' });
    return view;
  }

  championships(query: { competitionId?: string | undefined; seasonId?: string | undefined }) {
    return this.get<ChampionshipsView>(`${STATISTICS}/championships`, query);
  }

  team(id: string) {
    return this.get<TeamProfileView>(`${STATISTICS}/team`, { id });
  }

  player(id: string) {
    return this.get<PlayerProfileView>(`${STATISTICS}/player`, { id });
  }

  search(query: string, limit: number) {
    return this.api.post<SportsSearchView>(`${STATISTICS}/search`, { query, limit, serviceProvider: this.serviceProvider });
  }

  createWidget(request: SportsWidgetRequest) {
    return this.api.post<SportsWidgetCreated>('/api/sports/widgets', request);
  }

  /**
   * The XML is not JSON, so this is the one call past ApiClient's JSON handling: the same URL
   * and credentials, and any refusal still becomes an ApiError.
   */
  async exportToWire(sportType: SportsmlSportType, params: Record<string, string>): Promise<WireExport> {
    const url = this.api.url(`/api/outputs/generate/xml${queryString({ sportType, serviceProvider: this.serviceProvider, ...params })}`);
    let response: Response;
    try {
      response = await this.fetchImpl(url, { credentials: this.api.credentials, headers: { accept: 'application/xml' } });
    } catch (cause) {
      throw new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.', cause });
    }
    if (!response.ok)
      throw new ApiError({
        status: response.status,
        code: codeForStatus(response.status),
        message: response.statusText || 'Export failed.',
      });
    const disposition = response.headers.get('content-disposition') ?? '';
    const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    return { fileName: named ?? `sportsml-${sportType}.xml`, blob: await response.blob() };
  }

  private get<T>(path: string, params: Record<string, string | number | undefined>): Promise<T> {
    return this.api.get<T>(`${path}${queryString({ ...params, serviceProvider: this.serviceProvider })}`);
  }
}
