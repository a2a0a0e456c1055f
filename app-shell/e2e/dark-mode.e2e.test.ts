import { expect, test } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

const HOUR = 3_600_000;

/** Stories about one term, newest first, so the search has results and the viewer has a next. */
const aStory = (title: string, hoursAgo: number) => {
  const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const record = aDocumentRecord({}, `${title}. The harbour authority in Basel said the Rhine freight season was busy.`);
  return {
    ...record,
    document: { ...record.document, documentTitle: title, publicationDate: at, firstAcquisitionDate: at, associatedText: [] },
  };
};

const STORIES = [
  aStory('Rhine freight reaches a record in Basel', 1),
  aStory('Rhine barges wait for higher water', 2),
  aStory('Basel port invests in Rhine terminals', 3),
];

type Theme = 'light' | 'system dark';

describeInBrowser('dark mode and keyboard shortcuts in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn } = app;

  /** All of axe's rules, colour contrast included; only violations are collected (a busy CI machine). */
  const expectNoViolations = async (page: Page) => {
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  let stored = false;
  const storeStories = async () => {
    if (stored) return;
    stored = true;
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    for (const story of STORIES) await documents.insert(story);
  };

  const themeOf = async (page: Page) =>
    page.locator('.nd-app').evaluate((root) => ({
      attribute: root.getAttribute('data-nd-theme'),
      canvas: getComputedStyle(root).getPropertyValue('--nd-color-canvas').trim(),
      colorScheme: getComputedStyle(root).colorScheme,
    }));

  /** A page is ready for axe once its title is there and nothing says it is still loading. */
  const visit = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(async () => expect(await page.locator('[aria-busy="true"], .nd-spinner').count()).toBe(0));
  };

  const searchFor = async (page: Page, term: string) => {
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await input.fill(term);
    await input.press('Enter');
    await page.getByText('3 documents', { exact: true }).waitFor();
  };

  /** Every screen the spec names, each checked by axe (colour contrast included). */
  const checkEveryScreen = async (page: Page, theme: Theme) => {
    const expected = theme === 'light' ? '#f5f6f8' : '#13171d';
    for (const path of ['/dashboard', '/collections', '/statistics', '/glossary', '/administration', '/user-guide']) {
      await visit(page, path);
      expect({ theme, path, canvas: (await themeOf(page)).canvas }).toEqual({ theme, path, canvas: expected });
      await expectNoViolations(page);
    }
    await visit(page, '/search');
    await searchFor(page, 'rhine');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Rhine freight reaches a record in Basel' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Rhine freight reaches a record in Basel' }).waitFor();
    await expectNoViolations(page);
  };

  test('light: every screen axe-clean, nothing chosen', async () => {
    await storeStories();
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoViolations(page);
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    expect(await themeOf(page)).toEqual({ attribute: null, canvas: '#f5f6f8', colorScheme: 'light dark' });
    await checkEveryScreen(page, 'light');
    await page.context().close();
  }, 180_000);

  test('dark by the system (prefers-color-scheme): every screen axe-clean, the login page too', async () => {
    await storeStories();
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect((await themeOf(page)).canvas).toBe('#13171d');
    await expectNoViolations(page);
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    await checkEveryScreen(page, 'system dark');
    await page.context().close();
  }, 180_000);

  test('dark chosen in the user menu against a light system, kept after a reload; Light and System choosable too', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('group', { name: 'Appearance' }).getByRole('menuitemradio', { name: 'Dark' }).click();
    await eventually(async () => expect(await themeOf(page)).toEqual({ attribute: 'dark', canvas: '#13171d', colorScheme: 'dark' }));
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await themeOf(page)).toEqual({ attribute: 'dark', canvas: '#13171d', colorScheme: 'dark' });
    // the same tokens as the system's dark, checked on every screen above
    await expectNoViolations(page);

    // Light chosen under a dark system stays light; System hands it back to the system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await eventually(async () => expect(await themeOf(page)).toEqual({ attribute: 'light', canvas: '#f5f6f8', colorScheme: 'light' }));
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await eventually(async () => expect(await themeOf(page)).toEqual({ attribute: null, canvas: '#13171d', colorScheme: 'dark' }));
    await page.context().close();
  }, 60_000);

  test('keyboard only: / a query Enter, j j Enter, j to the next document, s share, Esc, Esc, ? the list', async () => {
    await storeStories();
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await visit(page, '/search');

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
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await help.count()).toBe(0));
    await page.context().close();
  }, 60_000);
});
