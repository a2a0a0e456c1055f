import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER } from '@newsdesk/core/sports/testing/sports-batch.mother';
import { REPO_ROOT } from '../server/config';
import { rawRequest, startTestServer } from '../server/testing/test-server';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { embeddingStage, expectEmbedsAxeClean, openHostPage, readerContext } from './support/host-page';

const EXAMPLE = path.join(REPO_ROOT, 'docs/examples/embed-sports-widget.html');
const BUNDLE = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-sports-widget.js');
const EXAMPLE_ORIGIN = 'https://newsdesk.newsroom.example';
const EXAMPLE_TOKEN = '7d1f0c52-2a8e-4b8f-9c1e-3f5a6b7c8d90.q2V9n3XoU5b1sJc8kR4tW7yZ0aD6fH2gL9mP1eT5vQx';

describeInBrowser('a sports table exported as embed code, on a plain page of another site', () => {
  let widget: { id: string; token: string };
  let staffCookie: string;
  const stage = embeddingStage({
    bundle: { path: BUNDLE, missing: 'The sports widget script is not built: run `npm run build:widgets` before the browser tests.' },
    // The host page: the example from docs/, pointed at the test server and the widget's token.
    render: () => readFileSync(EXAMPLE, 'utf8').replaceAll(EXAMPLE_ORIGIN, stage.newsdesk.url).replaceAll(EXAMPLE_TOKEN, widget.token),
    newsdesk: async () => {
      // Deliberately no allowedOrigins: a public page needs nothing configured on Newsdesk.
      const newsdesk = await startTestServer();
      await newsdesk.server.container.get<SportsDataStore>(SportsDataStore).apply(aSportsBatch());
      staffCookie = await newsdesk.cookieFor('staff');
      const created = await rawRequest(`${newsdesk.url}/api/sports/widgets`, {
        method: 'POST',
        headers: { Cookie: staffCookie, Origin: newsdesk.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'football-standings',
          serviceProvider: 'newsdesk',
          params: { competitionSeasonId: MOTHER.league2425 },
          locale: 'de',
          title: 'Super League 2024-25',
        }),
      });
      if (created.status !== 200) throw new Error(`widget export failed: ${created.status} ${created.body}`);
      widget = JSON.parse(created.body);
      return newsdesk;
    },
  });

  /**
   * A reader who is (or is not) also logged in to Newsdesk in this browser. The Newsdesk login
   * page is in English; the widget's language is the editor's choice (de), not the browser's.
   */
  const newContext = (loggedIn: boolean): Promise<BrowserContext> => readerContext(stage.browser, stage.newsdesk, loggedIn);

  /** The host page, plus the widget's requests to the public route with the cookie they carried. */
  const openHost = async (context: BrowserContext) => {
    const widgetRequests: { url: string; cookie: string | undefined }[] = [];
    const opened = await openHostPage(context, stage.host.url, (page) =>
      page.on('request', (request) => {
        if (request.url().includes('/api/public/sports/widgets/'))
          void request.allHeaders().then((headers) => widgetRequests.push({ url: request.url(), cookie: headers['cookie'] }));
      }),
    );
    return { ...opened, widgetRequests };
  };

  const tableRows = (scope: Page | ReturnType<Page['frameLocator']>) =>
    scope
      .locator('.nd-sports-embed__table tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));

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
    const border = await page
      .locator('aside .nd-sports-embed__table')
      .evaluate((table) => getComputedStyle(table).borderTopWidth + ' ' + getComputedStyle(table).borderTopColor);
    expect(border).not.toBe('3px rgb(255, 0, 0)');
    expect(await page.evaluate(() => typeof window.NewsdeskSports?.mountAll)).toBe('function');
    expect(await page.evaluate(() => Object.keys(window).filter((key) => /^(React|ReactDOM|mobx|i18next)$/.test(key)))).toEqual([]);

    // The reader is logged in to Newsdesk in this browser, yet the widget sends no cookie.
    await eventually(() => expect(widgetRequests.length).toBeGreaterThan(0));
    expect(widgetRequests.every((r) => r.cookie === undefined)).toBe(true);

    const frame = page.frameLocator('iframe[title="Super League 2024-25"]');
    await frame.locator('.nd-sports-embed__title').filter({ hasText: 'Super League 2024-25' }).waitFor();
    expect((await tableRows(frame))[0]).toEqual(['1', 'FCZ', '4', '3', '1', '0', '7:2', '+5', '10']);

    await expectEmbedsAxeClean(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('once revoked, the same page says the widget is no longer available, in the script and in the iframe', async () => {
    const revoked = await rawRequest(`${stage.newsdesk.url}/api/sports/widgets/${widget.id}`, {
      method: 'DELETE',
      headers: { Cookie: staffCookie, Origin: stage.newsdesk.url },
    });
    expect(revoked.status).toBe(204);
    const context = await newContext(false);
    const { page } = await openHost(context);
    await page.locator('aside [role="status"]').filter({ hasText: 'Dieses Widget ist nicht mehr verfügbar.' }).waitFor();
    expect(await page.locator('aside .nd-sports-embed__table').count()).toBe(0);
    await page.frameLocator('iframe').locator('[role="status"]').filter({ hasText: 'Dieses Widget ist nicht mehr verfügbar.' }).waitFor();
    await context.close();
  });
});
