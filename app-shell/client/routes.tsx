import { Redirect, Router, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { CollectionsPage } from './collections/CollectionsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { GlossaryPage } from './glossary/GlossaryPage';
import { AppLayout } from './layout/AppLayout';
import { AdministrationPage } from './pages/AdministrationPage';
import { LoadingPage } from './pages/LoadingPage';
import { LoginPage } from './pages/LoginPage';
import { MessagePage } from './pages/MessagePage';
import { SiteMonitorPage } from './site-monitor/SiteMonitorPage';
import { SearchPage } from './search/SearchPage';
import { StatisticsPage } from './statistics/StatisticsPage';
import { UserGuidePage } from './user-guide/UserGuidePage';
import { useStores } from './stores/stores-context';

/** Spec §2: /login without the shell; every other route for logged-in users inside it. */
export const AppRoutes = (_: RouteComponentProps) => (
  <Router primary={false}>
    <LoginPage path="/login" />
    <Protected path="/*" />
  </Router>
);

const Protected = observer(function Protected({ location }: RouteComponentProps) {
  const { session } = useStores();
  if (session.status === 'loading') return <LoadingPage />;
  if (session.status === 'anonymous') {
    const from = location ? `${location.pathname}${location.search}` : '/';
    return <Redirect to="/login" state={{ from }} noThrow />;
  }
  const staging = session.info?.environment === 'staging';
  return (
    <AppLayout>
      <Router primary>
        <Redirect from="/" to="/dashboard" noThrow />
        <DashboardPage path="/dashboard" />
        <StatisticsPage path="/statistics" />
        <SearchPage path="/search" />
        <CollectionsPage path="/collections" />
        <GlossaryPage path="/glossary" />
        {session.isAdmin ? <AdministrationPage path="/administration" /> : <MessagePage path="/administration" message="forbidden" />}
        {staging ? <SiteMonitorPage path="/site-monitor" /> : <MessagePage path="/site-monitor" message="notFound" />}
        <UserGuidePage path="/user-guide" />
        <MessagePage default message="notFound" />
      </Router>
    </AppLayout>
  );
});
