import path from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { generateDemoSportsSeason } from '@newsdesk/adapters/demo/sports-demo-season';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { horizontalOverflow, type Overflow } from './support/horizontal-overflow';

/** A folder for a screenshot of every screen checked, to look at them (as statistics.e2e.test.ts). */
const SCREENSHOTS = process.env['NEWSDESK_SCREENSHOTS'];

/** ADR 0018's two small screens: a phone and a portrait tablet. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

const aStory = (title: string, body: string, hoursAgo: number) => {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const record = aDocumentRecord({}, body);
  return {
    ...record,
    document: { ...record.document, documentTitle: title, documentBody: body, publicationDate: at, firstAcquisitionDate: at },
  };
};

describeInBrowser('phone and tablet layouts: no screen scrolls sideways, and the navigation is a drawer on a phone', () => {
  // staging: the site monitor is one of the screens
  const app = appInBrowser({ environment: 'staging' });
  const { newPage, logIn, expectNoAxeViolations } = app;

  beforeAll(async () => {
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    await documents.insert(
      aStory(
        'Harbour authority approves the extension of the container terminal after a decade of planning disputes',
        'The harbour authority approved the extension on Tuesday. Opponents of the terminal said they would appeal to the cantonal court.',
        1,
      ),
    );
    await documents.insert(aStory('Harbour pilots strike for a second day', 'Ships wait outside the harbour as pilots strike.', 2));
    // tables with real width: the generated season of every sport that demo mode shows
    await app.t.server.container.get<SportsDataStore>(SportsDataStore).apply(generateDemoSportsSeason({ now: new Date() }));
  }, 60_000);

  /** Requests the page has under way, so a check waits for the screen's data rather than a fixed time. */
  const inFlight = new WeakMap<Page, number>();
  const countRequests = (page: Page) => {
    inFlight.set(page, 0);
    const add = (n: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + n);
    page.on('request', add(1));
    page.on('requestfinished', add(-1));
    page.on('requestfailed', add(-1));
  };
  /** No request under way and no spinner: the screen as the reader sees it. */
  const settled = async (page: Page) => {
    await eventually(async () => {
      expect(inFlight.get(page)).toBe(0);
      expect(await page.locator('.nd-spinner, [aria-busy="true"]').count()).toBe(0);
    }, 10_000);
  };

  test('every route, tab, the viewer and the notification panel fit 390×844 and 768×1024', async () => {
    const page = await newPage();
    countRequests(page);
    await page.setViewportSize(SIZES[0]);
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    const found: Overflow[] = [];
    const check = async (screen: string) => {
      await settled(page);
      const overflow = await page.evaluate(horizontalOverflow);
      if (overflow.scrollWidth > overflow.innerWidth || overflow.offenders.length > 0) found.push({ ...overflow, screen });
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${screen.replace(/[^\w×]+/g, '-')}.png`) });
    };
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    };

    for (const size of SIZES) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      // search, a document open in the viewer
      await visit('/search', 'Search');
      const terms = page.getByRole('combobox', { name: 'Search terms' });
      await terms.fill('harbour');
      await terms.press('Enter');
      await page.getByText('2 documents', { exact: true }).waitFor();
      await check(`${at} /search with results`);
      await page.getByRole('button', { name: /^Harbour authority approves/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /^Harbour authority approves/ })
        .waitFor();
      await check(`${at} /search with the document viewer open`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (size === SIZES[0]) {
        // saving the search as a collection, in a dialog that fits the phone
        await page.getByRole('button', { name: 'Save as collection' }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Harbour');
        await check(`${at} /search with the save-as-collection dialog open`);
        await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
        await page.getByText('Collection “Harbour” added').waitFor();
      }

      for (const [path, heading] of [
        ['/dashboard', 'Dashboard'],
        ['/collections', 'Collections'],
        ['/glossary', 'Glossary'],
        ['/site-monitor', 'Site monitor'],
        ['/user-guide', /./],
        ['/no-such-page', 'Page not found'],
      ] as const) {
        await visit(path, heading);
        // the collection saved above, as a card on the collections page
        if (path === '/collections') await page.getByRole('article', { name: 'Harbour' }).waitFor();
        await check(`${at} ${path}`);
      }

      // the notification panel, from the bell the reader sees (the top bar's on a phone)
      await page.getByRole('button', { name: 'Notifications', exact: true }).click();
      await page.getByRole('region', { name: 'Notifications' }).waitFor();
      await check(`${at} notification panel open`);
      await page.keyboard.press('Escape');

      // every view of the statistics
      await visit('/statistics', 'Statistics');
      const views = page.getByRole('navigation', { name: 'Statistics views' }).getByRole('button');
      for (let i = 0; i < (await views.count()); i += 1) {
        const name = (await views.nth(i).textContent()) ?? `view ${i}`;
        await views.nth(i).click();
        await check(`${at} /statistics → ${name}`);
      }

      // every tab of the administration
      await visit('/administration', 'Administration');
      const tabs = page.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        const name = (await tabs.nth(i).textContent()) ?? `tab ${i}`;
        await tabs.nth(i).click();
        await check(`${at} /administration → ${name}`);
      }
    }
    expect(found).toEqual([]);
  }, 240_000);

  test('on a phone the sidebar is a drawer: the menu opens it with focus inside, Escape, a click beside it and a link close it', async () => {
    const page = await newPage();
    await page.setViewportSize(SIZES[0]);
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // closed, its links are neither seen nor reachable
    await expect(page.getByRole('link', { name: 'Statistics' }).count()).resolves.toBe(0);
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');

    await menu.click();
    await drawer.waitFor();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog'));
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    // Tab stays inside the drawer
    for (let i = 0; i < 14; i += 1) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true));

    // a click on the page beside the drawer closes it
    await menu.click();
    await drawer.waitFor();
    await page.mouse.click(370, 400);
    await drawer.waitFor({ state: 'hidden' });

    // following a link closes it and shows the page
    await menu.click();
    await drawer.getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/glossary');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
  }, 60_000);
});
