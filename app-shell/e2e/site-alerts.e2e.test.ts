import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { startAlertReceiver, type AlertReceiver } from '@newsdesk/adapters/webhooks/testing/alert-receiver';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { addSite, ignoredPartsProposal, openEmptySiteMonitor } from './support/site-monitor-steps';

let headline = 'Council adopts the 2027 budget';
let site: LocalServer;
let receiver: AlertReceiver;
beforeAll(async () => {
  site = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<main id="news"><h2>${headline}</h2><p>Request token ${randomBytes(6).toString('hex')}</p></main>`);
  });
  receiver = await startAlertReceiver();
});
afterAll(async () => {
  await site.close();
  await receiver.stop();
});

describeInBrowser('a site-monitor alert set up in the browser (ADR 0026)', () => {
  // staging: where the site monitor is offered; worker: the site alert's deliveries; the outbound gate may reach the loopback page and receiver
  const app = appInBrowser({ environment: 'staging', roles: { web: true, worker: true }, fetchAllow: ['127.0.0.1'] });
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('a webhook and its secret on a watched site; a real change reaches the receiver and the site’s delivery log shows it sent', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await openEmptySiteMonitor(page);
    await addSite(page, { url: site.url('/news'), selector: '#news', name: 'Council' });
    const proposal = await ignoredPartsProposal(page, 'Council');
    await proposal.getByRole('button', { name: 'Keep all ignored' }).click();

    // no settings, no log to offer
    expect(await page.getByRole('button', { name: 'Delivery log of Council' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Alerts of Council' }).click();
    const form = page.getByRole('form', { name: 'Alerts of “Council”' });
    await form.getByLabel('Alert frequency').selectOption('immediately');
    await form.getByLabel('Webhook addresses').fill(receiver.url('/council'));
    await form.getByRole('button', { name: 'New webhook signing secret' }).click();
    await form.getByText(/^Webhook signing secret \(shown only now/).waitFor();
    await form.getByRole('button', { name: 'Save alerts' }).click();
    await page.getByText('Alerts immediately to 1 recipient').waitFor();

    headline = 'Council rejects the 2027 budget';
    await page.getByRole('button', { name: 'Check updates now' }).click();
    await page.getByText('Sites checked: 1 with a new change.').waitFor();
    await eventually(async () => expect(receiver.calls.map((c) => c.path)).toEqual(['/council']), 20_000);
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ type: 'site.change', data: { site: { name: 'Council' } } });

    await page.getByRole('button', { name: 'Delivery log of Council' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log: Council' });
    await eventually(async () => {
      const rows = await log.getByRole('row').allTextContents();
      expect(rows.slice(1)).toEqual([
        expect.stringMatching(new RegExp(`^Sent change.*Webhook.*${receiver.url('/council').replace(/[.?]/g, '\\$&')}`)),
      ]);
    }, 15_000);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });
  }, 90_000);
});
