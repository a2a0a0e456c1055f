import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { AlertPlanStore, PendingMatch } from '../alert-plan.ports';
import { subjectOf, type DeliveryAbout, type DeliverySubject, type NewDelivery } from '../alert.types';
import { ABOUT_EACH_KIND } from './delivery-about.mother';

export interface AlertPlanStoreFixture {
  store: AlertPlanStore;
  /** A new collection match, as the percolation worker records it. */
  addMatch(match: PendingMatch): Promise<void>;
  /** A sender claims the collection's rows of this subject: `sending`, one more attempt. */
  beginSending(collectionId: string, subject: string): Promise<void>;
  /** The collection's ledger rows as a sender reads them: their key's subject and what they are about. */
  planned(collectionId: string): Promise<{ subject: DeliverySubject; about: DeliveryAbout }[]>;
}

const AT = new Date('2026-11-22T10:20:00.000Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

const aMatch = (overrides: Partial<PendingMatch> = {}): PendingMatch => {
  const documentId = overrides.documentId ?? aUuid();
  return { collectionId: aUuid(), documentId, storyId: documentId, isOriginal: true, matchedAt: AT, ...overrides };
};

const story = (storyId: string): DeliveryAbout => ({ kind: 'story', storyId });

const slackAlert = (about: DeliveryAbout, dueAt = AT): NewDelivery => ({
  about,
  channel: 'slack',
  recipient: '#economy',
  threadOf: null,
  documentIds: [],
  dueAt,
});

/** Every AlertPlanStore adapter passes this (in memory and PostgreSQL). */
export const alertPlanStoreContract = (name: string, make: () => Promise<AlertPlanStoreFixture>) => {
  describe(`${name} satisfies the alert plan store contract`, () => {
    let f: AlertPlanStoreFixture;
    beforeEach(async () => {
      f = await make();
    });

    test('pending matches: made after the given instant, not planned, oldest first then by document, limited', async () => {
      const collectionId = aUuid();
      const [a, b] = [aUuid(), aUuid()].sort();
      const old = aMatch({ collectionId, matchedAt: minutes(-60) });
      const later = aMatch({ collectionId, matchedAt: minutes(2) });
      const first = aMatch({ collectionId, documentId: b, storyId: b, matchedAt: minutes(1) });
      const second = aMatch({ collectionId, documentId: a, storyId: a, matchedAt: minutes(1), isOriginal: false });
      for (const m of [later, old, first, second]) await f.addMatch(m);
      const pending = await f.store.inUnitOfWork((tx) => tx.pendingMatches(minutes(-30), 10));
      expect(pending).toEqual([second, first, later]);
      expect(await f.store.inUnitOfWork((tx) => tx.pendingMatches(minutes(-30), 2))).toEqual([second, first]);
    });

    test('a planned match is never pending again; marking it twice keeps one mark', async () => {
      const match = aMatch();
      const other = aMatch({ documentId: match.documentId, storyId: match.storyId });
      await f.addMatch(match);
      await f.addMatch(other);
      await f.store.inUnitOfWork((tx) => tx.markPlanned([match], AT));
      await f.store.inUnitOfWork((tx) => tx.markPlanned([match], minutes(1)));
      // the same document in another collection is still pending
      expect(await f.store.inUnitOfWork((tx) => tx.pendingMatches(minutes(-1), 10))).toEqual([other]);
    });

    test('a story keeps its first assignment; only the asked stories of the collection are read', async () => {
      const collectionId = aUuid();
      const [s1, s2, d1, d2] = [aUuid(), aUuid(), aUuid(), aUuid()];
      await f.store.inUnitOfWork((tx) => tx.recordStories(collectionId, [{ storyId: s1, subject: `story:${s1}`, documentId: d1 }], AT));
      await f.store.inUnitOfWork(async (tx) => {
        await tx.recordStories(collectionId, [{ storyId: s1, subject: 'digest:hourly:2026-11-22T10:00:00.000Z', documentId: d2 }], AT);
        await tx.recordStories(aUuid(), [{ storyId: s2, subject: `story:${s2}`, documentId: d2 }], AT);
      });
      const alerted = await f.store.inUnitOfWork((tx) => tx.alertedStories(collectionId, [s1, s2, aUuid()]));
      expect(alerted).toEqual([{ storyId: s1, subject: `story:${s1}`, documentId: d1 }]);
    });

    test('a delivery that exists (same subject, channel and recipient) is kept; only new rows are returned', async () => {
      const collectionId = aUuid();
      const [created] = await f.store.inUnitOfWork((tx) => tx.addDeliveries(collectionId, [slackAlert(story('a'), minutes(5))], AT));
      expect(created).toEqual({ id: expect.any(String), dueAt: minutes(5) });
      const again = await f.store.inUnitOfWork((tx) =>
        tx.addDeliveries(collectionId, [slackAlert(story('a'), minutes(9)), { ...slackAlert(story('a')), recipient: '#markets' }], AT),
      );
      expect(again).toEqual([{ id: expect.any(String), dueAt: AT }]);
      expect(again[0]?.id).not.toBe(created?.id);
      // another collection has its own rows
      expect(await f.store.inUnitOfWork((tx) => tx.addDeliveries(aUuid(), [slackAlert(story('a'))], AT))).toHaveLength(1);
    });

    test('digests: the collection’s digest rows made after the instant, with whether a sender has begun them', async () => {
      const collectionId = aUuid();
      const hour = (h: number): DeliveryAbout => ({
        kind: 'digest',
        frequency: 'hourly',
        periodStart: new Date(`2026-11-22T${String(h).padStart(2, '0')}:00:00.000Z`),
      });
      await f.store.inUnitOfWork(async (tx) => {
        await tx.addDeliveries(collectionId, [slackAlert(hour(8))], minutes(-120));
        await tx.addDeliveries(collectionId, [slackAlert(hour(9)), slackAlert(hour(10)), slackAlert(story('x'))], AT);
        await tx.addDeliveries(aUuid(), [slackAlert(hour(10))], AT);
      });
      await f.beginSending(collectionId, subjectOf(hour(9)));
      const digests = await f.store.inUnitOfWork((tx) => tx.digests(collectionId, minutes(-60)));
      expect(digests.sort((x, y) => x.subject.localeCompare(y.subject))).toEqual([
        { subject: 'digest:hourly:2026-11-22T09:00:00.000Z', status: 'sending', attempts: 1 },
        { subject: 'digest:hourly:2026-11-22T10:00:00.000Z', status: 'queued', attempts: 0 },
      ]);
    });

    test('what a planned row is about comes back as written, for every kind, keyed by the same subject as ever', async () => {
      const collectionId = aUuid();
      const rows = ABOUT_EACH_KIND.map(([about]) => slackAlert(about));
      expect(await f.store.inUnitOfWork((tx) => tx.addDeliveries(collectionId, rows, AT))).toHaveLength(rows.length);
      const planned = await f.planned(collectionId);
      expect(planned.sort((x, y) => x.subject.localeCompare(y.subject))).toEqual(
        ABOUT_EACH_KIND.map(([about, subject]) => ({ subject, about })).sort((x, y) => x.subject.localeCompare(y.subject)),
      );
    });

    test('a unit of work that throws leaves nothing behind', async () => {
      const match = aMatch();
      await f.addMatch(match);
      const failed = f.store.inUnitOfWork(async (tx) => {
        await tx.recordStories(match.collectionId, [{ storyId: match.storyId, subject: 'story:x', documentId: match.documentId }], AT);
        await tx.addDeliveries(match.collectionId, [slackAlert(story('x'))], AT);
        await tx.markPlanned([match], AT);
        throw new Error('the collection could not be read');
      });
      await expect(failed).rejects.toThrow('the collection could not be read');
      await f.store.inUnitOfWork(async (tx) => {
        expect(await tx.pendingMatches(minutes(-1), 10)).toEqual([match]);
        expect(await tx.alertedStories(match.collectionId, [match.storyId])).toEqual([]);
        expect(await tx.addDeliveries(match.collectionId, [slackAlert(story('x'))], AT)).toHaveLength(1);
      });
    });

    test('units of work run one after another', async () => {
      const events: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = f.store.inUnitOfWork(async () => {
        events.push('first begins');
        await held;
        events.push('first ends');
      });
      // the first holds its unit of work until released
      while (!events.includes('first begins')) await new Promise((resolve) => setTimeout(resolve, 5));
      const second = f.store.inUnitOfWork(async () => {
        events.push('second begins');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events).toEqual(['first begins']);
      release();
      await Promise.all([first, second]);
      expect(events).toEqual(['first begins', 'first ends', 'second begins']);
    });
  });
};
