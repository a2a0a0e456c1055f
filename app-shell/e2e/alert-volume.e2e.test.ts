import { expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';

const HOUR = 3_600_000;

describeInBrowser('the alert volume preview in the collection editor (ADR 0024)', () => {
  const app = appInBrowser();

  test('choosing a frequency and a recipient shows how many alerts the last 7 days would have sent, and it follows the frequency', async () => {
    // three stories about glaciers this week, two of them within one hour, one a copy from another outlet
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    const now = Date.now();
    const ids: string[] = [];
    for (const [hoursAgo, body, copyOf] of [
      [3, 'The Aletsch glacier lost more ice this summer.', null],
      [2.5, 'A glacier lake above Grindelwald is being drained.', null],
      [2.4, 'The Aletsch glacier lost more ice this summer, another outlet says.', 0],
      [50, 'Glacier monitoring gets new funding.', null],
    ] as const) {
      const id = randomUUID();
      ids.push(id);
      const record = aDocumentRecord(
        {
          id,
          canonicalUrl: `https://glaciers.example/${id}`,
          contentHash: id.slice(0, 16),
          storyId: copyOf === null ? id : ids[copyOf]!,
          isOriginal: copyOf === null,
        },
        body,
      );
      const at = new Date(now - hoursAgo * HOUR).toISOString();
      await documents.insert({
        ...record,
        document: { ...record.document, documentTitle: body, firstAcquisitionDate: at, publicationDate: at },
      });
    }

    const page = await app.newPage();
    await app.logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const created = await page.request.post('/api/collections', {
      headers: { Origin: app.t.url },
      data: { name: 'Glaciers', search: { tags: [{ name: 'glacier' }], timeFrame: 'month' } },
    });
    expect(created.status()).toBe(200);
    await page.goto('/collections');
    await page.getByRole('button', { name: 'Edit collections' }).click();
    await page.getByRole('group', { name: 'Actions for Glaciers' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit collection' });

    await dialog.getByRole('combobox', { name: 'Alert frequency' }).selectOption('immediately');
    const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await emails.fill('desk@newsroom.test');
    await emails.press('Enter');
    await dialog.getByText('This would have sent 3 alerts in the last 7 days (at most 2 in one hour).').waitFor();
    await app.expectNoAxeViolations(page);

    await dialog.getByRole('combobox', { name: 'Alert frequency' }).selectOption('hourly');
    await dialog.getByText(/This would have sent [23] alerts in the last 7 days \(at most 1 in one hour\)\./).waitFor();
  }, 90_000);
});
