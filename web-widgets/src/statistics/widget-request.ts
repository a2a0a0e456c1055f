import { SPORTS_WIDGET_LOCALES, type SportsWidgetLocale, type SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { CompetitionSeasonRef } from '@newsdesk/core/sports/sports.views';

/** Embedded lists show this many matches; the host page has no pager. */
export const WIDGET_MATCHES = 10;

/** The widget speaks the editor's language when the widgets have it, else English. */
export const widgetLocaleOf = (language: string | undefined): SportsWidgetLocale => {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return SPORTS_WIDGET_LOCALES.find((locale) => locale === base) ?? 'en';
};

export type FootballWidgetKind = 'football-standings' | 'football-fixtures' | 'football-results' | 'championship';

/** "Export as widget" of a football table or match list of one competition season. */
export const footballWidgetRequest = (
  kind: FootballWidgetKind,
  season: CompetitionSeasonRef,
  serviceProvider: string,
  language: string | undefined,
): SportsWidgetRequest => {
  const title = `${season.competitionName} ${season.name}`;
  const locale = widgetLocaleOf(language);
  switch (kind) {
    case 'football-fixtures':
    case 'football-results':
      return { kind, serviceProvider, locale, title, params: { competitionSeasonId: season.id, limit: WIDGET_MATCHES } };
    default:
      return { kind, serviceProvider, locale, title, params: { competitionSeasonId: season.id } };
  }
};
