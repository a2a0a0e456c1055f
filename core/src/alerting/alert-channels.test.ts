import { describe, expect, test } from '@jest/globals';
import type { Collection } from '../collections/collection.types';
import { validateAlert } from '../collections/collection-validation';
import { parseQuery } from '../search/parse-query';
import { type AlertContent, DeliveryFailure, type WebhookMessage } from './alert.ports';
import { alertTargets } from './alert.types';
import { alertSnippet } from './alert-snippet';
import { DeliverAlert, unsubscribeLink } from './deliver-alert';
import { describeDeliveryError } from './delivery-problem';
import { planDeliveries } from './plan-deliveries';
import { SendTestAlert } from './send-test-alert';
import { ALERT_NOW, aStoryDelivery, anAlertDocument, anAlertingCollection } from './testing/alert.mother';
import { InMemoryDeliveryLedger, InMemorySlackChannelRate } from './testing/in-memory-delivery-ledger';

const NOW = ALERT_NOW;
const HOOK = 'https://hooks.example/newsdesk';
const TEAMS = 'https://prod.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?sig=x';
const collection = anAlertingCollection({
  tags: ['rate'],
  alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: ['Desk@Example.org'], webhooks: [HOOK], teams: [TEAMS] },
  subscriberIds: ['u2'],
});
const doc = (id: string, storyId = 's1') =>
  anAlertDocument(id, {
    storyId,
    title: `SNB ${id}`,
    body: 'The Swiss National Bank held its policy rate at 0.5 percent on Thursday, as economists expected.',
  });

const setUp = () => {
  const ledger = new InMemoryDeliveryLedger();
  const hooks: { url: string; secret: string; message: WebhookMessage }[] = [];
  const cards: { url: string; content: AlertContent }[] = [];
  const mails: AlertContent[] = [];
  let hookAnswer: () => Promise<void> = async () => undefined;
  const deliver = new DeliverAlert({
    ledger,
    collections: { findById: async (id) => (id === collection.id ? collection : null) },
    documents: { findById: async (id) => (id.startsWith('d') ? doc(id) : null) },
    slack: null,
    email: { send: async (_to, _id, content) => void mails.push(content as AlertContent) },
    webhook: {
      post: async (url, secret, message) => {
        await hookAnswer();
        hooks.push({ url, secret, message });
      },
    },
    teams: { post: async (url, content) => void cards.push({ url, content: content as AlertContent }) },
    webhookSecrets: { secretOf: async () => 'whsec_dGVzdA==', rotate: async () => 'whsec_new' },
    unsubscribeTokens: { sign: async (g) => `${g.collectionId}.${g.email}`, verify: async () => null },
    storyOutlets: { count: async (ids) => new Map(ids.map((id) => [id, 4])) },
    slackRate: new InMemorySlackChannelRate(),
    clock: { now: () => NOW },
    sleep: async () => undefined,
    publicUrl: 'https://newsdesk.example/',
    policy: { maxAttempts: 3, backoffMs: () => 1_000 },
  });
  return { ledger, deliver, hooks, cards, mails, failHooks: (f: () => Promise<void>) => void (hookAnswer = f) };
};

describe('alert targets and planning with webhooks and Teams', () => {
  test('every channel is a target, e-mails without case, each once', () => {
    expect(alertTargets(collection.alert)).toEqual([
      { channel: 'slack', recipient: '#economy' },
      { channel: 'email', recipient: 'desk@example.org' },
      { channel: 'webhook', recipient: HOOK },
      { channel: 'teams', recipient: TEAMS },
    ]);
    expect(alertTargets({ frequency: 'daily', slackChannels: [], emails: [] })).toEqual([]);
  });

  test('one message per story: a later copy becomes a Slack thread reply only, nothing for webhook or Teams', () => {
    const first = planDeliveries({
      alert: collection.alert,
      matches: [{ documentId: 'd1', storyId: 's1', isOriginal: true, matchedAt: NOW }],
      alerted: new Map(),
      closedDigests: new Set(),
      now: NOW,
      dailyHour: 7,
    });
    expect(first.deliveries.map((d) => d.channel)).toEqual(['slack', 'email', 'webhook', 'teams']);
    const copy = planDeliveries({
      alert: collection.alert,
      matches: [{ documentId: 'd2', storyId: 's1', isOriginal: false, matchedAt: NOW }],
      alerted: new Map(first.stories.map((s) => [s.storyId, s])),
      closedDigests: new Set(),
      now: NOW,
      dailyHour: 7,
    });
    expect(copy.deliveries.map((d) => [d.channel, d.about, d.threadOf])).toEqual([
      ['slack', { kind: 'copy', documentId: 'd2' }, 'story:s1'],
    ]);
  });

  test('URLs are validated and kept only when used', () => {
    expect(validateAlert({ frequency: 'daily', slackChannels: [], emails: [], webhooks: [` ${HOOK} `, HOOK], teams: [] })).toEqual({
      frequency: 'daily',
      slackChannels: [],
      emails: [],
      webhooks: [HOOK],
    });
    for (const bad of ['ftp://x.example/', 'not a url', 'https://user:pw@x.example/', `https://x.example/${'a'.repeat(2_100)}`]) {
      expect(() => validateAlert({ frequency: 'daily', slackChannels: [], emails: [], webhooks: [bad] })).toThrow(
        expect.objectContaining({ code: 'collection.invalid_webhook_url' }),
      );
      expect(() => validateAlert({ frequency: 'daily', slackChannels: [], emails: [], teams: [bad] })).toThrow(
        expect.objectContaining({ code: 'collection.invalid_teams_url' }),
      );
    }
    expect(() => validateAlert({ slackChannels: [], emails: [], teams: [TEAMS] })).toThrow(
      expect.objectContaining({ code: 'collection.frequency_required' }),
    );
  });
});

describe('the snippet of an alert', () => {
  test('marks the matched words with the search rule and cuts at spaces around the first match', () => {
    const { ast } = parseQuery([{ name: 'rate*' }]);
    const text = `${'word '.repeat(100)}the policy rates stay while rate cuts wait ${'more '.repeat(100)}`;
    const segments = alertSnippet(text, ast, 'en', 80);
    expect(segments[0]).toEqual({ text: '…', highlighted: false });
    expect(segments.at(-1)).toEqual({ text: '…', highlighted: false });
    expect(segments.filter((s) => s.highlighted).map((s) => s.text)).toEqual(['rates', 'rate']);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.length).toBeLessThanOrEqual(82);
    expect(joined).not.toMatch(/…\S*wor[^d]/);
  });

  test('a text without a match shows its start; an empty text nothing', () => {
    expect(alertSnippet('short text', null, 'en')).toEqual([{ text: 'short text', highlighted: false }]);
    expect(alertSnippet('  ', null, 'en')).toEqual([]);
  });
});

describe('DeliverAlert on webhook, Teams and e-mail', () => {
  test('a webhook gets the signed-message parts: stable id, timestamp, JSON with snippet, terms and outlets', async () => {
    const { ledger, deliver, hooks } = setUp();
    const row = ledger.add(aStoryDelivery('webhook', HOOK));
    expect(await deliver.execute(row.id)).toEqual({ status: 'sent', nextAttemptAt: null });
    const [hook] = hooks;
    expect(hook).toMatchObject({ url: HOOK, secret: 'whsec_dGVzdA==', message: { id: `msg_${row.id}`, timestamp: NOW.getTime() / 1000 } });
    const body = JSON.parse(hook!.message.body);
    expect(body).toMatchObject({
      type: 'collection.alert',
      timestamp: NOW.toISOString(),
      data: {
        collection: { id: 'c1', name: 'SNB watch', url: 'https://newsdesk.example/search?collection=c1' },
        documents: [
          { id: 'd1', title: 'SNB d1', matchedTerms: ['rate'], otherOutlets: 3, newsdeskUrl: 'https://newsdesk.example/search?docId=d1' },
        ],
      },
    });
    expect(ledger.rows.get(row.id)).toMatchObject({ status: 'sent', providerId: `msg_${row.id}` });
  });

  test('a webhook answer other than 2xx is retried with back-off, then failed; the log says webhook_failed', async () => {
    const { ledger, deliver, failHooks } = setUp();
    failHooks(async () => {
      throw new DeliveryFailure('Webhook: https://hooks.example/newsdesk answered 503', { code: 'alert.delivery.webhook_failed' });
    });
    const row = ledger.add(aStoryDelivery('webhook', HOOK));
    expect(await deliver.execute(row.id)).toEqual({ status: 'rescheduled', nextAttemptAt: new Date(NOW.getTime() + 1_000) });
    expect(describeDeliveryError(ledger.rows.get(row.id)!)).toEqual({
      code: 'alert.delivery.webhook_failed',
      detail: 'Webhook: https://hooks.example/newsdesk answered 503',
    });
  });

  test('a removed URL is not called; a Teams URL gets the content; e-mail carries its unsubscribe link', async () => {
    const { ledger, deliver, cards, mails } = setUp();
    const gone = ledger.add(aStoryDelivery('teams', 'https://old.example/'));
    expect((await deliver.execute(gone.id)).status).toBe('failed');
    const teams = ledger.add(aStoryDelivery('teams', TEAMS));
    expect((await deliver.execute(teams.id)).status).toBe('sent');
    expect(cards[0]!.content).toMatchObject({ kind: 'alert', collectionName: 'SNB watch', unsubscribeUrl: null });
    const mail = ledger.add(aStoryDelivery('email', 'desk@example.org'));
    expect((await deliver.execute(mail.id)).status).toBe('sent');
    expect(mails[0]!.unsubscribeUrl).toBe(unsubscribeLink('https://newsdesk.example', 'c1.desk@example.org'));
    expect(mails[0]!.items[0]!.snippet.some((s) => s.highlighted && s.text === 'rate')).toBe(true);
  });
});

describe('SendTestAlert', () => {
  const ids = { n: 0, newId: () => `t${++ids.n}` };
  test('the owner sends a test to each saved recipient of a channel; the row is in the ledger', async () => {
    const { ledger, deliver, hooks } = setUp();
    const send = new SendTestAlert({
      collections: { findById: async (id) => (id === 'c1' ? collection : null) },
      ledger,
      deliver,
      ids,
      clock: { now: () => NOW },
    });
    const results = await send.execute('u1', 'c1', 'webhook');
    expect(results).toEqual([{ deliveryId: expect.any(String), channel: 'webhook', recipient: HOOK, status: 'sent' }]);
    expect(JSON.parse(hooks[0]!.message.body)).toMatchObject({
      type: 'collection.test',
      data: { documents: [{ title: 'Test message from Newsdesk' }] },
    });
    expect([...ledger.rows.values()][0]).toMatchObject({ subject: 't1'.replace(/^/, 'test:'), status: 'sent' });
  });

  test('a subscriber is refused, a stranger does not see the collection, an empty channel is refused', async () => {
    const { ledger, deliver } = setUp();
    const bare = { ...collection, alert: { frequency: 'daily' as const, slackChannels: [], emails: [] } };
    const send = new SendTestAlert({
      collections: { findById: async (id) => (id === 'c1' ? bare : null) },
      ledger,
      deliver,
      ids,
      clock: { now: () => NOW },
    });
    await expect(send.execute('u2', 'c1', 'teams')).rejects.toMatchObject({ code: 'alert.deliveries_forbidden' });
    await expect(send.execute('u3', 'c1', 'teams')).rejects.toMatchObject({ code: 'alert.collection_not_found' });
    await expect(send.execute('u1', 'c1', 'teams')).rejects.toMatchObject({ code: 'alert.nothing_to_test' });
  });
});

describe('UnsubscribeAlertEmail', () => {
  test('a valid token removes that one address (any case) from that collection; again is harmless; a bad token is refused', async () => {
    const { UnsubscribeAlertEmail } = await import('./unsubscribe-alert-email');
    let stored: Collection = { ...collection, alert: { ...collection.alert!, emails: ['Desk@Example.org', 'other@example.org'] } };
    const unsubscribe = new UnsubscribeAlertEmail({
      tokens: {
        verify: async (t) =>
          t === 'good' ? { collectionId: 'c1', email: 'desk@example.org' } : t === 'gone' ? { collectionId: 'c9', email: 'x@y.z' } : null,
      },
      collections: { findById: async (id) => (id === stored.id ? stored : null), update: async (c) => void (stored = c) },
      clock: { now: () => NOW },
    });
    expect(await unsubscribe.execute('good')).toEqual({ collectionName: 'SNB watch', email: 'desk@example.org', removed: true });
    expect(stored.alert).toMatchObject({ emails: ['other@example.org'], webhooks: [HOOK], slackChannels: ['#economy'] });
    expect(await unsubscribe.execute('good')).toMatchObject({ removed: false });
    await expect(unsubscribe.execute('forged')).rejects.toMatchObject({ code: 'alert.invalid_unsubscribe_token', kind: 'invalid' });
    await expect(unsubscribe.execute('gone')).rejects.toMatchObject({ code: 'alert.invalid_unsubscribe_token' });
  });
});
