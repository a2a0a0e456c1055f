import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Router, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { LoadingPage } from './pages/LoadingPage';
import { SCREEN_NAMESPACES, type Screen, WORKSPACE_NAMESPACES } from './screen-namespaces';
import { MessagePage } from './pages/MessagePage';
import { useSessionStores } from './stores/stores-context';

/**
 * Each page is its own chunk, fetched when it is first shown: /login does not carry the
 * statistics, the editors or the tour (ADR 0016; the budgets are checked by
 * app-shell/server/bundle-budget.int.test.ts).
 */
const page = <K extends string, P extends object = RouteComponentProps>(
  load: () => Promise<Record<K, ComponentType<NoInfer<P>>>>,
  name: K,
) => {
  let loading: Promise<Record<K, ComponentType<NoInfer<P>>>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
};

/** Everything behind the login (the pages' stores and the layout): a chunk of its own too. */
const Workspace = page<'Workspace', { children: ReactNode }>(() => import('./layout/Workspace'), 'Workspace');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const DashboardPage = page(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const StatisticsPage = page(() => import('./statistics/StatisticsPage'), 'StatisticsPage');
const SearchPage = page(() => import('./search/SearchPage'), 'SearchPage');
const CollectionsPage = page(() => import('./collections/CollectionsPage'), 'CollectionsPage');
const GlossaryPage = page(() => import('./glossary/GlossaryPage'), 'GlossaryPage');
const AdministrationPage = page(() => import('./pages/AdministrationPage'), 'AdministrationPage');
const SiteMonitorPage = page(() => import('./site-monitor/SiteMonitorPage'), 'SiteMonitorPage');
const UserGuidePage = page(() => import('./user-guide/UserGuidePage'), 'UserGuidePage');

/**
 * What each screen needs before it can draw: its chunk and its translations (screen-namespaces.ts),
 * started by main.tsx beside the session check instead of one after the other.
 */
const SCREEN_PAGES = {
  '/dashboard': DashboardPage,
  '/statistics': StatisticsPage,
  '/search': SearchPage,
  '/collections': CollectionsPage,
  '/glossary': GlossaryPage,
  '/administration': AdministrationPage,
  '/site-monitor': SiteMonitorPage,
  '/user-guide': UserGuidePage,
} satisfies Record<Screen, { preload: () => Promise<unknown> }>;

/** Starts loading what the screen at `pathname` shows; never fails (a miss loads on demand). */
export const preloadScreen = (pathname: string, loadNamespaces: (namespaces: string[]) => unknown): void => {
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  if (pathname === '/login') {
    quietly(LoginPage.preload());
    return;
  }
  const screen = (pathname === '/' ? '/dashboard' : pathname) as Screen;
  const known = Object.hasOwn(SCREEN_PAGES, screen);
  quietly(Workspace.preload());
  if (known) quietly(SCREEN_PAGES[screen].preload());
  loadNamespaces([...WORKSPACE_NAMESPACES, ...(known ? SCREEN_NAMESPACES[screen] : [])]);
};

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
