import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { SCREEN_NAMESPACES, type Screen, WORKSPACE_NAMESPACES } from './screen-namespaces';

/**
 * Each page is its own chunk, fetched when it is first shown: /login does not carry the
 * statistics, the editors, the tour or the router (ADR 0016; the budgets are checked by
 * app-shell/server/bundle-budget.int.test.ts).
 */
export const lazyChunk = <K extends string, P extends object = RouteComponentProps>(
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
export const Workspace = lazyChunk<'Workspace', { children: ReactNode }>(() => import('./layout/Workspace'), 'Workspace');
export const LoginPage = lazyChunk(() => import('./pages/LoginPage'), 'LoginPage');
export const DashboardPage = lazyChunk(() => import('./dashboard/DashboardPage'), 'DashboardPage');
export const StatisticsPage = lazyChunk(() => import('./statistics/StatisticsPage'), 'StatisticsPage');
export const SearchPage = lazyChunk(() => import('./search/SearchPage'), 'SearchPage');
export const CollectionsPage = lazyChunk(() => import('./collections/CollectionsPage'), 'CollectionsPage');
export const GlossaryPage = lazyChunk(() => import('./glossary/GlossaryPage'), 'GlossaryPage');
export const AdministrationPage = lazyChunk(() => import('./pages/AdministrationPage'), 'AdministrationPage');
export const SiteMonitorPage = lazyChunk(() => import('./site-monitor/SiteMonitorPage'), 'SiteMonitorPage');
export const UserGuidePage = lazyChunk(() => import('./user-guide/UserGuidePage'), 'UserGuidePage');

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
