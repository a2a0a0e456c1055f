import { beforeEach, describe, expect, test } from '@jest/globals';
import type { DeliveryLedger } from '../alert.ports';
import { subjectOf, type NewDelivery } from '../alert.types';
import type { DeliveryError } from '../delivery-problem';
import { ABOUT_EACH_KIND } from './delivery-about.mother';

/** What each adapter of DeliveryLedger gives the suite: an empty ledger and the planner's way in. */
export interface DeliveryLedgerFixture {
  ledger: DeliveryLedger;
  /** The same rows seen by another process (PostgreSQL: another pool); the in-memory ledger itself. */
  elsewhere: DeliveryLedger;
  /** Queued rows as the planner writes them: no attempt yet, due at `dueAt`, listed by `createdAt` (default `dueAt`). */
  seed(collectionId: string, rows: readonly (NewDelivery & { createdAt?: Date })[]): Promise<string[]>;
  /** Stories assigned to a digest, each with its first document, in the order given (the order they matched). */
  assignStories(collectionId: string, subject: string, documentIds: readonly string[], at: Date): Promise<void>;
}

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CLAIM = 60_000;
const COLLECTION = '0b6f3c1e-5a9d-4c1b-8f00-000000000001';
const OTHER_COLLECTION = '0b6f3c1e-5a9d-4c1b-8f00-000000000002';
const DOC = (n: number) => `6d1e2f3a-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SLACK_FAILED: DeliveryError = { code: 'alert.delivery.slack_failed', message: 'Slack answered HTTP 500' };

const alertRow = (overrides: Partial<NewDelivery & { createdAt: Date }> = {}): NewDelivery & { createdAt?: Date } => ({
  about: { kind: 'story', storyId: 's1' },
  channel: 'slack',
  recipient: '#markets',
  threadOf: null,
  documentIds: [DOC(1)],
  dueAt: T0,
  ...overrides,
});

/**
 * Every adapter of DeliveryLedger passes this suite (ADR 0007): the in-memory one the use cases'
 * tests run on, and PostgreSQL. Where they once differed, PostgreSQL's behaviour is the rule.
 */
export const deliveryLedgerContract = (name: string, make: () => Promise<DeliveryLedgerFixture>) => {
  describe(`${name} satisfies the delivery ledger contract`, () => {
    let f: DeliveryLedgerFixture;
    let ledger: DeliveryLedger;
    const one = async (row = alertRow()) => {
      const [id] = await f.seed(COLLECTION, [row]);
      return id!;
    };
    const read = async (row = alertRow()) => ledger.findBySubject(COLLECTION, subjectOf(row.about), row.channel, row.recipient);

    beforeEach(async () => {
      f = await make();
      ledger = f.ledger;
    });

    test('a due row is claimed once: sending until the claim runs out, the attempt counted, the whole row returned', async () => {
      const id = await one();
      expect(await ledger.claim(id, T0, at(CLAIM))).toEqual({
        id,
        collectionId: COLLECTION,
        subject: 'story:s1',
        about: { kind: 'story', storyId: 's1' },
        channel: 'slack',
        recipient: '#markets',
        threadOf: null,
        documentIds: [DOC(1)],
        status: 'sending',
        attempts: 1,
        errorCode: null,
        lastError: null,
        nextAttemptAt: T0,
        providerId: null,
        providerChannel: null,
        createdAt: T0,
        sentAt: null,
      });
      expect(await ledger.claim(id, at(1_000), at(1_000 + CLAIM))).toBeNull();
      expect(await f.elsewhere.claim(id, at(1_000), at(1_000 + CLAIM))).toBeNull();
      expect(await read()).toMatchObject({ status: 'sending', attempts: 1 });
    });

    test('of claimers racing for the same rows, from this process and another, exactly one gets each row', async () => {
      const ids = await f.seed(
        COLLECTION,
        Array.from({ length: 5 }, (_, i) => alertRow({ about: { kind: 'story', storyId: `s${i}` } })),
      );
      for (const id of ids) {
        const claims = await Promise.all([ledger, f.elsewhere, ledger, f.elsewhere].map((l) => l.claim(id, at(500), at(500 + CLAIM))));
        expect(claims.filter((c) => c !== null)).toHaveLength(1);
      }
      const rows = await Promise.all(ids.map((_, i) => read(alertRow({ about: { kind: 'story', storyId: `s${i}` } }))));
      expect(rows.map((r) => r?.attempts)).toEqual([1, 1, 1, 1, 1]);
    });

    test('a row not yet due is not claimed; at its time it is', async () => {
      const id = await one(
        alertRow({
          about: { kind: 'digest', frequency: 'daily', periodStart: new Date('2026-11-22T07:00:00.000Z') },
          dueAt: at(3_600_000),
        }),
      );
      expect(await ledger.claim(id, at(3_599_999), at(3_599_999 + CLAIM))).toBeNull();
      expect(
        await read(alertRow({ about: { kind: 'digest', frequency: 'daily', periodStart: new Date('2026-11-22T07:00:00.000Z') } })),
      ).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await ledger.claim(id, at(3_600_000), at(3_600_000 + CLAIM))).toMatchObject({ status: 'sending', attempts: 1 });
    });

    test('what a row is about comes back as written, for every kind, keyed by the same subject as ever', async () => {
      const rows = ABOUT_EACH_KIND.map(([about]) => alertRow({ about, channel: 'email', recipient: 'desk@example.org' }));
      const seeded = await f.seed(COLLECTION, rows);
      const added = await ledger.addNow(OTHER_COLLECTION, rows);
      for (const [i, [about, subject]] of ABOUT_EACH_KIND.entries()) {
        expect(await ledger.findBySubject(COLLECTION, subject, 'email', 'desk@example.org')).toMatchObject({
          id: seeded[i],
          subject,
          about,
        });
        const claimed = await ledger.claim(added[i]!, T0, at(CLAIM));
        expect(claimed).toMatchObject({ subject, about });
      }
      const logged = await ledger.listForCollection(OTHER_COLLECTION, 1, 20);
      expect(new Set(logged.deliveries.map((d) => d.subject))).toEqual(new Set(ABOUT_EACH_KIND.map(([, subject]) => subject)));
      for (const d of logged.deliveries) expect(d.about).toEqual(ABOUT_EACH_KIND.find(([, subject]) => subject === d.subject)![0]);
    });

    test('a row nobody has is not claimed', async () => {
      expect(await ledger.claim('7f000000-0000-4000-8000-000000000099', T0, at(CLAIM))).toBeNull();
    });

    test('sending becomes sent once: a second mark keeps the first, and a sent row is never claimed, retried or failed', async () => {
      const id = await one();
      await ledger.claim(id, T0, at(CLAIM));
      await ledger.markSent(id, { providerId: '17000000.1', providerChannel: 'C0001', at: at(2_000) });
      const sent = { status: 'sent', attempts: 1, providerId: '17000000.1', providerChannel: 'C0001', sentAt: at(2_000) };
      expect(await read()).toMatchObject(sent);
      // a second sender whose claim had run out reports too late
      await f.elsewhere.markSent(id, { providerId: '17000000.2', providerChannel: 'C0002', at: at(3_000) });
      await ledger.reschedule(id, at(10_000), SLACK_FAILED, true);
      await ledger.markFailed(id, SLACK_FAILED);
      expect(await read()).toMatchObject({ ...sent, errorCode: null, lastError: null });
      expect(await ledger.claim(id, at(3_600_000), at(3_600_000 + CLAIM))).toBeNull();
    });

    test('a failed attempt is retried at the given time with its code and words, and the next claim counts the next attempt', async () => {
      const id = await one();
      await ledger.claim(id, T0, at(CLAIM));
      await ledger.reschedule(id, at(1_000), SLACK_FAILED, true);
      expect(await read()).toMatchObject({
        status: 'retrying',
        attempts: 1,
        nextAttemptAt: at(1_000),
        errorCode: 'alert.delivery.slack_failed',
        lastError: 'Slack answered HTTP 500',
      });
      expect(await ledger.claim(id, at(999), at(999 + CLAIM))).toBeNull();
      expect(await ledger.claim(id, at(1_000), at(1_000 + CLAIM))).toMatchObject({
        status: 'sending',
        attempts: 2,
        errorCode: 'alert.delivery.slack_failed',
      });
      await ledger.reschedule(id, at(5_000), { code: 'alert.delivery.rate_limited', message: 'Slack rate limit: retry after 4 s' }, true);
      expect(await read()).toMatchObject({ status: 'retrying', attempts: 2, errorCode: 'alert.delivery.rate_limited' });
    });

    test('an attempt given back (a provider said wait) leaves the count as it was: queued before any, retrying after one', async () => {
      const id = await one();
      await ledger.claim(id, T0, at(CLAIM));
      await ledger.reschedule(id, at(2_000), null, false);
      expect(await read()).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: at(2_000), errorCode: null, lastError: null });
      await ledger.claim(id, at(2_000), at(2_000 + CLAIM));
      await ledger.reschedule(id, at(3_000), SLACK_FAILED, true);
      await ledger.claim(id, at(3_000), at(3_000 + CLAIM));
      await ledger.reschedule(id, at(9_000), SLACK_FAILED, false);
      expect(await read()).toMatchObject({ status: 'retrying', attempts: 1, nextAttemptAt: at(9_000) });
    });

    test('after the last attempt the row is failed for good with its code and words', async () => {
      const id = await one();
      for (let attempt = 1; attempt <= 3; attempt++) {
        const now = at(attempt * 10_000);
        expect(await ledger.claim(id, now, new Date(now.getTime() + CLAIM))).toMatchObject({ attempts: attempt });
        if (attempt < 3) await ledger.reschedule(id, at((attempt + 1) * 10_000), SLACK_FAILED, true);
      }
      await ledger.markFailed(id, { code: 'alert.delivery.email_failed', message: 'SMTP: 550 Mailbox unavailable' });
      expect(await read()).toMatchObject({
        status: 'failed',
        attempts: 3,
        errorCode: 'alert.delivery.email_failed',
        lastError: 'SMTP: 550 Mailbox unavailable',
      });
      expect(await ledger.claim(id, at(3_600_000), at(3_600_000 + CLAIM))).toBeNull();
      // a failed row stays failed: a late retry of the attempt does not reopen it
      await ledger.reschedule(id, at(3_600_000), SLACK_FAILED, true);
      expect(await read()).toMatchObject({ status: 'failed', errorCode: 'alert.delivery.email_failed' });
    });

    test('only the attempt in flight is retried or failed: a queued row is left as it is', async () => {
      const id = await one();
      await ledger.reschedule(id, at(60_000), SLACK_FAILED, true);
      await ledger.markFailed(id, SLACK_FAILED);
      expect(await read()).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: T0, errorCode: null, lastError: null });
    });

    test('a claim that ran out (its sender died while sending) is claimed again, counting another attempt', async () => {
      const id = await one();
      await ledger.claim(id, T0, at(CLAIM));
      expect(await f.elsewhere.claim(id, at(CLAIM - 1), at(2 * CLAIM))).toBeNull();
      expect(await f.elsewhere.claim(id, at(CLAIM), at(2 * CLAIM))).toBeNull();
      expect(await f.elsewhere.claim(id, at(CLAIM + 1), at(2 * CLAIM + 1))).toMatchObject({ status: 'sending', attempts: 2 });
      expect(await ledger.claim(id, at(CLAIM + 2), at(2 * CLAIM + 2))).toBeNull();
      // the dead sender's work is finished by the new one
      await f.elsewhere.markSent(id, { providerId: '<x@newsdesk>', providerChannel: null, at: at(CLAIM + 5) });
      expect(await read()).toMatchObject({ status: 'sent', attempts: 2, providerId: '<x@newsdesk>', providerChannel: null });
    });

    test('a row is found by its key (collection, subject, channel, recipient) and by nothing less', async () => {
      await f.seed(COLLECTION, [
        alertRow(),
        alertRow({ about: { kind: 'copy', documentId: 'd2' }, threadOf: 'story:s1', documentIds: [DOC(2)] }),
        alertRow({ channel: 'email', recipient: 'desk@example.org' }),
      ]);
      expect(await ledger.findBySubject(COLLECTION, 'copy:d2', 'slack', '#markets')).toMatchObject({
        collectionId: COLLECTION,
        about: { kind: 'copy', documentId: 'd2' },
        threadOf: 'story:s1',
        documentIds: [DOC(2)],
      });
      expect(await ledger.findBySubject(COLLECTION, 'story:s1', 'email', 'desk@example.org')).toMatchObject({ channel: 'email' });
      expect(await ledger.findBySubject(COLLECTION, 'story:s1', 'email', '#markets')).toBeNull();
      expect(await ledger.findBySubject(OTHER_COLLECTION, 'story:s1', 'slack', '#markets')).toBeNull();
      expect(await ledger.findBySubject(COLLECTION, 'story:s9', 'slack', '#markets')).toBeNull();
    });

    test("a digest's documents are its stories' first documents in the order they matched, and only its own", async () => {
      const subject = 'digest:daily:2026-11-21T07:00:00.000Z';
      await f.assignStories(COLLECTION, subject, [DOC(3), DOC(1), DOC(2)], T0);
      await f.assignStories(COLLECTION, 'digest:daily:2026-11-22T07:00:00.000Z', [DOC(4)], at(1_000));
      await f.assignStories(OTHER_COLLECTION, subject, [DOC(5)], T0);
      expect(await ledger.digestDocumentIds(COLLECTION, subject)).toEqual([DOC(3), DOC(1), DOC(2)]);
      expect(await ledger.digestDocumentIds(COLLECTION, 'digest:hourly:2026-11-21T07:00:00.000Z')).toEqual([]);
    });

    test("the delivery log: a collection's rows only, newest first (then by id), in pages, with the total", async () => {
      const ids = await f.seed(COLLECTION, [
        alertRow({ about: { kind: 'story', storyId: 's1' }, createdAt: at(1_000) }),
        alertRow({ about: { kind: 'story', storyId: 's2' }, createdAt: at(3_000) }),
        alertRow({ about: { kind: 'story', storyId: 's3' }, createdAt: at(2_000) }),
        alertRow({ about: { kind: 'story', storyId: 's4' }, createdAt: at(2_000) }),
      ]);
      await f.seed(OTHER_COLLECTION, [alertRow({ createdAt: at(9_000) })]);
      const tied = [ids[2]!, ids[3]!].sort();
      const first = await ledger.listForCollection(COLLECTION, 1, 3);
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.deliveries.map((d) => d.id)).toEqual([ids[1], ...tied]);
      const second = await ledger.listForCollection(COLLECTION, 2, 3);
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.deliveries.map((d) => d.id)).toEqual([ids[0]]);
      expect(await ledger.listForCollection(COLLECTION, 3, 3)).toMatchObject({ deliveries: [], total: 4 });
      expect((await ledger.listForCollection('0b6f3c1e-5a9d-4c1b-8f00-00000000000f', 1, 3)).total).toBe(0);
    });

    test('the log shows what happened: code and words of a failure, provider and time of a sent row', async () => {
      const [failing, sent] = await f.seed(COLLECTION, [
        alertRow(),
        alertRow({ about: { kind: 'story', storyId: 's2' }, createdAt: at(-1_000) }),
      ]);
      await ledger.claim(failing!, T0, at(CLAIM));
      await ledger.markFailed(failing!, SLACK_FAILED);
      await ledger.claim(sent!, T0, at(CLAIM));
      await ledger.markSent(sent!, { providerId: '17000000.1', providerChannel: 'C0001', at: at(500) });
      expect((await ledger.listForCollection(COLLECTION, 1, 10)).deliveries).toMatchObject([
        { id: failing, status: 'failed', errorCode: 'alert.delivery.slack_failed', lastError: 'Slack answered HTTP 500', sentAt: null },
        { id: sent, status: 'sent', errorCode: null, providerId: '17000000.1', sentAt: at(500) },
      ]);
    });

    test('rows added now are queued and due at their time; a row that exists already is kept as it is', async () => {
      const existing = await one();
      await ledger.claim(existing, T0, at(CLAIM));
      await ledger.markSent(existing, { providerId: '17000000.1', providerChannel: 'C0001', at: at(500) });
      const test1 = alertRow({ about: { kind: 'test', id: '2026-11-22T10:05:00.000Z' }, dueAt: at(300_000) });
      const ids = await ledger.addNow(COLLECTION, [alertRow(), test1]);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(existing);
      expect(await read()).toMatchObject({ status: 'sent', providerId: '17000000.1' });
      expect(await read(test1)).toMatchObject({
        id: ids[1],
        status: 'queued',
        attempts: 0,
        nextAttemptAt: at(300_000),
        createdAt: at(300_000),
        errorCode: null,
        lastError: null,
      });
      expect(await ledger.addNow(COLLECTION, [test1])).toEqual([ids[1]]);
      expect(await ledger.claim(ids[1]!, at(300_000), at(300_000 + CLAIM))).toMatchObject({ status: 'sending', attempts: 1 });
    });
  });
};
