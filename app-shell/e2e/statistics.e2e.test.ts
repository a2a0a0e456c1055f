import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SHARED_DATA, sharedDataPresent } from '@newsdesk/adapters/archives/shared-news-archives';
import { openfootballImporter } from '@newsdesk/adapters/sports/importers/openfootball/openfootball-importer';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { REPO_ROOT } from '../server/config';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { type HostPage, startHostPage } from './support/host-page';

const PREMIER_LEAGUE = path.join(SHARED_DATA, 'sports/football/openfootball/2024-25/en.1.json');
// The 2019-20 Champions League: a cup with a winner (its 2024-25 final has no score in the data).
const CHAMPIONS_LEAGUE = path.join(SHARED_DATA, 'sports/football/openfootball/2019-20/uefa.cl.json');
const BUNDLE = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-sports-widget.js');
const SCREENSHOTS = process.env['NEWSDESK_SCREENSHOTS'];

const SUITE = 'the statistics page: a real Premier League season, a team panel, a table embedded on another site';
// The real season (../shared/data, README §3.1) is the test data; without it the suite says so and skips.
const describeWithData = sharedDataPresent(['sports/football/openfootball/2024-25', 'sports/football/openfootball/2019-20'], SUITE)
  ? describeInBrowser
  : describe.skip;

describeWithData(SUITE, () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;
  let host: HostPage;
  /** What the editor pasted into the other site's page. */
  let pasted = '';

  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error('The sports embed script is not built: run `npm run build:widgets` before the browser tests.');
    const store = app.t.server.container.get<SportsDataStore>(SportsDataStore);
    for (const file of [PREMIER_LEAGUE, CHAMPIONS_LEAGUE]) await store.apply(await openfootballImporter.read(file, {}));
    // A plain HTML page on another port: another origin, no Newsdesk cookie, nothing but the snippet.
    host = await startHostPage(
      () =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club news</title></head><body><main><h1>Our league</h1>${pasted}</main></body></html>`,
    );
  }, 120_000);

  afterAll(async () => {
    await host?.close();
  });

  const tableRow = (page: Page, rank: number) => page.getByRole('table', { name: 'Premier League 2024-25' }).getByRole('row').nth(rank);
  /** rank, team, played, won, drawn, lost, goals, difference, points (form left out; the overview has no goals either). */
  const cells = async (page: Page, rank: number) =>
    (await tableRow(page, rank).locator('td, th').allTextContents()).slice(0, 9).map((text) => text.trim());
  const shoot = async (page: Page, name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };

  test('a sports editor browses the table, opens a team, and embeds the table on a plain page', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.t.url });
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Statistics' }).click();
    // the page then writes its view into the address (statistics-address.ts)
    await page.waitForURL((url) => url.pathname === '/statistics');
    // The overview starts with the first league at its latest season.
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Latest results' }).waitFor();
    await eventually(
      async () => expect(await cells(page, 1)).toEqual(['1', expect.stringMatching(/^Liverpool/), '38', '25', '9', '4', '+45', '84']),
      10_000,
    );
    await shoot(page, 'statistics-overview');

    // Competitions and leagues: the final table of 2024-25 as the Premier League published it.
    await page.getByRole('navigation', { name: 'Statistics views' }).getByRole('button', { name: 'Competitions and leagues' }).click();
    await page.getByRole('combobox', { name: 'Competition' }).selectOption({ label: 'Premier League' });
    await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: '2024-25' });
    await eventually(
      async () =>
        expect(await cells(page, 1)).toEqual(['1', expect.stringMatching(/^Liverpool/), '38', '25', '9', '4', '86:41', '+45', '84']),
      10_000,
    );
    expect(await cells(page, 2)).toEqual(['2', expect.stringMatching(/^Arsenal/), '38', '20', '14', '4', '69:34', '+35', '74']);
    expect(await cells(page, 20)).toEqual(['20', expect.stringMatching(/^Southampton/), '38', '2', '6', '30', '26:86', '−60', '12']);
    await shoot(page, 'statistics-table');
    await expectNoAxeViolations(page);

    // Export to wire: the season's results and table as SportsML, downloaded as a file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to wire (SportsML)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<sports-content xmlns="http://iptc.org/std/nar/2006-10-01/">');
    expect(xml).toContain('Liverpool');

    // Results in Zurich time: the opening match, Friday 20:00 in Manchester, is 21:00 CEST.
    await page.getByRole('button', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Round' }).selectOption({ label: 'Matchday 1' });
    const opener = page.getByRole('row', { name: /Manchester United/ }).first();
    await eventually(async () => expect(await opener.textContent()).toContain('21:00 CEST'), 10_000);
    expect(await opener.textContent()).toContain('Fri 16 Aug 2024');

    // Championships: a cup by stage, latest first, with its winner.
    await page.getByRole('button', { name: 'Championships' }).click();
    expect(await page.getByRole('combobox', { name: 'Cup' }).locator('option:checked').textContent()).toBe('UEFA Champions League');
    await page.getByText('Winner:').waitFor();
    expect(await page.locator('.nd-stats-winner').textContent()).toMatch(/Bayern/);
    await shoot(page, 'statistics-championships');
    await expectNoAxeViolations(page);

    // Search a team and open its panel; opening it again says it is open already.
    const search = page.getByRole('combobox', { name: 'Search teams and players' });
    await search.fill('Arsenal');
    await page
      .getByRole('option', { name: /Arsenal/ })
      .first()
      .waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByRole('heading', { level: 2, name: /Arsenal/ }).waitFor();
    await page.getByText(/Place 2 in Premier League 2024-25: 74 points from 38 matches/).waitFor();
    await page
      .getByRole('list', { name: 'Open teams and players' })
      .getByRole('button', { name: /Team Arsenal/ })
      .waitFor();
    await shoot(page, 'statistics-club');
    await expectNoAxeViolations(page);
    await search.fill('Arsenal');
    await page
      .getByRole('option', { name: /Arsenal/ })
      .first()
      .click();
    await page.getByText('Selected team or player is already open').waitFor();

    // Export the table as a widget and copy the script snippet.
    await page.getByRole('navigation', { name: 'Statistics views' }).getByRole('button', { name: 'Competitions and leagues' }).click();
    await tableRow(page, 1).waitFor();
    await page.getByRole('button', { name: 'Export as widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export as widget' });
    expect(await dialog.getByRole('textbox', { name: 'Title above the widget' }).inputValue()).toBe('Premier League 2024-25');
    await dialog.getByRole('button', { name: 'Create embed code' }).click();
    const script = dialog.getByRole('textbox', { name: 'Script tag' });
    await eventually(async () => expect(await script.inputValue()).toContain('data-newsdesk-sports-widget'), 10_000);
    expect(await dialog.getByRole('textbox', { name: 'Iframe' }).inputValue()).toContain('<iframe');
    await dialog.getByRole('button', { name: 'Copy script tag' }).click();
    await dialog.getByText('Copied to clipboard.').waitFor();
    pasted = await page.evaluate(() => navigator.clipboard.readText());
    expect(pasted).toBe(await script.inputValue());
    await shoot(page, 'statistics-export');
    await expectNoAxeViolations(page);

    // The plain page of another origin shows the live table, without any Newsdesk session.
    const reader = await (await page.context().browser()!.newContext({ locale: 'en-GB' })).newPage();
    await reader.goto(host.url);
    await reader.getByText('Premier League 2024-25').first().waitFor({ timeout: 15_000 });
    await eventually(
      async () =>
        expect(
          await reader
            .getByRole('row', { name: /Liverpool/ })
            .first()
            .textContent(),
        ).toContain('84'),
      10_000,
    );
    await shoot(reader, 'statistics-embedded');
  }, 180_000);
});
