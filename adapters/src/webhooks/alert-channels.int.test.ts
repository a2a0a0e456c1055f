import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ReadCollectionFeed } from '@newsdesk/core/alerting/read-collection-feed';
import { describeDeliveryError } from '@newsdesk/core/alerting/delivery-problem';
import type { AlertSettings, Collection } from '@newsdesk/core/collections/collection.types';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { collectionAtomFeed } from '../atom-feed/collection-atom-feed';
import { createAlertHarness, eventually, PUBLIC_URL, type AlertHarness } from '../alerts/testing/alert-harness';
import { decodeHeader, startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { startFakeSlack, type FakeSlack } from '../slack/testing/fake-slack';
import { startAlertReceiver, type AlertReceiver } from './testing/alert-receiver';

/**
 * Standard Webhooks verification written from the specification, independently of the sender:
 * base64 HMAC-SHA256 with the base64-decoded key after `whsec_`, over `id.timestamp.body`; the
 * header may list several space-separated `v1,<sig>`; timestamps older than 5 minutes are refused.
 */
const verifyStandardWebhook = (secret: string, headers: IncomingHttpHeaders, body: string, nowSeconds: number): boolean => {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
};

let slack: FakeSlack;
let smtp: TestSmtpServer;
let receiver: AlertReceiver;
let h: AlertHarness;

beforeAll(async () => {
  slack = await startFakeSlack();
  smtp = await startTestSmtpServer();
  receiver = await startAlertReceiver();
});
afterAll(async () => {
  await slack.stop();
  await smtp.stop();
  await receiver.stop();
});
beforeEach(async () => {
  receiver.calls.length = 0;
  smtp.mails.length = 0;
  h = await createAlertHarness({ slackUrl: slack.url, smtpUrl: smtp.url, policy: { maxAttempts: 3, backoffMs: () => 300 } });
});
afterEach(async () => {
  await h.stop();
});

/** A collection searching "rate" (the test documents say "policy rate"), so snippets have a match. */
const addCollection = async (alert: AlertSettings): Promise<Collection> => {
  const collection = aCollection({
    id: randomUUID(),
    ownerId: randomUUID(),
    alert,
    search: aCollectionSearch({ tags: [{ name: 'rate' }] }),
  });
  await h.collections.insert(collection);
  return collection;
};
const alertOf = (overrides: Partial<AlertSettings>): AlertSettings => ({
  frequency: 'immediately',
  slackChannels: [],
  emails: [],
  ...overrides,
});
const callsTo = (path: string) => receiver.calls.filter((c) => c.path.startsWith(path));

describe('webhook alerts through the outbound gate to a loopback receiver', () => {
  test('one signed JSON POST per story (a later copy is folded away); the signature verifies independently', async () => {
    const collection = await addCollection(alertOf({ webhooks: [receiver.url('/hook')] }));
    const secret = await h.webhookSecrets.rotate(collection.id);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const original = await h.addDocument({}, 'SNB holds rate');
    const copy = await h.addDocument({
      storyId: original.id,
      isOriginal: false,
      document: { ...original.document, domain: 'other.example' },
    });
    await h.startJobs();
    await h.match(collection, original);
    await h.match(collection, copy);

    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r.length === 1 && r[0]!.status === 'sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const calls = callsTo('/hook');
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers['webhook-id']).toBe(`msg_${row!.id}`);
    expect(call.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyStandardWebhook(secret, call.headers, call.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifyStandardWebhook(secret, call.headers, `${call.body} `, Math.floor(Date.now() / 1000))).toBe(false);
    expect(
      verifyStandardWebhook(await h.webhookSecrets.rotate(collection.id), call.headers, call.body, Math.floor(Date.now() / 1000)),
    ).toBe(false);
    expect(JSON.parse(call.body)).toMatchObject({
      type: 'collection.alert',
      data: {
        collection: { id: collection.id, name: collection.name, url: `${PUBLIC_URL}/search?collection=${collection.id}` },
        documents: [{ id: original.id, title: 'SNB holds rate', matchedTerms: ['rate'], otherOutlets: 1 }],
      },
    });
    expect(row).toMatchObject({ channel: 'webhook', recipient: receiver.url('/hook'), attempts: 1, providerId: `msg_${row!.id}` });
  });

  test('a 500 is retried with back-off and the same webhook-id; a 429 waits for Retry-After without using an attempt', async () => {
    const collection = await addCollection(alertOf({ webhooks: [receiver.url('/flaky'), receiver.url('/busy')] }));
    await h.webhookSecrets.rotate(collection.id);
    receiver.answerNext('/flaky', { status: 500, body: 'boom' });
    receiver.answerNext('/busy', { status: 429, headers: { 'retry-after': '1' } });
    await h.startJobs();
    await h.match(collection, await h.addDocument());
    const rows = await eventually(
      () => h.rows(collection.id),
      (r) => r.length === 2 && r.every((d) => d.status === 'sent'),
    );
    const flaky = rows.find((r) => r.recipient.endsWith('/flaky'))!;
    const busy = rows.find((r) => r.recipient.endsWith('/busy'))!;
    expect(flaky.attempts).toBe(2);
    expect(flaky).toMatchObject({ errorCode: 'alert.delivery.webhook_failed', lastError: expect.stringContaining('answered 500: boom') });
    expect(busy.attempts).toBe(1);
    expect(callsTo('/flaky').map((c) => c.headers['webhook-id'])).toEqual([`msg_${flaky.id}`, `msg_${flaky.id}`]);
    expect(callsTo('/busy')).toHaveLength(2);
  });

  test('an address the gate refuses fails at once, named in the delivery log; no secret fails with its own code', async () => {
    const refused = await addCollection(alertOf({ webhooks: ['http://10.1.2.3/hook'] }));
    await h.webhookSecrets.rotate(refused.id);
    const secretless = await addCollection(alertOf({ webhooks: [receiver.url('/never')] }));
    await h.startJobs();
    const doc = await h.addDocument();
    await h.match(refused, doc);
    await h.match(secretless, doc);
    const [r1] = await eventually(
      () => h.rows(refused.id),
      (r) => r[0]?.status === 'failed',
    );
    expect(r1!.attempts).toBe(1);
    expect(r1!.errorCode).toBe('alert.delivery.webhook_failed');
    expect(describeDeliveryError(r1!)).toEqual({ code: 'alert.delivery.webhook_failed', detail: r1!.lastError });
    expect(r1!.lastError).toContain('10.1.2.3 is not a public address');
    const [r2] = await eventually(
      () => h.rows(secretless.id),
      (r) => r[0]?.status === 'failed',
    );
    expect(describeDeliveryError(r2!)).toEqual({ code: 'alert.delivery.webhook_no_secret', detail: null });
    expect(callsTo('/never')).toHaveLength(0);
  });
});

describe('Microsoft Teams alerts', () => {
  test('an Adaptive Card with the collection name, title, snippet and links, POSTed to the Workflows URL', async () => {
    const url = receiver.url('/workflows/abc/triggers/manual/paths/invoke?sig=s3cret');
    const collection = await addCollection(alertOf({ teams: [url] }));
    const doc = await h.addDocument({}, 'SNB holds rate <b>steady</b>');
    await h.startJobs();
    await h.match(collection, doc);
    await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'sent',
    );
    const [call] = callsTo('/workflows/abc');
    expect(call!.path).toBe('/workflows/abc/triggers/manual/paths/invoke?sig=s3cret');
    const message = JSON.parse(call!.body);
    expect(message.type).toBe('message');
    const card = message.attachments[0];
    expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    const texts = JSON.stringify(card.content.body);
    expect(texts).toContain(`New in collection ${collection.name}`);
    expect(texts).toContain('SNB holds rate <b>steady</b>');
    expect(texts).toContain('kept its policy rate at 0.5 percent');
    expect(texts).toContain(`${PUBLIC_URL}/search?docId=${doc.id}`);
    expect(card.content.actions[0].url).toBe(`${PUBLIC_URL}/search?collection=${collection.id}`);
  });

  test('a failing Teams URL is named without its signature in the delivery log', async () => {
    const url = receiver.url('/gone?sig=s3cret');
    const collection = await addCollection(alertOf({ teams: [url] }));
    receiver.answerNext('/gone', { status: 404, body: 'Not found' });
    await h.startJobs();
    await h.match(collection, await h.addDocument());
    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'failed',
    );
    expect(row!.lastError).toBe(`Teams: ${receiver.url('/gone')}?… answered 404: Not found`);
    expect(row!.errorCode).toBe('alert.delivery.teams_failed');
    expect(describeDeliveryError(row!)).toEqual({ code: 'alert.delivery.teams_failed', detail: row!.lastError });
  });
});

describe('the better alert e-mail over real SMTP', () => {
  test('snippet with the term marked, other outlets, collection link and a one-click unsubscribe that verifies', async () => {
    const collection = await addCollection(alertOf({ emails: ['Desk@Example.org'] }));
    const doc = await h.addDocument();
    for (const domain of ['a.example', 'b.example', 'c.example'])
      await h.addDocument({ storyId: doc.id, isOriginal: false, document: { ...doc.document, domain } });
    await h.startJobs();
    await h.match(collection, doc);
    const [mail] = await eventually(
      async () => smtp.mails,
      (m) => m.length >= 1,
    );
    const header = decodeHeader(mail!.headers.get('list-unsubscribe') ?? '');
    const match =
      /^<(https:\/\/newsdesk\.example\/api\/unsubscribe\?token=([^>]+))>, <mailto:unsubscribe@newsdesk\.test\?subject=unsubscribe>$/.exec(
        header,
      );
    expect(match).not.toBeNull();
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await h.unsubscribeTokens.verify(decodeURIComponent(match![2]!))).toEqual({
      collectionId: collection.id,
      email: 'desk@example.org',
    });
    const token = decodeURIComponent(match![2]!);
    // Another last character of the signature, whichever it was (it is 'A' one time in sixteen).
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'E' : 'A');
    expect(await h.unsubscribeTokens.verify(tampered)).toBeNull();
    expect(mail!.text).toContain('kept its policy *rate* at 0.5 percent');
    expect(mail!.text).toContain('news.example +3 outlets ·');
    expect(mail!.text).toContain(`Collection: ${collection.name} · ${PUBLIC_URL}/search?collection=${collection.id}`);
    expect(mail!.text).toContain(`Unsubscribe from these e-mails: ${match![1]}`);
    expect(mail!.html).toContain('<b style="background:#fff3b0">rate</b>');
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/search?collection=${collection.id}"`);
  });
});

describe('the private Atom feed of a collection', () => {
  test('the latest matches, one per story, as Atom the ingestion feed parser reads; a revoked token opens nothing', async () => {
    const collection = await addCollection(alertOf({}));
    const token = await h.feeds.issue(collection.id, new Date());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await h.db.orm.em.fork().execute<{ token_hash: string }[]>(`select token_hash from collection_feed_token`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const first = await h.addDocument({}, 'First & <older> story');
    const second = await h.addDocument({}, 'Second story');
    const copy = await h.addDocument({ storyId: second.id, isOriginal: false });
    await h.match(collection, first, new Date(Date.now() - 60_000));
    await h.match(collection, second, new Date(Date.now() - 30_000));
    await h.match(collection, copy);

    const reader = new ReadCollectionFeed({
      feeds: h.feeds,
      collections: h.collections,
      documents: h.documents,
      storyOutlets: h.storyOutlets,
      publicUrl: PUBLIC_URL,
    });
    const feed = await reader.execute(token);
    const xml = collectionAtomFeed(feed, `${PUBLIC_URL}/feeds/collections/${token}.atom`, new Date());
    const parsed = new XmlFeedParser().parse(Buffer.from(xml), 'application/atom+xml', `${PUBLIC_URL}/feeds/collections/${token}.atom`);
    expect(parsed.format).toBe('atom');
    expect(parsed.title).toBe(`${collection.name} · Newsdesk`);
    expect(parsed.items.map((i) => [i.title, i.link, i.guid])).toEqual([
      ['Second story', second.document.url, `urn:uuid:${second.id}`],
      ['First & <older> story', first.document.url, `urn:uuid:${first.id}`],
    ]);
    expect(parsed.items[0]!.summary).toContain('kept its policy rate at 0.5 percent');
    expect(xml).toContain('&lt;b&gt;rate&lt;/b&gt;');

    await h.feeds.revoke(collection.id);
    await expect(reader.execute(token)).rejects.toMatchObject({ code: 'alert.feed_not_found' });
    await expect(reader.execute('not-a-token')).rejects.toMatchObject({ code: 'alert.feed_not_found' });
  });
});
