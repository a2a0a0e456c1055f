/**
 * The statistics page (spec §2 /statistics) is one workspace with many views (spec §2 labels). Every view
 * component receives these props; the workspace owns navigation, panels, toasts and the
 * statisticsProps 1.0 cache. Views of tennis, motorsport and winter sport live in
 * ./tennis, ./motorsport and ./wintersport; football and the panels in ./football and ./panels.
 */
import type { ApiClient } from '../api/api-client';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';

export const STATISTICS_VIEWS = [
  'overview',
  'fixtures',
  'results',
  'squad',
  'transfers',
  'player',
  'club',
  'competitions',
  'tours',
  'championships',
  'disciplines',
  'races',
  'winter-standings',
  'driver-team-standings',
  'rankings',
] as const;
export type StatisticsViewId = (typeof STATISTICS_VIEWS)[number];

/** A view's own parameters (competition season, association, season, discipline …), kept in the cache. */
export type StatisticsViewParams = Record<string, string>;

/** spec §8 sports fetch errors: the toast a view raises when its data fails to load. */
export type SportsFetchError =
  | 'sports.fetch_matches_failed'
  | 'sports.fetch_results_failed'
  | 'sports.fetch_disciplines_failed'
  | 'sports.fetch_teams_failed'
  | 'sports.fetch_tours_failed'
  | 'sports.fetch_standings_failed'
  | 'sports.fetch_races_failed'
  | 'sports.fetch_championships_failed'
  | 'sports.export_results_failed';

export interface StatisticsViewProps {
  client: ApiClient;
  serviceProvider: string;
  params: StatisticsViewParams;
  onParamsChange: (params: StatisticsViewParams) => void;
  onOpenTeam: (teamId: string) => void;
  onOpenPlayer: (playerId: string) => void;
  /** Opens the "export as widget" dialog with its embed code. */
  onExportWidget: (request: SportsWidgetRequest) => void;
  onError: (code: SportsFetchError) => void;
}
