import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { decodeHeader } from '@newsdesk/adapters/email/testing/test-smtp-server';
import { startAlertingTestServer, type AlertingTestServer } from './testing/alerting-test-server';
import { callApi } from './testing/api-call';
import { eventually } from './testing/eventually';
import { rawRequest } from './testing/test-server';
import { startWatchedPage, type WatchedPage } from '@newsdesk/adapters/site-monitor/testing/watched-page';

/**
 * Site-monitor alerts through the whole server (ADR 0026): the owner saves a site's alert
 * settings (bad input: 4xx JSON), "check updates now" finds a changed headline, and the worker
 * sends one e-mail to the real SMTP test server and one signed webhook to a loopback receiver with
 * the site and the diff; a check that finds only a new nonce and a later clock sends nothing.
 */
let page: WatchedPage;
let t: AlertingTestServer;
const cookies = { staff: '', admin: '' };

beforeAll(async () => {
  page = await startWatchedPage('Council adopts the 2027 budget');
  t = await startAlertingTestServer({ fetchAllow: ['127.0.0.1'] });
  cookies.staff = await t.cookieFor('staff');
  cookies.admin = await t.cookieFor('admin');
}, 60_000);
afterAll(async () => {
  await t.stop();
  await page.close();
});

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
const call = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
  callApi(t.url, cookies[who], method, `/api/site-monitor${path}`, body);

let siteId = '';

describe('site-monitor alerts through the server', () => {
  test('saving alert settings: bad input is a 4xx with {message, code}; good input is saved and shown', async () => {
    const added = await call('staff', 'POST', '/addSite', { url: page.url('/news'), selector: '#news', name: 'Council <news>' });
    expect(added.status).toBe(200);
    siteId = added.body.site.id;
    expect(added.body.site.alert).toBeNull();

    const badEmail = await call('staff', 'POST', '/siteAlert', {
      id: siteId,
      alert: { frequency: 'immediately', emails: ['not-an-address'], slackChannels: [] },
    });
    expect(badEmail).toMatchObject({ status: 400, body: { code: 'collection.invalid_email', message: expect.any(String) } });
    const noFrequency = await call('staff', 'POST', '/siteAlert', { id: siteId, alert: { emails: ['desk@newsdesk.test'] } });
    expect(noFrequency).toMatchObject({ status: 400, body: { code: 'collection.frequency_required' } });
    const badUrl = await call('staff', 'POST', '/siteAlert', {
      id: siteId,
      alert: { frequency: 'daily', webhooks: ['javascript:alert(1)'] },
    });
    expect(badUrl).toMatchObject({ status: 400, body: { code: 'collection.invalid_webhook_url' } });
    const badShape = await call('staff', 'POST', '/siteAlert', { id: siteId, alert: { frequency: 'weekly' } });
    expect(badShape).toMatchObject({ status: 400, body: { code: 'request.invalid', message: expect.any(String) } });
    // another user's site is not found, like a missing one
    expect(await call('admin', 'POST', '/siteAlert', { id: siteId, alert: null })).toMatchObject({
      status: 404,
      body: { code: 'site_monitor.not_found' },
    });

    const saved = await call('staff', 'POST', '/siteAlert', {
      id: siteId,
      alert: { frequency: 'immediately', emails: ['desk@newsdesk.test'], slackChannels: [], webhooks: [t.receiver.url('/site-hook')] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.alert).toEqual({
      frequency: 'immediately',
      emails: ['desk@newsdesk.test'],
      slackChannels: [],
      webhooks: [t.receiver.url('/site-hook')],
    });
    const secret = await call('staff', 'POST', '/siteWebhookSecret', { id: siteId });
    expect(secret.body.secret).toMatch(/^whsec_/);
    expect((await call('staff', 'GET', '/getSites')).body.sites[0].alert).toEqual(saved.body.alert);
  }, 30_000);

  test('a check that finds only a new nonce and a later clock sends nothing', async () => {
    expect((await call('staff', 'POST', '/compareSites', {})).body.summary).toMatchObject({ checked: 1, changed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(t.smtp.mails).toEqual([]);
    expect(t.receiver.calls).toEqual([]);
    expect((await call('staff', 'GET', `/siteDeliveries/${siteId}`)).body.total).toBe(0);
  });

  test('a changed headline: one e-mail and one webhook with the site, its address and the diff; the delivery log shows them', async () => {
    page.headline = 'Council rejects the 2027 budget';
    expect((await call('staff', 'POST', '/compareSites', {})).body.summary).toMatchObject({ changed: 1 });
    await eventually(
      async () => t.smtp.mails.length + t.receiver.calls.length,
      (n) => n >= 2,
    );
    expect(t.smtp.mails).toHaveLength(1);
    expect(t.smtp.mails[0]!.subject).toBe('Change on Council <news>');
    expect(t.smtp.mails[0]!.text).toContain(page.url('/news'));
    expect(t.smtp.mails[0]!.text).toMatch(/\+ rejects[\s\S]*- adopts/);
    expect(t.receiver.calls).toHaveLength(1);
    const hook = JSON.parse(t.receiver.calls[0]!.body);
    expect(hook).toMatchObject({ type: 'site.change', data: { site: { id: siteId, name: 'Council <news>', url: page.url('/news') } } });

    const log = await eventually(
      () => call('staff', 'GET', `/siteDeliveries/${siteId}`),
      (r) => r.body.total === 2 && r.body.deliveries.every((d: Json) => d.status === 'sent'),
    );
    expect(log.body.deliveries.map((d: Json) => [d.kind, d.channel]).sort()).toEqual([
      ['site', 'email'],
      ['site', 'webhook'],
    ]);
    expect((await call('admin', 'GET', `/siteDeliveries/${siteId}`)).status).toBe(404);
  }, 30_000);

  test('the e-mail unsubscribes its address from this site in one click, without logging in (RFC 8058)', async () => {
    const mail = t.smtp.mails[0]!;
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<https:\/\/newsdesk\.example(\/api\/unsubscribe\?token=[^>]+)>$/.exec(
      decodeHeader(mail.headers.get('list-unsubscribe') ?? ''),
    );
    expect(link).not.toBeNull();
    expect(mail.text).toContain(`Unsubscribe from these e-mails: https://newsdesk.example${link![1]!}`);

    const page = await rawRequest(`${t.url}${link![1]!}`, { method: 'GET' });
    expect(page.body).toContain('monitored site');
    // as a mail provider sends it: a form body, no cookie, no Origin
    const done = await rawRequest(`${t.url}${link![1]!}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toEqual({ unsubscribed: true, siteName: 'Council <news>', email: 'desk@newsdesk.test', removed: true });
    const sites = await call('staff', 'GET', '/getSites');
    const site = sites.body.sites.find((s: Json) => s.id === siteId);
    expect(site.alert.emails).toEqual([]);
    // the webhook stays; only that address of that site is gone
    expect(site.alert.webhooks).toEqual([t.receiver.url('/site-hook')]);

    const forged = await rawRequest(`${t.url}${link![1]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'alert.invalid_unsubscribe_token' });
  }, 30_000);
});
