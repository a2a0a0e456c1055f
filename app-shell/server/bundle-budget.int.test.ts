import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_PAGES } from '@newsdesk/adapters/http/static-client';
import { REPO_ROOT } from './config';
import { ClientBuild } from './testing/first-paint-javascript';

/**
 * Size budgets of the web client (ADR 0016): the JavaScript a page needs before its first paint
 * (entry, the page's chunk and their static imports), gzipped. Sizes of a build are
 * deterministic, so this is a test, not a timing. It reads the build `npm test` makes first.
 *
 * The goals are 110 KB for /login and 170 KB for any page, and every page is held to them. /login
 * paints with the session's stores alone: the router, the routes and the workspace come after
 * login (ClientRoot.tsx; ADR 0016, "/login without the router").
 */
const KB = 1000;
const LOGIN_BUDGET = 110 * KB;
const PAGE_BUDGET = 170 * KB;

const CLIENT_DIR = path.join(REPO_ROOT, 'app-shell/client/dist');

/** Each page of routes.tsx and the module of its component; every page but /login opens in the workspace. */
const PAGE_MODULES: Record<string, string> = {
  '/login': 'pages/LoginPage.tsx',
  '/dashboard': 'dashboard/DashboardPage.tsx',
  '/statistics': 'statistics/StatisticsPage.tsx',
  '/search': 'search/SearchPage.tsx',
  '/collections': 'collections/CollectionsPage.tsx',
  '/glossary': 'glossary/GlossaryPage.tsx',
  '/administration': 'pages/AdministrationPage.tsx',
  '/site-monitor': 'site-monitor/SiteMonitorPage.tsx',
  '/user-guide': 'user-guide/UserGuidePage.tsx',
};
/** What every page but /login shows around itself: the router and its routes, then the layout. */
const APP = 'App.tsx';
const WORKSPACE = 'layout/Workspace.tsx';

const build = (): ClientBuild => {
  if (!existsSync(path.join(CLIENT_DIR, '.vite/manifest.json'))) {
    throw new Error('The web client is not built with its manifest: run `npm run build` (npm test does it) before this test.');
  }
  return new ClientBuild(CLIENT_DIR);
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('JavaScript before the first paint, gzipped', () => {
  test('every page of the client has its module here ("/" redirects to /dashboard)', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(CLIENT_PAGES.filter((page) => page !== '/').sort());
  });

  test.each(Object.entries(PAGE_MODULES))('%s loads its own code, on demand', (_page, module) => {
    const client = build();
    expect(client.isLazyChunk(module)).toBe(true);
  });

  test('the router and the routes are a chunk of their own, which /login does not wait for', () => {
    const client = build();
    expect(client.isLazyChunk(APP)).toBe(true);
    expect(client.firstPaint(PAGE_MODULES['/login'] ?? '').files.join(' ')).not.toMatch(/router|App-/);
    expect(client.firstPaint(APP).files.join(' ')).toMatch(/router/);
  });

  test(`/login: at most ${kb(LOGIN_BUDGET)}`, () => {
    const { gzipBytes } = build().firstPaint(PAGE_MODULES['/login'] ?? '');
    if (gzipBytes > LOGIN_BUDGET)
      throw new Error(`/login needs ${kb(gzipBytes)} of JavaScript before its first paint (budget ${kb(LOGIN_BUDGET)})`);
    expect(gzipBytes).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  test.each(Object.entries(PAGE_MODULES).filter(([page]) => page !== '/login'))(`%s: at most ${kb(PAGE_BUDGET)}`, (page, module) => {
    const { gzipBytes } = build().firstPaint(APP, WORKSPACE, module);
    if (gzipBytes > PAGE_BUDGET)
      throw new Error(`${page} needs ${kb(gzipBytes)} of JavaScript before its first paint (budget ${kb(PAGE_BUDGET)})`);
    expect(gzipBytes).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  test('the tour (driver.js), the Markdown editor (marked) and the statistics views come only with their pages', () => {
    const client = build();
    const loginFiles = client.firstPaint(PAGE_MODULES['/login'] ?? '').files.join(' ');
    const dashboardFiles = client.firstPaint(APP, WORKSPACE, PAGE_MODULES['/dashboard'] ?? '').files;
    const dashboard = new Set(dashboardFiles);
    const only = (module: string) => client.firstPaint(APP, WORKSPACE, module).files.filter((file) => !dashboard.has(file));
    expect(loginFiles).not.toMatch(/Workspace|StatisticsPage|driver/);
    expect(dashboardFiles.join(' ')).not.toMatch(/driver|StatisticsPage|markdown-preview/);
    expect(only(PAGE_MODULES['/statistics'] ?? '').join(' ')).toMatch(/StatisticsPage/);
  });
});
