import { beforeEach, describe, expect, test } from '@jest/globals';
import { DeliveryFailure, type AlertContent } from './alert.ports';
import { DeliverAlert } from './deliver-alert';
import { ALERT_NOW, anAlertDocument, anAlertingCollection } from './testing/alert.mother';
import { InMemoryDeliveryLedger, InMemorySlackChannelRate } from './testing/in-memory-delivery-ledger';

const NOW = ALERT_NOW;
const collection = anAlertingCollection();
const doc = (id: string) => anAlertDocument(id);

let now: Date;
let ledger: InMemoryDeliveryLedger;
let posted: { channel: string; content: AlertContent; threadTs: string | null }[];
let mailed: { to: string; messageId: string; content: AlertContent }[];
let slackAnswer: () => Promise<void>;
let deliver: DeliverAlert;

beforeEach(() => {
  now = NOW;
  ledger = new InMemoryDeliveryLedger();
  posted = [];
  mailed = [];
  slackAnswer = async () => undefined;
  deliver = new DeliverAlert({
    ledger,
    collections: { findById: async (id) => (id === collection.id ? collection : null) },
    documents: { findById: async (id) => (id.startsWith('d') ? doc(id) : null) },
    slack: {
      post: async (channel, content, threadTs) => {
        await slackAnswer();
        posted.push({ channel, content: content as AlertContent, threadTs });
        return { channel: 'C0001', ts: `17000000.${posted.length}` };
      },
    },
    email: { send: async (to, messageId, content) => void mailed.push({ to, messageId, content: content as AlertContent }) },
    slackRate: new InMemorySlackChannelRate(),
    clock: { now: () => now },
    sleep: async (ms) => void (now = new Date(now.getTime() + ms)),
    publicUrl: 'https://newsdesk.example/',
    policy: { maxAttempts: 3, backoffMs: () => 1_000 },
  });
});

const row = (overrides: Partial<Parameters<InMemoryDeliveryLedger['add']>[0]> = {}) =>
  ledger.add({
    collectionId: 'c1',
    about: { kind: 'story', storyId: 's1' },
    channel: 'slack',
    recipient: '#economy',
    threadOf: null,
    documentIds: ['d1'],
    dueAt: NOW,
    ...overrides,
  });

describe('DeliverAlert', () => {
  test('sends a Slack alert once and records its ts; a second run finds nothing to do', async () => {
    const r = row();
    expect(await deliver.execute(r.id)).toEqual({ status: 'sent', nextAttemptAt: null });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.content.items[0]).toMatchObject({
      title: 'Title d1',
      domain: 'news.example',
      newsdeskUrl: 'https://newsdesk.example/search?docId=d1',
    });
    expect(ledger.rows.get(r.id)).toMatchObject({ status: 'sent', attempts: 1, providerId: '17000000.1', providerChannel: 'C0001' });
    expect(await deliver.execute(r.id)).toEqual({ status: 'skipped', nextAttemptAt: null });
    expect(posted).toHaveLength(1);
  });

  test('e-mail carries a Message-ID derived from the ledger row', async () => {
    const r = row({ channel: 'email', recipient: 'desk@example.org' });
    await deliver.execute(r.id);
    expect(mailed).toEqual([expect.objectContaining({ to: 'desk@example.org', messageId: `<${r.id}@newsdesk>` })]);
  });

  test('a provider failure is retried with backoff, then failed with the last error', async () => {
    slackAnswer = async () => {
      throw new DeliveryFailure('Slack answered 500', { code: 'alert.delivery.slack_failed' });
    };
    const r = row();
    expect(await deliver.execute(r.id)).toEqual({ status: 'rescheduled', nextAttemptAt: new Date(NOW.getTime() + 1_000) });
    expect(ledger.rows.get(r.id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      errorCode: 'alert.delivery.slack_failed',
      lastError: 'Slack answered 500',
    });
    now = new Date(NOW.getTime() + 1_000);
    await deliver.execute(r.id);
    now = new Date(NOW.getTime() + 5_000);
    expect((await deliver.execute(r.id)).status).toBe('failed');
    expect(ledger.rows.get(r.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorCode: 'alert.delivery.slack_failed',
      lastError: 'Slack answered 500',
    });
  });

  test('429: rescheduled at Retry-After without using an attempt, and the channel waits too', async () => {
    const retryAt = new Date(NOW.getTime() + 2_000);
    slackAnswer = async () => {
      throw new DeliveryFailure('rate limited', { code: 'alert.delivery.rate_limited', retryAt });
    };
    const r = row();
    expect(await deliver.execute(r.id)).toEqual({ status: 'rescheduled', nextAttemptAt: retryAt });
    expect(ledger.rows.get(r.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: retryAt,
      errorCode: 'alert.delivery.rate_limited',
      lastError: 'rate limited',
    });
    now = new Date(NOW.getTime() + 1_999);
    expect((await deliver.execute(r.id)).status).toBe('skipped');
  });

  test('a thread reply waits for its alert, then answers in its thread on the channel id', async () => {
    const alert = row();
    const reply = row({ about: { kind: 'copy', documentId: 'd2' }, threadOf: 'story:s1', documentIds: ['d2'] });
    expect((await deliver.execute(reply.id)).status).toBe('rescheduled');
    await deliver.execute(alert.id);
    now = new Date(now.getTime() + 5_000);
    expect((await deliver.execute(reply.id)).status).toBe('sent');
    expect(posted[1]).toMatchObject({ channel: 'C0001', threadTs: '17000000.1', content: { kind: 'reply' } });
  });

  test('two messages to one channel are at least a second apart', async () => {
    const a = row();
    const b = row({ about: { kind: 'story', storyId: 's2' }, documentIds: ['d2'] });
    const times: number[] = [];
    slackAnswer = async () => void times.push(now.getTime());
    await deliver.execute(a.id);
    await deliver.execute(b.id);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1_000);
  });

  test('a recipient removed from the collection, or a deleted collection: failed, nothing sent', async () => {
    const gone = row({ recipient: '#other' });
    expect((await deliver.execute(gone.id)).status).toBe('failed');
    const orphan = row({ collectionId: 'deleted' });
    expect((await deliver.execute(orphan.id)).status).toBe('failed');
    expect(ledger.rows.get(orphan.id)).toMatchObject({
      errorCode: 'alert.delivery.collection_deleted',
      lastError: 'The collection was deleted.',
    });
    expect(ledger.rows.get(gone.id)).toMatchObject({
      errorCode: 'alert.delivery.not_recipient',
      lastError: 'No longer a recipient of this collection’s alerts.',
    });
    expect(posted).toEqual([]);
  });

  test('an error no channel named is retried as a plain failure with its words', async () => {
    slackAnswer = async () => {
      throw new TypeError('socket hang up');
    };
    const r = row();
    expect((await deliver.execute(r.id)).status).toBe('rescheduled');
    expect(ledger.rows.get(r.id)).toMatchObject({ status: 'retrying', errorCode: 'alert.delivery.failed', lastError: 'socket hang up' });
  });

  test('waiting for a thread gives the attempt back and keeps the code and words of the last real one', async () => {
    const alert = row();
    const reply = row({ about: { kind: 'copy', documentId: 'd2' }, threadOf: 'story:s1', documentIds: ['d2'] });
    slackAnswer = async () => {
      throw new DeliveryFailure('Slack answered HTTP 502', { code: 'alert.delivery.slack_failed' });
    };
    await deliver.execute(alert.id);
    await deliver.execute(reply.id);
    expect(ledger.rows.get(reply.id)).toMatchObject({ status: 'queued', attempts: 0, errorCode: null, lastError: null });
    // the reply's own failure, then a wait for its still unsent alert
    ledger.rows.get(reply.id)!.nextAttemptAt = now;
    const claimed = await ledger.claim(reply.id, now, new Date(now.getTime() + 60_000));
    await ledger.reschedule(reply.id, now, { code: 'alert.delivery.slack_failed', message: 'Slack answered HTTP 502' }, true);
    expect(claimed).not.toBeNull();
    await deliver.execute(reply.id);
    expect(ledger.rows.get(reply.id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      errorCode: 'alert.delivery.slack_failed',
      lastError: 'Slack answered HTTP 502',
    });
  });
});
