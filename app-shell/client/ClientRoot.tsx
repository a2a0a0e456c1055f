import { Suspense, useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { loginTarget } from './routing/login-target';
import { LoginPage, lazyChunk, preloadScreen } from './screens';
import { SessionFrame } from './SessionFrame';
import type { SessionStores } from './stores/session-stores';

/** The router and its routes: every page but /login opens through them. */
const App = lazyChunk<'App', { stores: SessionStores; i18n: I18n }>(() => import('./App'), 'App');

/** index.html's loading frame, while a chunk arrives (no translations yet: the name needs none). */
const LoadingFrame = () => (
  <div className="nd-page nd-page--centered" aria-busy="true">
    <span className="nd-spinner" aria-hidden="true" />
    <span>Newsdesk</span>
  </div>
);

/**
 * A page opened at /login paints its form with the session's stores alone; the router and the
 * routes (App.tsx) come once someone is logged in, and stay from then on (a logout shows the
 * router's own /login). Every other page opens in the app at once. ADR 0016, "/login without the
 * router"; the budget is app-shell/server/bundle-budget.int.test.ts.
 */
export const ClientRoot = observer(function ClientRoot({
  stores,
  i18n,
  opensOnLogin,
}: {
  stores: SessionStores;
  i18n: I18n;
  opensOnLogin: boolean;
}) {
  const authenticated = stores.session.status === 'authenticated';
  const [appShown, showApp] = useState(!opensOnLogin);
  useEffect(() => {
    if (!authenticated || appShown) return;
    // logged in on a page opened at /login: the screen it goes to loads beside the router
    const target = loginTarget();
    preloadScreen(target.split(/[?#]/)[0] ?? target, (namespaces) => void i18n.loadNamespaces(namespaces));
    showApp(true);
  }, [authenticated, appShown, i18n]);
  if (appShown || authenticated) {
    return (
      <Suspense fallback={<LoadingFrame />}>
        <App stores={stores} i18n={i18n} />
      </Suspense>
    );
  }
  return (
    <SessionFrame stores={stores} i18n={i18n}>
      <Suspense fallback={<LoadingFrame />}>
        <LoginPage />
      </Suspense>
    </SessionFrame>
  );
});
