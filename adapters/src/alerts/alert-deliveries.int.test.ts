import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { postMessageHandler, rateLimited, serverError, startFakeSlack, type FakeSlack } from '../slack/testing/fake-slack';
import { startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { aUser } from '@newsdesk/core/testing/identity.mother';
import { createAlertHarness, eventually, PUBLIC_URL, type AlertHarness } from './testing/alert-harness';

let slack: FakeSlack;
let smtp: TestSmtpServer;
let h: AlertHarness;

beforeAll(async () => {
  slack = await startFakeSlack();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await slack.stop();
  await smtp.stop();
});
beforeEach(async () => {
  slack.calls.length = 0;
  smtp.mails.length = 0;
  smtp.refused.length = 0;
  slack.handle('chat.postMessage', postMessageHandler({ '#economy': 'C0ECONOMY' }));
  h = await createAlertHarness({ slackUrl: slack.url, smtpUrl: smtp.url, policy: { maxAttempts: 3, backoffMs: () => 300 } });
});
afterEach(async () => {
  await h.stop();
});

const blocksOf = (call: { params: Record<string, unknown> }) =>
  JSON.parse(String(call.params.blocks)) as { type: string; text?: { text: string }; elements?: { text: string }[] }[];
const textOf = (blocks: ReturnType<typeof blocksOf>) =>
  blocks.map((b) => [b.text?.text ?? '', ...(b.elements ?? []).map((e) => e.text)].join(' ')).join('\n');

describe('alert deliveries end to end (fake Slack Web API, real SMTP server, agenda on PostgreSQL)', () => {
  test('a match → one Slack message with title link, source, Zurich time and Newsdesk link, and one e-mail with HTML and text parts', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] });
    const doc = await h.addDocument({}, 'SNB holds rate <script>alert(1)</script> & more');
    await h.startJobs();
    await h.match(collection, doc);

    const [call] = await eventually(
      async () => slack.callsTo('chat.postMessage'),
      (c) => c.length >= 1,
    );
    await eventually(
      async () => smtp.mails,
      (m) => m.length >= 1,
    );
    expect(call!.params.channel).toBe('#economy');
    expect(call!.token).toBe('xoxb-test');
    const text = textOf(blocksOf(call!));
    expect(text).toContain(`<https://news.example/${doc.id}|SNB holds rate &lt;script&gt;alert(1)&lt;/script&gt; &amp; more>`);
    expect(text).toContain('news.example · 20 Nov 2026, 09:00 (Zurich)');
    expect(text).toContain(`<${PUBLIC_URL}/search?docId=${doc.id}|Open in Newsdesk>`);
    expect(text).toContain(`New in collection *${collection.name}*`);

    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['desk@example.org']);
    expect(mail.subject).toBe(`Newsdesk alert: ${collection.name}: SNB holds rate <script>alert(1)</script> & more`);
    expect(mail.html).toContain('SNB holds rate &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/search?docId=${doc.id}"`);
    expect(mail.text).toContain('news.example · 20 Nov 2026, 09:00 (Zurich)');
    expect(mail.text).toContain(`Open in Newsdesk: ${PUBLIC_URL}/search?docId=${doc.id}`);

    const rows = await eventually(
      () => h.rows(collection.id),
      (r) => r.every((d) => d.status === 'sent'),
    );
    expect(rows.map((r) => [r.channel, r.recipient, r.attempts])).toEqual([
      ['email', 'desk@example.org', 1],
      ['slack', '#economy', 1],
    ]);
    const email = rows.find((r) => r.channel === 'email')!;
    expect(mail.messageId).toBe(`<${email.id}@newsdesk>`);
    expect(email.providerId).toBe(mail.messageId);
    expect(rows.find((r) => r.channel === 'slack')).toMatchObject({ providerChannel: 'C0ECONOMY', providerId: '1700000000.000001' });
  });

  test('written in the reader’s language: a colleague’s own, otherwise the collection owner’s', async () => {
    const owner = aUser({ id: randomUUID(), email: `owner-${randomUUID().slice(0, 8)}@newsdesk.test`, language: 'fr' });
    const colleague = aUser({ id: randomUUID(), email: `kollegin-${randomUUID().slice(0, 8)}@newsdesk.test`, language: 'de' });
    await h.users.add(owner);
    await h.users.add(colleague);
    const collection = await h.addCollection(
      { frequency: 'immediately', slackChannels: ['#economy'], emails: [colleague.email, 'desk@example.org'] },
      owner.id,
    );
    const doc = await h.addDocument({}, 'La BNS maintient son taux');
    await h.startJobs();
    await h.match(collection, doc);

    const mails = await eventually(
      async () => smtp.mails,
      (m) => m.length >= 2,
    );
    const [call] = await eventually(
      async () => slack.callsTo('chat.postMessage'),
      (c) => c.length >= 1,
    );
    const toColleague = mails.find((m) => m.to.includes(colleague.email))!;
    const toDesk = mails.find((m) => m.to.includes('desk@example.org'))!;
    expect(toColleague.subject).toBe(`Newsdesk-Alarm: ${collection.name}: La BNS maintient son taux`);
    expect(toColleague.text).toContain('20. Nov. 2026, 09:00 (Zürich)');
    expect(toDesk.subject).toBe(`Alerte Newsdesk : ${collection.name} : La BNS maintient son taux`);
    expect(toDesk.text).toContain(`Ouvrir dans Newsdesk: ${PUBLIC_URL}/search?docId=${doc.id}`);
    expect(textOf(blocksOf(call!))).toContain(`Nouveau dans la collection *${collection.name}*`);
  });

  test('five near-identical copies of one story → one alert and four thread replies "+1 outlet", one e-mail', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] });
    const original = await h.addDocument({}, 'SNB holds rate');
    const copies = [];
    for (let i = 1; i <= 4; i += 1)
      copies.push(
        await h.addDocument(
          { storyId: original.id, isOriginal: false, document: { ...original.document, domain: `outlet${i}.example` } },
          'SNB holds rate',
        ),
      );
    await h.startJobs();
    await h.match(collection, original);
    for (const copy of copies) await h.match(collection, copy);

    const calls = await eventually(
      async () => slack.callsTo('chat.postMessage'),
      (c) => c.length >= 5,
      20_000,
    );
    await eventually(
      () => h.rows(collection.id),
      (r) => r.length === 6 && r.every((d) => d.status === 'sent'),
      20_000,
    );
    expect(calls).toHaveLength(5);
    expect(calls[0]!.params.thread_ts).toBeUndefined();
    const replies = calls.slice(1);
    expect(replies.map((c) => [c.params.channel, c.params.thread_ts])).toEqual(copies.map(() => ['C0ECONOMY', '1700000000.000001']));
    // replies are sent concurrently: their order is not promised
    expect(replies.map((c) => String(c.params.text)).sort()).toEqual(
      copies.map((_, i) => `+1 outlet: SNB holds rate (outlet${i + 1}.example)`),
    );
    // ≤ 1 message per second per channel. The sender starts each post at a slot 1 s after the
    // last; what the receiver sees adds each request's own delay (timer lateness, the socket), so
    // a single gap may look up to that delay shorter, while the whole run cannot be shorter than
    // its slots minus the first request's delay. Without the limit all five arrive within ~100 ms.
    const arrivals = calls.map((c) => c.at);
    for (let i = 1; i < arrivals.length; i += 1) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(800);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual((arrivals.length - 1) * 1_000 - 200);
    expect(smtp.mails).toHaveLength(1);
  }, 30_000);

  test('Slack 429 with Retry-After 2 → no call before 2 s, then delivered', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: [] });
    const doc = await h.addDocument();
    slack.queue('chat.postMessage', rateLimited(2));
    await h.startJobs();
    await h.match(collection, doc);
    const calls = await eventually(
      async () => slack.callsTo('chat.postMessage'),
      (c) => c.length >= 2,
      30_000,
    );
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(2_000);
    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'sent',
    );
    // the rate limit did not use up an attempt; the log still says why it waited
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      errorCode: 'alert.delivery.rate_limited',
      lastError: 'Slack rate limit: retry after 2 s',
    });
    expect(slack.callsTo('chat.postMessage')).toHaveLength(2);
  }, 45_000);

  test('Slack 500 → the SDK retries twice per attempt, the ledger retries up to 3 attempts, then failed with the last error', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: [] });
    const doc = await h.addDocument();
    slack.handle('chat.postMessage', () => serverError());
    await h.startJobs();
    await h.match(collection, doc);
    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'failed',
      20_000,
    );
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorCode: 'alert.delivery.slack_failed',
      lastError: 'Slack answered HTTP 500',
    });
    expect(slack.callsTo('chat.postMessage')).toHaveLength(3 * 3);
  }, 30_000);

  test('an unknown channel is permanent: failed after one attempt', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#nowhere'], emails: [] });
    slack.handle('chat.postMessage', () => ({ body: { ok: false, error: 'channel_not_found' } }));
    await h.startJobs();
    await h.match(collection, await h.addDocument());
    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'failed',
    );
    expect(row).toMatchObject({
      attempts: 1,
      errorCode: 'alert.delivery.slack_failed',
      lastError: 'Slack refused the message: channel_not_found',
    });
  });

  test('SMTP 451 → retried with the same Message-ID, delivered once', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: [], emails: ['desk@example.org'] });
    smtp.refuseNext(1, 451);
    await h.startJobs();
    await h.match(collection, await h.addDocument());
    const [row] = await eventually(
      () => h.rows(collection.id),
      (r) => r[0]?.status === 'sent',
    );
    expect(row!.attempts).toBe(2);
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.messageId).toBe(`<${row!.id}@newsdesk>`);
    expect(smtp.refused[0]!.messageId).toBe(smtp.mails[0]!.messageId);
  });

  test('the delivery log lists a collection’s rows newest first, paged', async () => {
    const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#nowhere'], emails: [] });
    for (let i = 0; i < 3; i += 1) {
      h.clock.set(new Date(Date.now() + i * 1_000));
      await h.match(collection, await h.addDocument());
      await h.planner.planPending();
    }
    const page = await h.ledger.listForCollection(collection.id, 1, 2);
    expect(page.total).toBe(3);
    expect(page.deliveries).toHaveLength(2);
    expect(page.deliveries[0]!.createdAt.getTime()).toBeGreaterThan(page.deliveries[1]!.createdAt.getTime());
    expect((await h.ledger.listForCollection(collection.id, 2, 2)).deliveries).toHaveLength(1);
    expect((await h.ledger.listForCollection(randomUUID(), 1, 2)).total).toBe(0);
  });
});

describe('digests (clock injected; planner and sender driven directly)', () => {
  test('hourly: one digest per collection per hour with all its stories, sent at the end of the hour; copies add nothing', async () => {
    const collection = await h.addCollection({ frequency: 'hourly', slackChannels: ['#economy'], emails: ['desk@example.org'] });
    const other = await h.addCollection({ frequency: 'hourly', slackChannels: [], emails: ['other@example.org'] });
    const a = await h.addDocument({}, 'Story A');
    const b = await h.addDocument({}, 'Story B');
    const bCopy = await h.addDocument({ storyId: b.id, isOriginal: false }, 'Story B');
    const later = await h.addDocument({}, 'Story C');
    h.clock.set(new Date('2026-11-22T10:05:00Z'));
    await h.match(collection, a, new Date('2026-11-22T10:05:00Z'));
    await h.match(other, a, new Date('2026-11-22T10:05:00Z'));
    await h.planner.planPending();
    h.clock.set(new Date('2026-11-22T10:40:00Z'));
    await h.match(collection, b, new Date('2026-11-22T10:40:00Z'));
    await h.match(collection, bCopy, new Date('2026-11-22T10:41:00Z'));
    await h.planner.planPending();

    const rows = await h.rows(collection.id);
    expect(rows.map((r) => [r.subject, r.channel, r.nextAttemptAt.toISOString()])).toEqual([
      ['digest:hourly:2026-11-22T10:00:00.000Z', 'email', '2026-11-22T11:00:00.000Z'],
      ['digest:hourly:2026-11-22T10:00:00.000Z', 'slack', '2026-11-22T11:00:00.000Z'],
    ]);
    // not before the hour is over
    expect((await h.deliver.execute(rows[0]!.id)).status).toBe('skipped');

    h.clock.set(new Date('2026-11-22T11:00:01Z'));
    for (const row of rows) expect((await h.deliver.execute(row.id)).status).toBe('sent');
    const mail = smtp.mails.find((m) => m.to[0] === 'desk@example.org')!;
    expect(mail.subject).toBe(`Newsdesk hourly digest: ${collection.name} (2 stories)`);
    expect(mail.text).toContain('Story A');
    expect(mail.text).toContain('Story B');
    expect(mail.text.match(/Story B/g)).toHaveLength(1);
    const digest = slack.callsTo('chat.postMessage')[0]!;
    expect(String(digest.params.text)).toBe(`Hourly digest of ${collection.name}: 2 stories`);
    expect(textOf(blocksOf(digest))).toContain('22 Nov 2026, 11:00 – 22 Nov 2026, 12:00 (Zurich)');

    // a story matched after the digest went out goes into the next hour's digest
    h.clock.set(new Date('2026-11-22T11:00:02Z'));
    await h.match(collection, later, new Date('2026-11-22T10:59:59Z'));
    await h.planner.planPending();
    const next = (await h.rows(collection.id)).filter((r) => r.subject === 'digest:hourly:2026-11-22T11:00:00.000Z');
    expect(next).toHaveLength(2);
    expect(await h.ledger.digestDocumentIds(collection.id, next[0]!.subject)).toEqual([later.id]);
    // the other collection got its own digest
    expect((await h.rows(other.id)).map((r) => r.subject)).toEqual(['digest:hourly:2026-11-22T10:00:00.000Z']);
  });

  test('daily at 07:00 Zurich: the digest period runs from 07:00 to 07:00', async () => {
    const collection = await h.addCollection({ frequency: 'daily', slackChannels: [], emails: ['desk@example.org'] });
    const doc = await h.addDocument({}, 'Story D');
    h.clock.set(new Date('2026-11-22T05:30:00Z'));
    await h.match(collection, doc, new Date('2026-11-22T05:30:00Z'));
    await h.planner.planPending();
    const [row] = await h.rows(collection.id);
    expect(row).toMatchObject({ subject: 'digest:daily:2026-11-21T06:00:00.000Z', nextAttemptAt: new Date('2026-11-22T06:00:00Z') });
    h.clock.set(new Date('2026-11-22T06:00:00Z'));
    expect((await h.deliver.execute(row!.id)).status).toBe('sent');
    expect(smtp.mails[0]!.subject).toBe(`Newsdesk daily digest: ${collection.name} (1 story)`);
  });

  test('a collection without alert settings plans its matches into nothing', async () => {
    const collection = await h.addCollection(null);
    await h.match(collection, await h.addDocument());
    expect(await h.planner.planPending()).toEqual([]);
    expect(await h.rows(collection.id)).toEqual([]);
  });
});
