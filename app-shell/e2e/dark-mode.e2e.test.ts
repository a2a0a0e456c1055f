import { afterAll, beforeAll, expect, test } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { aStory, hoursAgo } from './support/stories';

/** Stories about one term, newest first, so the search has results and the viewer has a next. */
const aRhineStory = (title: string, hours: number) =>
  aStory(title, `${title}. The harbour authority in Basel said the Rhine freight season was busy.`, hoursAgo(hours));

const STORIES = [
  aRhineStory('Rhine freight reaches a record in Basel', 1),
  aRhineStory('Rhine barges wait for higher water', 2),
  aRhineStory('Basel port invests in Rhine terminals', 3),
];

type Theme = 'light' | 'dark';
const CANVAS: Record<Theme, string> = { light: '#f5f6f8', dark: '#13171d' };

/*
 * One login and one page for the axe sweep: each screen is opened once and checked in the light
 * and then in the system's dark (prefers-color-scheme switched on the live page, which is what a
 * reader's OS does), instead of logging in twice and walking every screen twice. Waits are on what
 * the page shows, never on fixed timeouts.
 */
describeInBrowser('dark mode and keyboard shortcuts in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn } = app;
  let page: Page;

  /** All of axe's rules, colour contrast included; only violations are collected (a busy CI machine). */
  const expectNoViolations = async (where: string) => {
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect({ where, violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({
      where,
      violations: [],
    });
  };

  const themeOf = async (on: Page = page) =>
    on.locator('.nd-app').evaluate((root) => ({
      attribute: root.getAttribute('data-nd-theme'),
      canvas: getComputedStyle(root).getPropertyValue('--nd-color-canvas').trim(),
      colorScheme: getComputedStyle(root).colorScheme,
    }));

  /**
   * The system switches theme under the open page; the tokens follow, and the colour transitions
   * they start (a current item's background fades over --nd-transition) run out before axe looks:
   * axe measuring mid-fade sees the new text colour on the old background.
   */
  const inTheme = async (theme: Theme) => {
    await page.emulateMedia({ colorScheme: theme });
    await eventually(async () => expect((await themeOf()).canvas).toBe(CANVAS[theme]));
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
  };

  /** axe on what is on screen now, in the light and in the system's dark; back to light after. */
  const expectNoViolationsInBothThemes = async (where: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await inTheme(theme);
      await expectNoViolations(`${where} (${theme})`);
    }
    await inTheme('light');
  };

  /** A page is ready for axe once its title is there and nothing says it is still loading. */
  const visit = async (path: string, on: Page = page) => {
    await on.goto(path);
    await on.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(async () => expect(await on.locator('[aria-busy="true"], .nd-spinner').count()).toBe(0));
  };

  beforeAll(async () => {
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    for (const story of STORIES) await documents.insert(story);
    page = await newPage();
    await page.emulateMedia({ colorScheme: 'light' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test("the login page is axe-clean in light and in the system's dark", async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoViolationsInBothThemes('/login');
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    expect(await themeOf()).toEqual({ attribute: null, canvas: CANVAS.light, colorScheme: 'light dark' });
  }, 60_000);

  test("every screen is axe-clean in light and in the system's dark: search results and an open document too", async () => {
    for (const path of ['/dashboard', '/collections', '/statistics', '/glossary', '/administration', '/user-guide']) {
      await visit(path);
      await expectNoViolationsInBothThemes(path);
    }
    await visit('/search');
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await input.fill('rhine');
    await input.press('Enter');
    await page.getByText('3 documents', { exact: true }).waitFor();
    await expectNoViolationsInBothThemes('/search with results');
    await page.getByRole('button', { name: 'Rhine freight reaches a record in Basel' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Rhine freight reaches a record in Basel' }).waitFor();
    await expectNoViolationsInBothThemes('/search with a document open');
  }, 240_000);

  test('dark chosen in the user menu against a light system: kept after a reload and on another computer; Light and System choosable too', async () => {
    await visit('/dashboard');
    await page.getByRole('button', { name: /User menu/ }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/color-scheme') && r.request().method() === 'PUT');
    await page.getByRole('group', { name: 'Appearance' }).getByRole('menuitemradio', { name: 'Dark' }).click();
    expect((await saved).status()).toBe(200);
    await eventually(async () => expect(await themeOf()).toEqual({ attribute: 'dark', canvas: CANVAS.dark, colorScheme: 'dark' }));
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await themeOf()).toEqual({ attribute: 'dark', canvas: CANVAS.dark, colorScheme: 'dark' });
    // the same tokens as the system's dark, checked on every screen above
    await expectNoViolations('/dashboard (dark chosen)');

    // Another computer: nothing in its browser, a light system; the choice comes with the login.
    const elsewhere = await newPage();
    await elsewhere.emulateMedia({ colorScheme: 'light' });
    await logIn(elsewhere, app.t.users.admin.email);
    await elsewhere.waitForURL('**/dashboard');
    await eventually(async () => expect(await themeOf(elsewhere)).toEqual({ attribute: 'dark', canvas: CANVAS.dark, colorScheme: 'dark' }));
    await elsewhere.context().close();

    // Light chosen under a dark system stays light; System hands it back to the system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await eventually(async () => expect(await themeOf()).toEqual({ attribute: 'light', canvas: CANVAS.light, colorScheme: 'light' }));
    await page.getByRole('button', { name: /User menu/ }).click();
    const backToSystem = page.waitForResponse((r) => r.url().endsWith('/api/me/color-scheme') && r.request().method() === 'PUT');
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect((await backToSystem).status()).toBe(200);
    await eventually(async () => expect(await themeOf()).toEqual({ attribute: null, canvas: CANVAS.dark, colorScheme: 'dark' }));
    await page.emulateMedia({ colorScheme: 'light' });
  }, 90_000);

  test('keyboard only: / a query Enter, j j Enter, j to the next document, s share, Esc, Esc, ? the list', async () => {
    // Its own reader (staff), so the admin's remembered search does not stand in the way.
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await visit('/search', page);

    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await eventually(async () => expect(await input.evaluate((el) => el === document.activeElement)).toBe(true));
    await page.keyboard.type('rhine');
    await page.keyboard.press('Enter');
    await page.getByText('3 documents', { exact: true }).waitFor();
    // a blur from the field, as a reader clicking the page would; then j moves through results
    await input.evaluate((el) => (el as HTMLInputElement).blur());
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Rhine barges wait for higher water');
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: 'Rhine barges wait for higher water' }).waitFor();
    await page.keyboard.press('j');
    await viewer.getByRole('heading', { name: 'Basel port invests in Rhine terminals' }).waitFor();
    await page.waitForURL(`**/search?docId=${STORIES[2]?.id}`);
    await page.keyboard.press('s');
    await viewer.getByRole('textbox', { name: 'Link to this document' }).waitFor();
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await viewer.getByRole('textbox', { name: 'Link to this document' }).count()).toBe(0));
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('docId'));

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Go to the search field').waitFor();
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await help.count()).toBe(0));
    await page.context().close();
  }, 60_000);
});
