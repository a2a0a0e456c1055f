import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER } from '@newsdesk/core/sports/testing/sports-batch.mother';
import { REPO_ROOT } from '../server/config';
import { rawRequest, startTestServer, TEST_PASSWORD, type TestServer } from '../server/testing/test-server';
import { describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';

const EXAMPLE = path.join(REPO_ROOT, 'docs/examples/embed-sports-widget.html');
const BUNDLE = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-sports-widget.js');
const EXAMPLE_ORIGIN = 'https://newsdesk.newsroom.example';
const EXAMPLE_TOKEN = '7d1f0c52-2a8e-4b8f-9c1e-3f5a6b7c8d90.q2V9n3XoU5b1sJc8kR4tW7yZ0aD6fH2gL9mP1eT5vQx';

describeInBrowser('a sports table exported as embed code, on a plain page of another site', () => {
  let newsdesk: TestServer;
  let browser: Browser;
  let hostServer: http.Server;
  let hostUrl: string;
  let widget: { id: string; token: string };
  let staffCookie: string;

  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error('The sports widget script is not built: run `npm run build:widgets` before the browser tests.');
    // The host page: the example from docs/, pointed at the test server and the widget's token.
    hostServer = http.createServer((_request, response) => {
      const page = readFileSync(EXAMPLE, 'utf8').replaceAll(EXAMPLE_ORIGIN, newsdesk.url).replaceAll(EXAMPLE_TOKEN, widget.token);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(hostServer.address() as { port: number }).port}`;
    // Deliberately no allowedOrigins: a public page needs nothing configured on Newsdesk.
    newsdesk = await startTestServer();
    await newsdesk.server.container.get<SportsDataStore>(SportsDataStore).apply(aSportsBatch());
    staffCookie = await newsdesk.cookieFor('staff');
    const created = await rawRequest(`${newsdesk.url}/api/sports/widgets`, {
      method: 'POST',
      headers: { Cookie: staffCookie, Origin: newsdesk.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'football-standings', serviceProvider: 'newsdesk', params: { competitionSeasonId: MOTHER.league2425 }, locale: 'de', title: 'Super League 2024-25' }),
    });
    if (created.status !== 200) throw new Error(`widget export failed: ${created.status} ${created.body}`);
    widget = JSON.parse(created.body);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await newsdesk?.stop();
    await new Promise<void>((resolve) => (hostServer ? hostServer.close(() => resolve()) : resolve()));
  });

  /** A reader who is (or is not) also logged in to Newsdesk in this browser. */
  const newContext = async (loggedIn: boolean): Promise<BrowserContext> => {
    // The Newsdesk login page in English; the widget's language is the editor's choice (de), not the browser's.
    const context = await browser.newContext({ locale: 'en-GB' });
    if (!loggedIn) return context;
    const page = await context.newPage();
    await page.goto(`${newsdesk.url}/login`);
    await page.getByLabel('E-mail address').fill(newsdesk.users.staff.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.close();
    return context;
  };

  const openHost = async (context: BrowserContext): Promise<{ page: Page; problems: string[]; widgetRequests: { url: string; cookie: string | undefined }[] }> => {
    const page = await context.newPage();
    const problems: string[] = [];
    const widgetRequests: { url: string; cookie: string | undefined }[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/public/sports/widgets/')) void request.allHeaders().then((headers) => widgetRequests.push({ url: request.url(), cookie: headers['cookie'] }));
    });
    await page.goto(hostUrl);
    return { page, problems, widgetRequests };
  };

  const tableRows = (scope: Page | ReturnType<Page['frameLocator']>) =>
    scope.locator('.nd-sports-embed__table tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));

  test('the pasted script shows the live table without cookies, untouched by the host’s CSS; the iframe shows it too', async () => {
    const context = await newContext(true);
    const { page, problems, widgetRequests } = await openHost(context);
    // Playwright's CSS locators pierce open shadow roots.
    await page.locator('aside .nd-sports-embed__title').filter({ hasText: 'Super League 2024-25' }).waitFor();
    const rows = await tableRows(page);
    // FC Zürich: 3 wins (one awarded) and a draw from 4 matches, 7:2 goals, 10 points (hand-checked)
    expect(rows[0]).toEqual(['1', 'FCZ', '4', '3', '1', '0', '7:2', '+5', '10']);
    expect(await page.locator('aside').getByRole('columnheader', { name: 'Punkte' }).count()).toBe(1);
    expect(await page.locator('aside').getByText('Zeiten in mitteleuropäischer Zeit (Zürich)').count()).toBe(1);

    // The host's `table { border: 3px solid red }` stops at the shadow root.
    const border = await page.locator('aside .nd-sports-embed__table').evaluate((table) => getComputedStyle(table).borderTopWidth + ' ' + getComputedStyle(table).borderTopColor);
    expect(border).not.toBe('3px rgb(255, 0, 0)');
    expect(await page.evaluate(() => typeof window.NewsdeskSports?.mountAll)).toBe('function');
    expect(await page.evaluate(() => Object.keys(window).filter((key) => /^(React|ReactDOM|mobx|i18next)$/.test(key)))).toEqual([]);

    // The reader is logged in to Newsdesk in this browser, yet the widget sends no cookie.
    await eventually(() => expect(widgetRequests.length).toBeGreaterThan(0));
    expect(widgetRequests.every((r) => r.cookie === undefined)).toBe(true);

    const frame = page.frameLocator('iframe[title="Super League 2024-25"]');
    await frame.locator('.nd-sports-embed__title').filter({ hasText: 'Super League 2024-25' }).waitFor();
    expect((await tableRows(frame))[0]).toEqual(['1', 'FCZ', '4', '3', '1', '0', '7:2', '+5', '10']);

    const axe = await new AxeBuilder({ page }).include('[data-newsdesk-widget]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('once revoked, the same page says the widget is no longer available, in the script and in the iframe', async () => {
    const revoked = await rawRequest(`${newsdesk.url}/api/sports/widgets/${widget.id}`, { method: 'DELETE', headers: { Cookie: staffCookie, Origin: newsdesk.url } });
    expect(revoked.status).toBe(204);
    const context = await newContext(false);
    const { page } = await openHost(context);
    await page.locator('aside [role="status"]').filter({ hasText: 'Dieses Widget ist nicht mehr verfügbar.' }).waitFor();
    expect(await page.locator('aside .nd-sports-embed__table').count()).toBe(0);
    await page.frameLocator('iframe').locator('[role="status"]').filter({ hasText: 'Dieses Widget ist nicht mehr verfügbar.' }).waitFor();
    await context.close();
  });
});
