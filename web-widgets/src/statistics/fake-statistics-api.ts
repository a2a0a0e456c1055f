import type { Sport } from '@newsdesk/core/sports/sports.types';
import type {
  ChampionshipView,
  CompetitionView,
  MatchView,
  PlayerProfileView,
  SportsSearchHit,
  TeamProfileView,
  TeamRef,
} from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetCreated, SportsWidgetRequest, SportsmlSportType } from '@newsdesk/core/sports/sports-widgets';
import { ApiError } from '../api/api-error';
import type { MatchesQuery, StatisticsApi, WireExport } from './statistics.gateway';
import {
  CUP,
  LEAGUE,
  PREVIOUS_LEAGUE,
  TEAMS,
  competitionOf,
  cupFinal,
  leagueMatches,
  sakaProfile,
  tableOf,
  teamProfile,
} from './statistics.fixtures';

type Call = keyof Omit<StatisticsApi, 'serviceProvider'>;

const notFound = (code: string) => new ApiError({ status: 404, code, message: 'ID of selected team or player is not available' });
const serverError = () => new ApiError({ status: 500, code: 'server.internal', message: 'Internal error' });

/**
 * The statistics server in memory: answers from the fixtures, filters and pages matches the way
 * the API does, and records every call. `failing` makes a call fail with a 500, `pending` keeps
 * it waiting forever (loading states), `hits` adds search results (a hit without an id, say).
 */
export class FakeStatisticsApi implements StatisticsApi {
  readonly serviceProvider = 'newsdesk';
  readonly failing = new Set<Call>();
  readonly pending = new Set<Call>();
  readonly calls: [Call, ...unknown[]][] = [];
  competitions_: CompetitionView[];
  matches_: MatchView[];
  championships_: ChampionshipView[] = [cupFinal()];
  teams: TeamProfileView[];
  players: PlayerProfileView[] = [sakaProfile()];
  extraHits: SportsSearchHit[] = [];
  created = 0;

  constructor(options: { empty?: boolean; teams?: typeof TEAMS } = {}) {
    const teams = options.teams ?? TEAMS;
    this.matches_ = options.empty ? [] : leagueMatches(teams);
    this.competitions_ = options.empty ? [] : [competitionOf(LEAGUE, 'league', [PREVIOUS_LEAGUE, LEAGUE]), competitionOf(CUP, 'cup')];
    this.teams = options.empty ? [] : Object.values(teams).map((ref) => teamProfile(ref, this.matches_));
  }

  competitions(sport?: Sport) {
    return this.answer('competitions', [sport], () => ({ competitions: this.competitions_.filter((c) => !sport || c.sport === sport) }));
  }

  competitionSeasons(competitionId: string) {
    return this.answer('competitionSeasons', [competitionId], () => {
      const competition = this.competitions_.find((c) => c.id === competitionId);
      if (!competition) throw notFound('sports.competition_not_found');
      const { seasons, ...rest } = competition;
      return { competition: rest, seasons };
    });
  }

  standings(competitionSeasonId: string) {
    return this.answer('standings', [competitionSeasonId], () =>
      tableOf(
        this.season(competitionSeasonId),
        this.matches_.filter((m) => m.competitionSeason.id === competitionSeasonId),
      ),
    );
  }

  matches(query: MatchesQuery) {
    return this.answer('matches', [query], () => {
      const all = this.matches_
        .filter((m) => m.competitionSeason.id === query.competitionSeasonId && (!query.status || m.status === query.status))
        .sort((a, b) => (query.order === 'asc' ? 1 : -1) * (a.kickoff ?? a.date).localeCompare(b.kickoff ?? b.date));
      const start = (query.page - 1) * query.limit;
      return {
        items: all.slice(start, start + query.limit),
        page: query.page,
        limit: query.limit,
        total: all.length,
        timeZone: 'Europe/Zurich' as const,
      };
    });
  }

  results(competitionSeasonId: string) {
    return this.answer('results', [competitionSeasonId], () => {
      const season = this.season(competitionSeasonId);
      const rounds: { round: string; matches: MatchView[] }[] = [];
      for (const match of this.matches_.filter((m) => m.competitionSeason.id === competitionSeasonId)) {
        const round = rounds.find((r) => r.round === match.round) ?? rounds[rounds.push({ round: match.round, matches: [] }) - 1]!;
        round.matches.push(match);
      }
      return { kind: 'football' as const, competitionSeason: season, rounds };
    });
  }

  championships(query: { competitionId?: string | undefined; seasonId?: string | undefined }) {
    return this.answer('championships', [query], () => ({
      championships: this.championships_.filter(
        (c) =>
          (!query.competitionId || c.competitionSeason.competitionId === query.competitionId) &&
          (!query.seasonId || c.competitionSeason.seasonId === query.seasonId),
      ),
    }));
  }

  team(id: string) {
    return this.answer('team', [id], () => {
      const found = this.teams.find((t) => t.team.id === id);
      if (!found) throw notFound('sports.team_not_found');
      return found;
    });
  }

  player(id: string) {
    return this.answer('player', [id], () => {
      const found = this.players.find((p) => p.player.id === id);
      if (!found) throw notFound('sports.player_not_found');
      return found;
    });
  }

  search(query: string, limit: number) {
    return this.answer('search', [query, limit], () => {
      const needle = query.toLowerCase();
      const teams: SportsSearchHit[] = this.teams.map(({ team }) => ({
        type: 'team',
        id: team.id,
        name: team.name,
        sport: team.sport,
        detail: team.countryCode,
      }));
      const players: SportsSearchHit[] = this.players.map(({ player, team }) => ({
        type: 'player',
        id: player.id,
        name: player.name,
        sport: player.sport,
        detail: team?.name ?? null,
      }));
      return { hits: [...teams, ...players, ...this.extraHits].filter((hit) => hit.name.toLowerCase().includes(needle)).slice(0, limit) };
    });
  }

  createWidget(request: SportsWidgetRequest) {
    return this.answer('createWidget', [request], (): SportsWidgetCreated => {
      const token = `token-${++this.created}`;
      const base = 'https://newsdesk.example';
      return {
        id: `widget-${this.created}`,
        token,
        embed: {
          script: `<script src="${base}/embed/newsdesk-sports-widget.js" async></script>\n<div data-newsdesk-sports-widget data-token="${token}" data-api-base-url="${base}"></div>`,
          iframe: `<iframe src="${base}/embed/sports/${token}" title="${request.title}" width="100%" height="480" loading="lazy"></iframe>`,
        },
        previewUrl: `${base}/embed/sports/${token}`,
      };
    });
  }

  exportToWire(sportType: SportsmlSportType, params: Record<string, string>) {
    return this.answer(
      'exportToWire',
      [sportType, params],
      (): WireExport => ({
        fileName: `sportsml-${sportType}.xml`,
        blob: new Blob([`<sports-content xmlns="http://iptc.org/std/nar/2006-10-01/"/>`], { type: 'application/xml' }),
      }),
    );
  }

  callsOf(call: Call): unknown[][] {
    return this.calls.filter(([name]) => name === call).map(([, ...args]) => args);
  }

  teamRef(id: string): TeamRef | undefined {
    return this.teams.find((t) => t.team.id === id)?.team;
  }

  private season(id: string) {
    const season = this.competitions_.flatMap((c) => c.seasons).find((s) => s.id === id);
    if (!season) throw notFound('sports.competition_season_not_found');
    return season;
  }

  private answer<T>(call: Call, args: unknown[], make: () => T): Promise<T> {
    this.calls.push([call, ...args]);
    if (this.pending.has(call)) return new Promise<T>(() => undefined);
    if (this.failing.has(call)) return Promise.reject(serverError());
    try {
      return Promise.resolve(make());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
