import { expect, test } from '@jest/globals';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

/** The panel's empty state (locales/en/notifications.json). */
const NO_NOTIFICATIONS = 'No new documents in your collections.';

describeInBrowser('a saved search alerts in the browser', () => {
  // The worker role runs percolation; web serves the live socket.
  const app = appInBrowser({ roles: { web: true, worker: true } });
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('save a search as a collection, a matching document arrives, the bell shows it and opens it in the viewer', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await input.fill('glacier');
    await input.press('Enter');
    await page.getByText("Oops! We couldn't find anything for that term.").waitFor();
    await page.getByRole('button', { name: 'Save as collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Glaciers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Collection “Glaciers” added').waitFor();

    // A new document, indexed like the crawler does, matches the saved search.
    const record = aDocumentRecord({}, 'The glacier above Zermatt lost a record volume this summer.');
    const now = new Date().toISOString();
    const document = {
      ...record,
      document: {
        ...record.document,
        documentTitle: 'Glacier retreat accelerates',
        publicationDate: now,
        firstAcquisitionDate: now,
        associatedText: [],
      },
    };
    await app.t.server.container.get<DocumentRepository>(DocumentRepository).insert(document);

    const bell = page.getByRole('button', { name: 'Notifications (1 new)' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const item = panel.getByRole('button', { name: /Glacier retreat accelerates/ });
    await item.waitFor();
    await panel.getByText('Glaciers').first().waitFor();
    await expectNoAxeViolations(page);
    await item.click();
    await page.waitForURL(`**/search?docId=${document.id}`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Glacier retreat accelerates' }).waitFor();

    // The viewer took focus from the panel; closing it gives focus back to the bell, and so does
    // closing the panel with Escape.
    const focusedName = () =>
      page.evaluate(() => window.document.activeElement?.getAttribute('aria-label') ?? window.document.activeElement?.textContent ?? '');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await eventually(async () => expect(await focusedName()).toBe('Notifications'));
    await page.getByRole('button', { name: 'Notifications' }).click();
    await panel.waitFor();
    expect(await focusedName()).not.toBe('Notifications');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await eventually(async () => expect(await focusedName()).toBe('Notifications'));

    // Clear all is kept by the server: after a reload, even without this browser's cached list
    // (as on another device), the cleared document does not come back.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await panel.getByRole('button', { name: /Glacier retreat accelerates/ }).waitFor();
    const cleared = page.waitForResponse((r) => r.url().endsWith('/api/notifications/clear') && r.status() === 200);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await cleared;
    await panel.getByText(NO_NOTIFICATIONS).waitFor();
    await page.evaluate(() => window.localStorage.clear());
    const caughtUp = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.status() === 200);
    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await caughtUp;
    await panel.getByText(NO_NOTIFICATIONS).waitFor();
    expect(await panel.getByRole('button', { name: /Glacier retreat accelerates/ }).count()).toBe(0);
  }, 90_000);
});
