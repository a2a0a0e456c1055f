import type { MotorsportRacesView, MotorsportRankingView, MotorsportResultsView } from '@newsdesk/core/sports/sports.views';
import type { ApiClient } from '../../api/api-client';
import { queryString } from '../sports-kit/query-string';
import { fetchSeasonIds } from '../sports-kit/seasons';

export type MotorsportEntity = MotorsportRankingView['entityType'];
export const MOTORSPORT_ENTITIES: readonly MotorsportEntity[] = ['driver', 'team'];

/** The motorsport calls of the statistics page (spec §7); stores depend on this, stories fake the client. */
export interface MotorsportApi {
  /** The season's calendar; the latest season unless seasonId. */
  races(q: { serviceProvider: string; seasonId?: string }): Promise<MotorsportRacesView>;
  results(q: { serviceProvider: string; raceId: string }): Promise<MotorsportResultsView>;
  /** Driver or team standings after the last race with results unless afterRound. */
  ranking(q: {
    serviceProvider: string;
    entityType: MotorsportEntity;
    seasonId?: string;
    afterRound?: number;
  }): Promise<MotorsportRankingView>;
  seasons(q: { serviceProvider: string }): Promise<string[]>;
}

export class MotorsportGateway implements MotorsportApi {
  constructor(private readonly api: ApiClient) {}

  races(q: { serviceProvider: string; seasonId?: string }) {
    return this.api.get<MotorsportRacesView>(`/api/sports/statistics/motorsport/races${queryString(q)}`);
  }

  results(q: { serviceProvider: string; raceId: string }) {
    return this.api.get<MotorsportResultsView>(`/api/sports/statistics/motorsport/results${queryString(q)}`);
  }

  ranking(q: { serviceProvider: string; entityType: MotorsportEntity; seasonId?: string; afterRound?: number }) {
    return this.api.get<MotorsportRankingView>(`/api/sports/statistics/motorsport/ranking${queryString(q)}`);
  }

  seasons(q: { serviceProvider: string }) {
    return fetchSeasonIds(this.api, q.serviceProvider, 'motorsport');
  }
}
