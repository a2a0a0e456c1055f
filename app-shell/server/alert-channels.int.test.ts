import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { decodeHeader } from '@newsdesk/adapters/email/testing/test-smtp-server';
import { XmlFeedParser } from '@newsdesk/adapters/feeds/xml-feed-parser';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aNewDocumentRecord } from '@newsdesk/core/testing/new-document-record.mother';
import { startAlertingTestServer, type AlertingTestServer } from './testing/alerting-test-server';
import { callApi } from './testing/api-call';
import { eventually } from './testing/eventually';

const PUBLIC_URL = 'https://newsdesk.example';
let t: AlertingTestServer;
const cookies = { owner: '', colleague: '' };

beforeAll(async () => {
  // the outbound gate may reach the loopback receiver, as in the site-monitor tests
  t = await startAlertingTestServer({ publicUrl: PUBLIC_URL, fetchAllow: ['127.0.0.1'] });
  cookies.owner = await t.cookieFor('staff');
  cookies.colleague = await t.cookieFor('admin');
}, 60_000);
afterAll(async () => {
  await t.stop();
});

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
const call = (who: keyof typeof cookies | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callApi(t.url, who ? cookies[who] : null, method, path, body, { headers });

/** Standard Webhooks verification from the specification (independent of the sender's code). */
const verified = (secret: string, headers: IncomingHttpHeaders, body: string) => {
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  const given = Buffer.from(String(headers['webhook-signature']).replace(/^v1,/, ''), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const insertDocument = async (title: string) => {
  const record = aNewDocumentRecord({ title, body: `Fresh ${title} news: the central bank kept its policy rate.` });
  await t.server.container.get<DocumentRepository>(DocumentRepository).insert(record);
  return record;
};

describe('webhook, Teams, feed and e-mail channels over HTTP', () => {
  let id = '';
  const hook = () => t.receiver.url('/newsroom-hook');
  const teams = () => t.receiver.url('/workflows/x/invoke?sig=abc');

  test('URLs are validated with the rule’s own message', async () => {
    const bad = await call('owner', 'POST', '/api/collections', {
      name: 'Bad hook',
      search: { tags: [{ name: 'zeppelin' }] },
      alert: { frequency: 'immediately', webhooks: ['javascript:alert(1)'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'collection.invalid_webhook_url', message: expect.any(String) });
  });

  test('the owner saves a webhook and Teams; makes a secret once; a test reaches the receiver, signed, and is in the log', async () => {
    const created = await call('owner', 'POST', '/api/collections', {
      name: 'Glacier watch',
      search: { tags: [{ name: 'glacier' }], timeFrame: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T23:59:59Z' } },
      alert: { frequency: 'immediately', webhooks: [hook()], teams: [teams()], emails: ['Desk@Example.org'] },
    });
    expect(created.status).toBe(200);
    expect(created.body.alert).toEqual({
      frequency: 'immediately',
      slackChannels: [],
      emails: ['Desk@Example.org'],
      webhooks: [hook()],
      teams: [teams()],
    });
    id = created.body.id;
    expect((await call('owner', 'GET', `/api/collections/${id}/alert-channels`)).body).toEqual({
      webhookSecretSet: false,
      feedSince: null,
    });
    const made = await call('owner', 'POST', `/api/collections/${id}/webhook-secret`);
    expect(made.status).toBe(200);
    const secret = made.body.secret as string;
    expect((await call('owner', 'GET', `/api/collections/${id}/alert-channels`)).body).toEqual({ webhookSecretSet: true, feedSince: null });
    expect((await call('colleague', 'POST', `/api/collections/${id}/webhook-secret`)).status).toBe(404);

    const tested = await call('owner', 'POST', `/api/collections/${id}/test-alert`, { channel: 'webhook' });
    expect(tested.status).toBe(200);
    expect(tested.body.deliveries).toEqual([{ deliveryId: expect.any(String), channel: 'webhook', recipient: hook(), status: 'sent' }]);
    const [testCall] = t.receiver.calls.filter((c) => c.path === '/newsroom-hook');
    expect(verified(secret, testCall!.headers, testCall!.body)).toBe(true);
    expect(JSON.parse(testCall!.body)).toMatchObject({ type: 'collection.test', data: { collection: { id, name: 'Glacier watch' } } });
    expect((await call('owner', 'POST', `/api/collections/${id}/test-alert`, { channel: 'slack' })).body).toMatchObject({
      code: 'alert.nothing_to_test',
    });

    const log = await call('owner', 'GET', `/api/collections/${id}/deliveries`);
    expect(log.body.deliveries).toEqual([expect.objectContaining({ kind: 'test', channel: 'webhook', recipient: hook(), status: 'sent' })]);
  });

  test('a matching document → one signed webhook, one Teams card and one e-mail, each in the delivery log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const record = await insertDocument('Glacier retreats');
    const log = await eventually(
      async () => (await call('owner', 'GET', `/api/collections/${id}/deliveries`)).body.deliveries as Json[],
      (rows) => rows.filter((r) => r.kind === 'story' && r.status === 'sent').length === 3,
    );
    expect(
      log
        .filter((r) => r.kind === 'story')
        .map((r: Json) => r.channel)
        .sort(),
    ).toEqual(['email', 'teams', 'webhook']);
    const hooks = t.receiver.calls.filter((c) => c.path === '/newsroom-hook');
    expect(hooks).toHaveLength(2);
    expect(JSON.parse(hooks[1]!.body)).toMatchObject({
      type: 'collection.alert',
      data: { documents: [{ id: record.id, title: 'Glacier retreats' }] },
    });
    const cards = t.receiver.calls.filter((c) => c.path.startsWith('/workflows/x/invoke'));
    expect(JSON.stringify(JSON.parse(cards[0]!.body).attachments[0].content.body)).toContain('Glacier retreats');
  });

  test('the private feed: made once, read without logging in, parsed by the ingestion parser; revoked → 404 JSON', async () => {
    const made = await call('owner', 'POST', `/api/collections/${id}/feed`);
    expect(made.status).toBe(200);
    const url = made.body.url as string;
    expect(url).toMatch(/^https:\/\/newsdesk\.example\/feeds\/collections\/[A-Za-z0-9_-]{43}\.atom$/);
    const path = url.slice(PUBLIC_URL.length);
    const feed = await call(null, 'GET', path);
    expect(feed.status).toBe(200);
    const parsed = new XmlFeedParser().parse(Buffer.from(feed.body), 'application/atom+xml', url);
    expect(parsed.format).toBe('atom');
    expect(parsed.items.map((i) => i.title)).toEqual(['Glacier retreats']);
    expect((await call('owner', 'DELETE', `/api/collections/${id}/feed`)).status).toBe(204);
    const gone = await call(null, 'GET', path);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'alert.feed_not_found', message: expect.any(String) });
  });

  test('one-click unsubscribe from the e-mail’s header, without a session: e-mail is off for that collection; forged → 400 JSON', async () => {
    const [mail] = await eventually(
      async () => t.smtp.mails.filter((m) => m.subject.includes('Glacier retreats')),
      (m) => m.length >= 1,
    );
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/newsdesk\.example(\/api\/unsubscribe\?token=[^>]+))>$/.exec(
      decodeHeader(mail!.headers.get('list-unsubscribe') ?? ''),
    );
    expect(link).not.toBeNull();
    // as a mail provider sends it (RFC 8058): a form body, no cookie, no Origin
    const done = await call(null, 'POST', link![2]!, 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ unsubscribed: true, collectionName: 'Glacier watch', email: 'desk@example.org', removed: true });
    const after = await call('owner', 'GET', `/api/collections/${id}`);
    expect(after.body.alert).toMatchObject({ emails: [], webhooks: [hook()] });

    const page = await call(null, 'GET', link![2]!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const forged = await call(
      null,
      'POST',
      link![2]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      'List-Unsubscribe=One-Click',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'alert.invalid_unsubscribe_token', message: expect.any(String) });
    const missing = await call(null, 'POST', '/api/unsubscribe');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
