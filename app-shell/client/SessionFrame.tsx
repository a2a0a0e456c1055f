import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { type LinkComponent, WidgetProvider } from '@newsdesk/web-widgets/provider';
import { Toasts } from '@newsdesk/web-widgets/toasts';
import type { SessionStores } from './stores/session-stores';
import { SessionStoresContext } from './stores/stores-context';

/**
 * Around every screen, /login included: the session's stores, the widgets' context in the reader's
 * colour scheme, and the toasts. `linkComponent` is the router's link once the app is shown; /login
 * before the router has plain anchors (its form has no links to follow).
 */
export const SessionFrame = observer(function SessionFrame({
  stores,
  i18n,
  linkComponent,
  children,
}: {
  stores: SessionStores;
  i18n: I18n;
  linkComponent?: LinkComponent;
  children: ReactNode;
}) {
  return (
    <SessionStoresContext.Provider value={stores}>
      <WidgetProvider
        api={stores.api}
        i18n={i18n}
        linkComponent={linkComponent}
        colorScheme={stores.colorScheme.themeAttribute}
        className="nd-app"
      >
        {children}
        <Toasts store={stores.toasts} />
      </WidgetProvider>
    </SessionStoresContext.Provider>
  );
});
