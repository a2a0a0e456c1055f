/**
 * Spec §2 "exports of widgets and embed code" (ADR 0009): tables and fixture lists a sports editor
 * exports as an embeddable widget. A widget is one read-only view with fixed parameters; its
 * public token reads exactly that view and nothing else (see adapters' sports widget routes).
 * Browser-safe: the statistics page imports it.
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
  'player',
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
  /** A player's card (spec §2 "player info"): a document's player chip offers its embed code. */
  player: { playerId: string };
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

/** Answer of POST /api/sports/widgets: the token and the snippets the page shows to copy. */
export interface SportsWidgetCreated {
  id: string;
  /** Signed and revocable; reads this one widget's data and nothing else. */
  token: string;
  embed: {
    /** `<script src=".../embed/newsdesk-sports-widget.js" async></script>` + `<div data-newsdesk-sports-widget data-token=… data-api-base-url=…></div>` */
    script: string;
    /** `<iframe src=".../embed/sports/{token}" …></iframe>` */
    iframe: string;
  };
  /** The iframe page, to preview the widget. */
  previewUrl: string;
}

/** A widget as its owner lists it (GET /api/sports/widgets); DELETE /api/sports/widgets/{id} revokes it. */
export interface SportsWidgetSummary<K extends SportsWidgetKind = SportsWidgetKind> extends SportsWidgetRequest<K> {
  id: string;
  createdAt: string;
  revokedAt: string | null;
}

/** Answer of the public GET /api/public/sports/widgets/{token} (no session; CORS for any origin). */
export interface PublicSportsWidget {
  kind: SportsWidgetKind;
  locale: SportsWidgetLocale;
  title: string;
  /** The view of the kind: FootballStandingsView, MatchesPage, ChampionshipView, TennisRankingView, MotorsportRankingView, MotorsportResultsView, WinterStandingsView, WinterResultsView or PlayerProfileView (sports.views.ts). */
  data: unknown;
  generatedAt: string;
}

/** GET /api/outputs/generate/xml?sportType=… (IPTC SportsML 3) — which parameters each sport type takes. */
export const SPORTSML_SPORT_TYPES = ['football', 'tennis', 'motorsport', 'wintersport'] as const;
export type SportsmlSportType = (typeof SPORTSML_SPORT_TYPES)[number];
/**
 * football: competitionSeasonId (results + standings) · tennis: associationName (+ seasonId: tournament finals + latest ranking)
 * motorsport: seasonId (+ raceId: that race's results; always the driver and team standings) · wintersport: raceId, or seasonId + gender + disciplineId (standings)
 */
