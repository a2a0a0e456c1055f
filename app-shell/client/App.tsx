import type { i18n as I18n } from 'i18next';
import { Router } from '@reach/router';
import { ReachLink } from './routing/ReachLink';
import { AppRoutes } from './routes';
import { SessionFrame } from './SessionFrame';
import type { SessionStores } from './stores/session-stores';

/** Every route, through @reach/router: a chunk of its own, so /login paints without it (ClientRoot.tsx). */
export const App = ({ stores, i18n }: { stores: SessionStores; i18n: I18n }) => (
  <SessionFrame stores={stores} i18n={i18n} linkComponent={ReachLink}>
    <Router primary={false}>
      <AppRoutes path="/*" />
    </Router>
  </SessionFrame>
);
