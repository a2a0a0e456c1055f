import type { Gender } from '@newsdesk/core/sports/sports.types';
import type { ResultsView, WinterDisciplinesView, WinterResultsView, WinterStandingsView } from '@newsdesk/core/sports/sports.views';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { queryString } from '../sports-kit/query-string';
import { fetchSeasonIds } from '../sports-kit/seasons';

export type WinterStandingKind = WinterStandingsView['kind'];
export const WINTER_STANDING_KINDS: readonly WinterStandingKind[] = ['athlete', 'nation'];
export const WINTER_GENDERS: readonly Gender[] = ['men', 'women', 'mixed'];
/** The overall standings' discipline id (sports.types PublishedWinterStanding). */
export const OVERALL = 'ALL';

export interface WinterResultsQuery {
  serviceProvider: string;
  disciplineId: string;
  seasonId?: string;
  gender?: Gender;
}

export interface WinterStandingsQuery {
  serviceProvider: string;
  seasonId?: string;
  gender: Gender;
  disciplineId: string;
  kind: WinterStandingKind;
}

/** The winter sport calls of the statistics page (spec §7); stores depend on this, stories fake the client. */
export interface WintersportApi {
  disciplines(q: { serviceProvider: string }): Promise<WinterDisciplinesView>;
  /** The discipline's races, each with its result list. */
  results(q: WinterResultsQuery): Promise<WinterResultsView>;
  standings(q: WinterStandingsQuery): Promise<WinterStandingsView>;
  seasons(q: { serviceProvider: string }): Promise<string[]>;
}

export class WintersportGateway implements WintersportApi {
  constructor(private readonly api: ApiClient) {}

  disciplines(q: { serviceProvider: string }) {
    return this.api.get<WinterDisciplinesView>(`/api/sports/statistics/wintersport/disciplines${queryString(q)}`);
  }

  async results(q: WinterResultsQuery) {
    // /results answers football too; asked by discipline it must be winter sport.
    const view = await this.api.get<ResultsView>(`/api/sports/statistics/results${queryString({ ...q })}`);
    if (view.kind !== 'wintersport')
      throw new ApiError({ status: 500, code: 'server.internal', message: `Expected winter sport results, got ${view.kind}.` });
    return view;
  }

  standings(q: WinterStandingsQuery) {
    return this.api.get<WinterStandingsView>(`/api/sports/statistics/wintersport/standings${queryString({ ...q })}`);
  }

  seasons(q: { serviceProvider: string }) {
    return fetchSeasonIds(this.api, q.serviceProvider, 'wintersport');
  }
}
