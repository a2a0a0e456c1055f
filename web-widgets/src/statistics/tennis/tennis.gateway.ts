import type { TennisAssociation } from '@newsdesk/core/sports/sports.types';
import type { TennisRankingView, TennisToursView } from '@newsdesk/core/sports/sports.views';
import type { ApiClient } from '../../api/api-client';
import { queryString } from '../sports-kit/query-string';
import { fetchSeasonIds } from '../sports-kit/seasons';

/** The tennis calls of the statistics page (spec §7); stores depend on this, stories fake the client. */
export interface TennisApi {
  tours(q: { serviceProvider: string; associationName: TennisAssociation; seasonId?: string }): Promise<TennisToursView>;
  /** The latest ranking list unless rankingDate. Pages are 1-based. */
  rankings(q: {
    serviceProvider: string;
    associationName: TennisAssociation;
    rankingDate?: string;
    page: number;
    limit: number;
  }): Promise<TennisRankingView>;
  /** Seasons of the association's tour, newest first; [] when unknown. */
  seasons(q: { serviceProvider: string; associationName: TennisAssociation }): Promise<string[]>;
}

export class TennisGateway implements TennisApi {
  constructor(private readonly api: ApiClient) {}

  tours(q: { serviceProvider: string; associationName: TennisAssociation; seasonId?: string }) {
    return this.api.get<TennisToursView>(`/api/sports/statistics/tennis/tours${queryString(q)}`);
  }

  rankings(q: { serviceProvider: string; associationName: TennisAssociation; rankingDate?: string; page: number; limit: number }) {
    return this.api.get<TennisRankingView>(`/api/sports/statistics/tennis/standings${queryString(q)}`);
  }

  seasons(q: { serviceProvider: string; associationName: TennisAssociation }) {
    return fetchSeasonIds(this.api, q.serviceProvider, 'tennis', q.associationName);
  }
}
