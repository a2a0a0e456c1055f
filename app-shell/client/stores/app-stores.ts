import type { i18n as I18n } from 'i18next';
import { navigate } from '@reach/router';
import { ApiClient, SessionGateway } from '@newsdesk/web-widgets/api';
import { LoginFormStore } from '@newsdesk/web-widgets/login-form';
import { NotificationCenterGateway, NotificationCenterStore } from '@newsdesk/web-widgets/notification-center';
import { SidebarStore } from '@newsdesk/web-widgets/sidebar';
import { ToastStore } from '@newsdesk/web-widgets/toasts';
import { SiteMonitorGateway, SiteMonitorStore } from '@newsdesk/web-widgets/site-monitor';
import { GlossaryGateway, GlossaryStore } from '@newsdesk/web-widgets/glossary';
import { DriverTourRunner, HelpLinksStore, TourGateway, TourStore } from '@newsdesk/web-widgets/tour';
import { CollectionsPageStores } from '../collections/collections-page.stores';
import { SearchPageStores } from '../search/search-page.stores';
import { createStatisticsPageStore } from '../statistics/statistics-page.stores';
import type { StatisticsStore } from '@newsdesk/web-widgets/statistics';
import { createReleaseNotesStores, type ReleaseNotesStores } from '../release-notes/release-notes.stores';
import { ColorSchemeStore } from './color-scheme.store';
import { SessionStore } from './session.store';
import { UnauthorizedRedirect } from './unauthorized-redirect';

export interface AppStores extends ReleaseNotesStores {
  api: ApiClient;
  session: SessionStore;
  sessionGateway: SessionGateway;
  sidebar: SidebarStore;
  colorScheme: ColorSchemeStore;
  toasts: ToastStore;
  loginForm: LoginFormStore;
  searchPage: SearchPageStores;
  collectionsPage: CollectionsPageStores;
  statisticsPage: StatisticsStore;
  notifications: NotificationCenterStore;
  siteMonitor: SiteMonitorStore;
  glossary: GlossaryStore;
  tour: TourStore;
  helpLinks: HelpLinksStore;
}

/** The tab's icon gets a red dot while something arrived that the user has not seen (hidden tab). */
const ALERT_FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="6" fill="#1f4e8c"/><circle cx="24" cy="8" r="7" fill="#b3261e" stroke="#fff" stroke-width="2"/></svg>',
)}`;
const showAlertFavicon = (flag: boolean): void => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.dataset['plainHref'] ??= link.getAttribute('href') ?? '';
  link.setAttribute('href', flag ? ALERT_FAVICON : link.dataset['plainHref']);
};

/** The shell creates every store once and hands them down; components never fetch. */
export const createAppStores = (i18n: I18n): AppStores => {
  const toasts = new ToastStore();
  let session: SessionStore | undefined;
  const redirect = new UnauthorizedRedirect(
    toasts,
    () => window.location.pathname,
    () => {
      session?.expire();
      void navigate('/login');
    },
  );
  const api = new ApiClient({ onUnauthorized: () => redirect.handle() });
  const sessionGateway = new SessionGateway(api);
  session = new SessionStore(sessionGateway, i18n, toasts);
  return {
    api,
    session,
    sessionGateway,
    sidebar: new SidebarStore(),
    colorScheme: new ColorSchemeStore(),
    toasts,
    loginForm: new LoginFormStore(sessionGateway),
    ...createReleaseNotesStores(api, toasts, i18n),
    searchPage: new SearchPageStores(api),
    collectionsPage: new CollectionsPageStores(api, toasts),
    statisticsPage: createStatisticsPageStore(api, toasts),
    siteMonitor: new SiteMonitorStore(new SiteMonitorGateway(api), { toasts }),
    glossary: new GlossaryStore(new GlossaryGateway(api), { toasts }),
    tour: new TourStore(new TourGateway(api), new DriverTourRunner(i18n), {
      onError: () => toasts.show({ kind: 'error', messageKey: 'errors:tour.finish_failed' }),
    }),
    helpLinks: new HelpLinksStore(new TourGateway(api)),
    notifications: new NotificationCenterStore(new NotificationCenterGateway(api), {
      onOpenDocument: (id) => void navigate(`/search?docId=${encodeURIComponent(id)}`),
      onHiddenArrival: showAlertFavicon,
      onError: (error) => toasts.show({ kind: 'error', messageKey: `errors:${error.code}` }),
      onSessionEnded: () => redirect.handle(),
    }),
  };
};
