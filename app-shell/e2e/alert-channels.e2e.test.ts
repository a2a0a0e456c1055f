import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startAlertReceiver, type AlertReceiver } from '@newsdesk/adapters/webhooks/testing/alert-receiver';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

let receiver: AlertReceiver;
beforeAll(async () => {
  receiver = await startAlertReceiver();
});
afterAll(async () => {
  await receiver.stop();
});

/** Standard Webhooks verification from the specification, independent of the sender's code. */
const verifies = (secret: string, headers: Record<string, unknown>, body: string) => {
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  const given = Buffer.from(String(headers['webhook-signature']).replace(/^v1,/, ''), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

describeInBrowser('a webhook on a collection, set up in the browser', () => {
  // worker: percolation and deliveries; the outbound gate may reach the loopback receiver
  const app = appInBrowser({ roles: { web: true, worker: true }, fetchAllow: ['127.0.0.1'] });
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('add a webhook URL, make its secret, a matching document arrives: the receiver gets it signed and the delivery log lists it', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const created = await page.request.post('/api/collections', {
      headers: { Origin: app.t.url },
      data: { name: 'Moraines', search: { tags: [{ name: 'moraine' }], timeFrame: 'month' } },
    });
    expect(created.status()).toBe(200);

    await page.goto('/collections');
    await page.getByRole('button', { name: 'Edit collections' }).click();
    await page.getByRole('group', { name: 'Actions for Moraines' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit collection' });
    await dialog.getByRole('combobox', { name: 'Alert frequency' }).selectOption('immediately');
    const webhooks = dialog.getByRole('textbox', { name: 'Webhook URLs' });
    await webhooks.fill('ftp://files.example/hook');
    await webhooks.press('Enter');
    await dialog.getByText('ftp://files.example/hook: A webhook address is a full http(s) URL without user name or password.').waitFor();
    await dialog.getByRole('button', { name: 'Remove ftp://files.example/hook' }).click();
    await webhooks.fill(receiver.url('/moraines'));
    await webhooks.press('Enter');
    await dialog.getByRole('button', { name: 'Make secret' }).click();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Collection “Moraines” updated').waitFor();

    // a new document, indexed like the crawler does, matches the saved search
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const record = aDocumentRecord({}, 'A moraine above Saas-Fee gave way after the heavy rain.');
    const now = new Date().toISOString();
    await app.t.server.container.get<DocumentRepository>(DocumentRepository).insert({
      ...record,
      document: {
        ...record.document,
        documentTitle: 'Moraine collapse',
        publicationDate: now,
        firstAcquisitionDate: now,
        associatedText: [],
      },
    });

    await eventually(() => expect(receiver.calls.some((c) => c.path === '/moraines')).toBe(true), 20_000);
    const call = receiver.calls.find((c) => c.path === '/moraines')!;
    expect(verifies(secret, call.headers, call.body)).toBe(true);
    expect(JSON.parse(call.body)).toMatchObject({ type: 'collection.alert', data: { documents: [{ title: 'Moraine collapse' }] } });

    // the ledger marks the row sent right after the receiver's 2xx; the log shows what is stored when it opens
    const id = ((await created.json()) as { id: string }).id;
    await eventually(async () => {
      const answer = await page.request.get(`/api/collections/${id}/deliveries`);
      const { deliveries } = (await answer.json()) as { deliveries: { channel: string; status: string }[] };
      expect(deliveries.map((d) => [d.channel, d.status])).toEqual([['webhook', 'sent']]);
    }, 10_000);
    await page.getByRole('group', { name: 'Actions for Moraines' }).getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log: Moraines' });
    const row = log.getByRole('row').filter({ hasText: receiver.url('/moraines') });
    await row.waitFor();
    expect(await row.textContent()).toContain('Webhook');
    expect(await row.textContent()).toContain('Sent');
    await expectNoAxeViolations(page);
  }, 90_000);
});
