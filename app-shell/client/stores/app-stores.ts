import { navigate } from '@reach/router';
import { NotificationCenterGateway, NotificationCenterStore } from '@newsdesk/web-widgets/notification-center';
import { SidebarStore } from '@newsdesk/web-widgets/sidebar';
import { SiteMonitorGateway, SiteMonitorStore } from '@newsdesk/web-widgets/site-monitor';
import { GlossaryGateway, GlossaryStore } from '@newsdesk/web-widgets/glossary';
import { DriverTourRunner, HelpLinksStore, TourGateway, TourStore } from '@newsdesk/web-widgets/tour';
import { CollectionsPageStores } from '../collections/collections-page.stores';
import { SearchPageStores } from '../search/search-page.stores';
import { createReleaseNotesStores, type ReleaseNotesStores } from '../release-notes/release-notes.stores';
import type { SessionStores } from './session-stores';

export interface AppStores extends SessionStores, ReleaseNotesStores {
  sidebar: SidebarStore;
  searchPage: SearchPageStores;
  collectionsPage: CollectionsPageStores;
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

/**
 * The shell creates every store once and hands them down; components never fetch. The stores of
 * the logged-in workspace come with its code (layout/Workspace.tsx), after the session stores.
 */
export const createAppStores = (base: SessionStores): AppStores => {
  const { api, toasts, i18n, redirect } = base;
  return {
    ...base,
    sidebar: new SidebarStore(),
    ...createReleaseNotesStores(api, toasts, i18n),
    searchPage: new SearchPageStores(api),
    collectionsPage: new CollectionsPageStores(api, toasts),
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
