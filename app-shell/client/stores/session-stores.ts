import type { i18n as I18n } from 'i18next';
import { ApiClient, SessionGateway } from '@newsdesk/web-widgets/api';
import { LoginFormStore } from '@newsdesk/web-widgets/login-form';
import { ToastStore } from '@newsdesk/web-widgets/toasts';
import { navigateTo } from '../routing/navigate-to';
import { ColorSchemeStore } from './color-scheme.store';
import { SessionStore } from './session.store';
import { UnauthorizedRedirect } from './unauthorized-redirect';

/**
 * What the page needs before anyone is logged in: /login and the check for a live session. The
 * rest (app-stores.ts) is created with the workspace's code, after login (ADR 0016).
 */
export interface SessionStores {
  i18n: I18n;
  api: ApiClient;
  session: SessionStore;
  sessionGateway: SessionGateway;
  toasts: ToastStore;
  loginForm: LoginFormStore;
  /** Light or dark: /login follows the reader's choice too. */
  colorScheme: ColorSchemeStore;
  /** Spec §6: a 401 or 403 shows the notice and goes to /login. */
  redirect: UnauthorizedRedirect;
}

export const createSessionStores = (i18n: I18n): SessionStores => {
  const toasts = new ToastStore();
  let session: SessionStore | undefined;
  const redirect = new UnauthorizedRedirect(
    toasts,
    () => window.location.pathname,
    () => {
      session?.expire();
      void navigateTo('/login');
    },
  );
  const api = new ApiClient({ onUnauthorized: () => redirect.handle() });
  const sessionGateway = new SessionGateway(api);
  const colorScheme = new ColorSchemeStore(undefined, undefined, sessionGateway);
  session = new SessionStore(sessionGateway, i18n, toasts, colorScheme);
  return {
    i18n,
    api,
    session,
    sessionGateway,
    toasts,
    loginForm: new LoginFormStore(sessionGateway),
    colorScheme,
    redirect,
  };
};
