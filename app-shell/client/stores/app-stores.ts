import type { i18n as I18n } from 'i18next';
import { navigate } from '@reach/router';
import { ApiClient, SessionGateway } from '@newsdesk/web-widgets/api';
import { LoginFormStore } from '@newsdesk/web-widgets/login-form';
import { SidebarStore } from '@newsdesk/web-widgets/sidebar';
import { ToastStore } from '@newsdesk/web-widgets/toasts';
import { SearchPageStores } from '../search/search-page.stores';
import { SessionStore } from './session.store';
import { UnauthorizedRedirect } from './unauthorized-redirect';

export interface AppStores {
  api: ApiClient;
  session: SessionStore;
  sessionGateway: SessionGateway;
  sidebar: SidebarStore;
  toasts: ToastStore;
  loginForm: LoginFormStore;
  searchPage: SearchPageStores;
}

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
    toasts,
    loginForm: new LoginFormStore(sessionGateway),
    searchPage: new SearchPageStores(api),
  };
};
