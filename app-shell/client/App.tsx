import type { i18n as I18n } from 'i18next';
import { Router } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { WidgetProvider } from '@newsdesk/web-widgets/provider';
import { Toasts } from '@newsdesk/web-widgets/toasts';
import { ReachLink } from './routing/ReachLink';
import { AppRoutes } from './routes';
import type { SessionStores } from './stores/session-stores';
import { SessionStoresContext } from './stores/stores-context';

export const App = observer(function App({ stores, i18n }: { stores: SessionStores; i18n: I18n }) {
  return (
    <SessionStoresContext.Provider value={stores}>
      <WidgetProvider
        api={stores.api}
        i18n={i18n}
        linkComponent={ReachLink}
        colorScheme={stores.colorScheme.themeAttribute}
        className="nd-app"
      >
        <Router primary={false}>
          <AppRoutes path="/*" />
        </Router>
        <Toasts store={stores.toasts} />
      </WidgetProvider>
    </SessionStoresContext.Provider>
  );
});
