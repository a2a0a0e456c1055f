import type { SportsFetchError } from './statistics-view.types';

/**
 * Spec §8's English texts: the fallbacks of the toasts, translated under `statistics:errors.*`
 * (a code `sports.fetch_matches_failed` is the key `errors.sports.fetch_matches_failed`).
 */
export const SPORTS_FETCH_ERRORS: Record<SportsFetchError, string> = {
  'sports.fetch_matches_failed': 'Error fetching matches',
  'sports.fetch_results_failed': 'Error fetching results',
  'sports.fetch_disciplines_failed': 'Error fetching disciplines',
  'sports.fetch_teams_failed': 'Error fetching teams',
  'sports.fetch_tours_failed': 'Error fetching tours',
  'sports.fetch_standings_failed': 'Error fetching standings',
  'sports.fetch_races_failed': 'Error fetching races',
  'sports.fetch_championships_failed': 'Error fetching championships',
  'sports.export_results_failed': 'Error exporting results',
};

/** The panel toasts of spec §8, with their own codes under the same `errors.sports.*` keys. */
export const PANEL_MESSAGES = {
  alreadyOpen: { code: 'sports.panel_already_open', message: 'Selected team or player is already open' },
  notAvailable: { code: 'sports.id_not_available', message: 'ID of selected team or player is not available' },
  competitionsFailed: { code: 'sports.fetch_competitions_failed', message: 'Error fetching Competition documents' },
  widgetFailed: { code: 'sports.export_widget_failed', message: 'Error creating the embed code' },
} as const;

export type StatisticsMessageCode = SportsFetchError | (typeof PANEL_MESSAGES)[keyof typeof PANEL_MESSAGES]['code'];

/** i18next key of a message code in the `statistics` namespace. */
export const statisticsMessageKey = (code: StatisticsMessageCode): string => `statistics:errors.${code}`;

export const fallbackMessage = (code: StatisticsMessageCode): string =>
  code in SPORTS_FETCH_ERRORS
    ? SPORTS_FETCH_ERRORS[code as SportsFetchError]
    : (Object.values(PANEL_MESSAGES).find((entry) => entry.code === code)?.message ?? code);
