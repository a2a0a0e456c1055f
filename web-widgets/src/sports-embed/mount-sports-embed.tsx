import { createRoot } from 'react-dom/client';
import { reaction } from 'mobx';
import type { Resource } from 'i18next';
import { SPORTS_WIDGET_LOCALES, type SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';
import { ApiClient } from '../api/api-client';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { WidgetProvider } from '../provider/WidgetProvider';
import { SportsEmbed } from './SportsEmbed';
import { sportsEmbedResources } from './sports-embed-resources';
import { SportsEmbedGateway } from './sports-embed.gateway';
import { SportsEmbedStore } from './sports-embed.store';

/** As often as the public answer may be cached: a reader sees a new result within two minutes. */
export const SPORTS_EMBED_REFRESH_MS = 60_000;

export interface MountSportsEmbedOptions {
  token: string;
  /** The Newsdesk server; '' = this page's origin (the iframe page). */
  apiBaseUrl: string;
  /** Overrides the language the editor chose for the widget. */
  locale?: SportsWidgetLocale | undefined;
  /** 0 turns the refresh off (tests, print pages). */
  refreshMs?: number;
  /** Only for tests and stories. */
  resources?: Resource;
  fetch?: typeof fetch;
}

export interface MountedSportsEmbed {
  store: SportsEmbedStore;
  unmount(): void;
}

export const asWidgetLocale = (value: unknown): SportsWidgetLocale | undefined =>
  typeof value === 'string' ? SPORTS_WIDGET_LOCALES.find((l) => l === value.slice(0, 2).toLowerCase()) : undefined;

/**
 * Renders one widget into an element of a host page and keeps it current. The request never
 * carries the reader's cookies (credentials 'omit'): the token alone decides what is readable.
 */
export const mountSportsEmbed = (element: Element, options: MountSportsEmbedOptions): MountedSportsEmbed => {
  const api = new ApiClient({ baseUrl: options.apiBaseUrl, credentials: 'omit', ...(options.fetch ? { fetch: options.fetch } : {}) });
  // Until the widget says which language it was made in: the chosen one, else the page's.
  const initial = options.locale ?? asWidgetLocale(element.ownerDocument.documentElement.lang) ?? 'en';
  const i18n = createWidgetI18n({ language: initial, resources: options.resources ?? sportsEmbedResources });
  const store = new SportsEmbedStore(new SportsEmbedGateway(api), options.token);
  const stopFollowingLocale = options.locale
    ? () => undefined
    : reaction(
        () => store.widget?.locale,
        (locale) => {
          if (locale && locale !== i18n.language) void i18n.changeLanguage(locale);
        },
        { fireImmediately: true },
      );
  const root = createRoot(element);
  root.render(
    <WidgetProvider api={api} i18n={i18n}>
      <SportsEmbed store={store} />
    </WidgetProvider>,
  );
  void store.load();
  const refreshMs = options.refreshMs ?? SPORTS_EMBED_REFRESH_MS;
  const timer = refreshMs > 0 ? setInterval(() => void store.load(), refreshMs) : undefined;
  return {
    store,
    unmount: () => {
      if (timer !== undefined) clearInterval(timer);
      stopFollowingLocale();
      root.unmount();
    },
  };
};
