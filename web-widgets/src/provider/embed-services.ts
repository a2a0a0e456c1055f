import type { i18n as I18n, Resource } from 'i18next';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { createWidgetI18n } from '../i18n/create-widget-i18n';

/** The options every mount function of an embedded widget shares for reaching Newsdesk. */
export interface EmbedServiceOptions {
  /** Origin of the Newsdesk server; '' or unset: the page's own. */
  apiBaseUrl?: string;
  locale?: Language;
  credentials?: RequestCredentials;
  /** Where the locale files are served; defaults to /locales/{{lng}}/{{ns}}.json. */
  loadPath?: string;
  /** Pre-loaded translations instead of loading them over HTTP. */
  resources?: Resource;
  /** `false`: load the chosen language's files only, no English stand-ins (the standalone script does). */
  fallbackLanguage?: Language | false;
  /** Only for tests. */
  fetch?: typeof fetch;
}

/**
 * The API client and the texts an embedded widget renders with (its WidgetProvider's `api` and
 * `i18n`): a page without React of its own has no app to hand them down.
 */
export const createEmbedServices = (options: EmbedServiceOptions, namespaces: readonly string[]): { api: ApiClient; i18n: I18n } => ({
  api: new ApiClient({
    ...(options.apiBaseUrl === undefined ? {} : { baseUrl: options.apiBaseUrl }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  }),
  i18n: createWidgetI18n({
    language: options.locale,
    loadPath: options.loadPath,
    resources: options.resources,
    namespaces,
    fallbackLanguage: options.fallbackLanguage,
    fetch: options.fetch,
  }),
});
