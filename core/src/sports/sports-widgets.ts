/**
 * Issue 6 §5: tables and fixture lists a sports editor exports as an embeddable widget. A widget
 * is one read-only view with fixed parameters; its public token reads exactly that view and
 * nothing else (see adapters' sports widget routes). Browser-safe: the statistics page imports it.
 */
import type { Gender, TennisAssociation } from './sports.types';

export const SPORTS_WIDGET_KINDS = [
  'football-standings',
  'football-fixtures',
  'football-results',
  'championship',
  'tennis-ranking',
  'motorsport-driver-standings',
  'motorsport-team-standings',
  'motorsport-results',
  'wintersport-standings',
  'wintersport-results',
] as const;
export type SportsWidgetKind = (typeof SPORTS_WIDGET_KINDS)[number];

export const SPORTS_WIDGET_LOCALES = ['en', 'de', 'fr'] as const;
export type SportsWidgetLocale = (typeof SPORTS_WIDGET_LOCALES)[number];

/** The fixed parameters of each kind (what the token allows to read). */
export interface SportsWidgetParams {
  'football-standings': { competitionSeasonId: string };
  'football-fixtures': { competitionSeasonId: string; limit?: number };
  'football-results': { competitionSeasonId: string; limit?: number };
  championship: { competitionSeasonId: string };
  'tennis-ranking': { associationName: TennisAssociation; limit?: number };
  'motorsport-driver-standings': { seasonId: string };
  'motorsport-team-standings': { seasonId: string };
  'motorsport-results': { raceId: string };
  'wintersport-standings': { seasonId: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' };
  'wintersport-results': { raceId: string };
}

/** What the statistics page asks to export (POST /api/sports/widgets). */
export interface SportsWidgetRequest<K extends SportsWidgetKind = SportsWidgetKind> {
  kind: K;
  serviceProvider: string;
  params: SportsWidgetParams[K];
  locale: SportsWidgetLocale;
  /** Shown above the table on the host page, e.g. "Premier League 2024-25". */
  title: string;
}
