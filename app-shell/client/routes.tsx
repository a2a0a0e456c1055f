import { Suspense } from 'react';
import { Redirect, Router, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { LoadingPage } from './pages/LoadingPage';
import { MessagePage } from './pages/MessagePage';
import {
  AdministrationPage,
  CollectionsPage,
  DashboardPage,
  GlossaryPage,
  LoginPage,
  SearchPage,
  SiteMonitorPage,
  StatisticsPage,
  UserGuidePage,
  Workspace,
} from './screens';
import { useSessionStores } from './stores/stores-context';

/** Spec §2: /login without the shell; every other route for logged-in users inside it. */
export const AppRoutes = (_: RouteComponentProps) => (
  <Suspense fallback={<LoadingPage />}>
    <Router primary={false}>
      <LoginPage path="/login" />
      <Protected path="/*" />
    </Router>
  </Suspense>
);

const Protected = observer(function Protected({ location }: RouteComponentProps) {
  const { session } = useSessionStores();
  if (session.status === 'loading') return <LoadingPage />;
  if (session.status === 'anonymous') {
    const from = location ? `${location.pathname}${location.search}` : '/';
    return <Redirect to="/login" state={{ from }} noThrow />;
  }
  const staging = session.info?.environment === 'staging';
  return (
    <Workspace>
      {/* inside the layout, so the sidebar stays while a page's code arrives */}
      <Suspense fallback={<LoadingPage />}>
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
      </Suspense>
    </Workspace>
  );
});
