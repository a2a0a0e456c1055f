import { beforeEach, describe, expect, test } from '@jest/globals';
import type { AlertSettings } from '../collections/collection.types';
import { aCollection } from '../collections/testing/collection.mother';
import { InMemoryCollectionRepository } from '../collections/testing/in-memory-collection-repository';
import { aUuid } from '../testing/identity.mother';
import type { AlertPlanStore } from './alert-plan.ports';
import { PlanAlertDeliveries, type PlanAlertDeliveriesDeps } from './plan-alert-deliveries';
import { InMemoryAlertPlanStore } from './testing/in-memory-alert-plan-store';

const NOW = new Date('2026-11-22T10:20:00.000Z');
const at = (hh: number, mm: number) => new Date(`2026-11-22T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00.000Z`);
const hourlyDigest = (hh: number) => `digest:hourly:${at(hh, 0).toISOString()}`;
const alert = (frequency: AlertSettings['frequency'], emails: string[] = []): AlertSettings => ({
  frequency,
  slackChannels: ['#economy'],
  emails,
});

let store: InMemoryAlertPlanStore;
let collections: InMemoryCollectionRepository;
let now: Date;
let unitsOfWork: number;

beforeEach(() => {
  store = new InMemoryAlertPlanStore();
  collections = new InMemoryCollectionRepository();
  now = NOW;
  unitsOfWork = 0;
});

// the store as the use case sees it, counting its units of work
const counted = (inner: AlertPlanStore): AlertPlanStore => ({
  inUnitOfWork: (work) => {
    unitsOfWork += 1;
    return inner.inUnitOfWork(work);
  },
});

const planner = (overrides: { batchSize?: number; collections?: PlanAlertDeliveriesDeps['collections'] } = {}) =>
  new PlanAlertDeliveries({
    store: counted(store),
    collections: overrides.collections ?? collections,
    clock: { now: () => now },
    dailyHour: 7,
    batchSize: overrides.batchSize,
  });

const aCollectionWith = async (settings: AlertSettings | null) => {
  const collection = aCollection({ alert: settings });
  await collections.insert(collection);
  return collection.id;
};

const match = (collectionId: string, documentId: string, storyId: string, matchedAt: Date) =>
  store.addMatch({ collectionId, documentId, storyId, isOriginal: documentId === storyId, matchedAt });

const plannedRows = (collectionId: string) =>
  store.rows.deliveries
    .filter((d) => d.collectionId === collectionId)
    .map((d) => ({ subject: d.subject, channel: d.channel, threadOf: d.threadOf, dueAt: d.dueAt }));

describe('PlanAlertDeliveries', () => {
  test('immediately: a new story alerts every recipient and a copy replies in its Slack thread; nothing is planned twice', async () => {
    const c = await aCollectionWith(alert('immediately', ['desk@newsdesk.test']));
    const [s1, copy] = [aUuid(), aUuid()];
    match(c, s1, s1, at(10, 10));
    match(c, copy, s1, at(10, 12));

    const created = await planner().execute();

    expect(plannedRows(c)).toEqual([
      { subject: `story:${s1}`, channel: 'slack', threadOf: null, dueAt: NOW },
      { subject: `story:${s1}`, channel: 'email', threadOf: null, dueAt: NOW },
      { subject: `copy:${copy}`, channel: 'slack', threadOf: `story:${s1}`, dueAt: NOW },
    ]);
    expect(created).toEqual(store.rows.deliveries.map((d) => ({ id: d.id, dueAt: NOW })));
    expect(store.rows.stories).toEqual([{ storyId: s1, subject: `story:${s1}`, documentId: s1 }]);
    expect(await planner().execute()).toEqual([]);
    expect(store.rows.deliveries).toHaveLength(3);
  });

  test('a copy matched in a later run replies in the thread of its story’s alert', async () => {
    const c = await aCollectionWith(alert('immediately'));
    const [s1, copy] = [aUuid(), aUuid()];
    match(c, s1, s1, at(10, 10));
    await planner().execute();
    match(c, copy, s1, at(10, 15));

    const created = await planner().execute();

    expect(created).toHaveLength(1);
    expect(plannedRows(c).at(-1)).toEqual({ subject: `copy:${copy}`, channel: 'slack', threadOf: `story:${s1}`, dueAt: NOW });
  });

  test('hourly: stories of an hour share its digest row; once a sender has begun it, the next story goes to the next hour', async () => {
    const c = await aCollectionWith(alert('hourly'));
    const [s1, s2, s3] = [aUuid(), aUuid(), aUuid()];
    match(c, s1, s1, at(10, 5));
    expect(await planner().execute()).toEqual([{ id: expect.any(String), dueAt: at(11, 0) }]);

    match(c, s2, s2, at(10, 10));
    // the digest row exists: it is kept, and the story joins it
    expect(await planner().execute()).toEqual([]);

    store.beginSending(c, hourlyDigest(10));
    match(c, s3, s3, at(10, 15));
    now = at(10, 25);
    expect(await planner().execute()).toEqual([{ id: expect.any(String), dueAt: at(12, 0) }]);

    expect(store.rows.stories.map((s) => [s.storyId, s.subject])).toEqual([
      [s1, hourlyDigest(10)],
      [s2, hourlyDigest(10)],
      [s3, hourlyDigest(11)],
    ]);
  });

  test('matches of a collection without an alert are marked planned and are not alerted when an alert is switched on later', async () => {
    const c = await aCollectionWith(null);
    const d1 = aUuid();
    match(c, d1, d1, at(10, 0));
    expect(await planner().execute()).toEqual([]);
    expect(store.rows.planned).toEqual([`${c} ${d1}`]);

    const collection = await collections.findById(c);
    await collections.update({ ...collection!, alert: alert('immediately') });
    expect(await planner().execute()).toEqual([]);
  });

  test('a match older than a week is neither planned nor marked', async () => {
    const c = await aCollectionWith(alert('immediately'));
    const old = aUuid();
    match(c, old, old, new Date(NOW.getTime() - 8 * 24 * 3_600_000));
    expect(await planner().execute()).toEqual([]);
    expect(store.rows.planned).toEqual([]);
  });

  test('plans batch after batch until a batch is not full', async () => {
    const c = await aCollectionWith(alert('immediately'));
    for (let i = 0; i < 5; i += 1) {
      const d = aUuid();
      match(c, d, d, at(10, i));
    }
    expect(await planner({ batchSize: 2 }).execute()).toHaveLength(5);
    expect(unitsOfWork).toBe(3);
    expect(store.rows.planned).toHaveLength(5);
  });

  test('a batch that fails writes nothing: its matches are planned whole by the next run', async () => {
    const [ok, failing] = [await aCollectionWith(alert('immediately')), await aCollectionWith(alert('immediately'))];
    const [d1, d2] = [aUuid(), aUuid()];
    match(ok, d1, d1, at(10, 1));
    match(failing, d2, d2, at(10, 2));
    let unreadable = true;
    const flaky = {
      findById: async (id: string) => {
        if (id === failing && unreadable) throw new Error('collections are not readable');
        return collections.findById(id);
      },
    };

    await expect(planner({ collections: flaky }).execute()).rejects.toThrow('collections are not readable');
    expect(store.rows).toEqual({ deliveries: [], stories: [], planned: [] });

    unreadable = false;
    expect(await planner({ collections: flaky }).execute()).toHaveLength(2);
    expect(store.rows.planned).toHaveLength(2);
  });
});
