import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';

/**
 * Where the standalone script reads its texts: the Newsdesk server's /locales, the files the app
 * itself loads. Fetching only the chosen language's namespaces keeps the script free of 49 locale
 * files (ADR 0017); the server answers allowed origins with CORS like any API call.
 */
export const embedLoadPath = (apiBaseUrl: string): string => `${apiBaseUrl.replace(/\/+$/, '')}/locales/{{lng}}/{{ns}}.json`;

/**
 * The `locale` option as a Newsdesk language. Hosts often pass their page's `lang`, which may
 * carry a region ('de-CH') or name a language Newsdesk has no texts for: that reads English.
 */
export const embedLanguage = (locale: unknown): Language => {
  const base = typeof locale === 'string' ? locale.trim().toLowerCase().split(/[-_]/)[0] : undefined;
  return LANGUAGES.find((language) => language === base) ?? 'en';
};
