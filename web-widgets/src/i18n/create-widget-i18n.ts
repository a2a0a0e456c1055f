import { createInstance } from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language } from '@newsdesk/core/identity/user-view';
import { LocaleFilesBackend, type LocaleFilesOptions } from './locale-files-backend';

export const NAMESPACES = ['common', 'errors'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

export interface CreateWidgetI18nOptions {
  language?: Language | undefined;
  /** Where the locale files are (`{{lng}}`, `{{ns}}`); ignored when `resources` is given. */
  loadPath?: string | undefined;
  /** Pre-loaded translations: the instance is ready synchronously (tests, stories). */
  resources?: Resource | undefined;
  /** Fetch used for locale files; defaults to the page's fetch at the time of loading. */
  fetch?: typeof fetch | undefined;
  /**
   * Namespaces loaded before the first render; others load when a component first asks for
   * them. An embed names its own, so it waits for exactly the files it shows (ADR 0017).
   */
  namespaces?: readonly string[] | undefined;
  /**
   * Language whose texts stand in for missing ones (default 'en'). `false` loads the chosen
   * language only: the embeds do, since every language has every key (test/locales-complete.test.ts).
   */
  fallbackLanguage?: Language | false | undefined;
}

/**
 * A fresh i18next instance per widget tree, so the widgets never change the host page's
 * i18next (a CMS page may run its own, in another language).
 */
export const createWidgetI18n = (options: CreateWidgetI18nOptions = {}): I18n => {
  const instance = createInstance();
  const common = {
    lng: options.language ?? 'en',
    fallbackLng: options.fallbackLanguage ?? 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...new Set<string>([...NAMESPACES, ...(options.namespaces ?? [])])],
    defaultNS: 'common',
    // Widgets render through React, which escapes already.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  } as const;
  instance.use(initReactI18next);
  if (options.resources) {
    void instance.init({ ...common, resources: options.resources, initAsync: false });
  } else {
    instance.use(LocaleFilesBackend);
    const backend: LocaleFilesOptions = { loadPath: options.loadPath ?? DEFAULT_LOAD_PATH, fetch: options.fetch };
    void instance.init({ ...common, backend });
  }
  return instance;
};
