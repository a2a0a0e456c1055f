import { SPORTS_WIDGET_LOCALES, type SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';

/** The embed widget speaks the editor's language when it is one the widgets have, else English. */
export const widgetLocale = (language: string | undefined): SportsWidgetLocale => {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return SPORTS_WIDGET_LOCALES.find((locale) => locale === base) ?? 'en';
};
