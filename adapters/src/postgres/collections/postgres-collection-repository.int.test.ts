import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { CollectionChange } from '@newsdesk/core/collections/collection.ports';
import { aCollection } from '@newsdesk/core/collections/testing/collection.mother';
import { collectionRepositoryContract } from '@newsdesk/core/collections/testing/collection-repository.contract';
import { aUuid } from '@newsdesk/core/testing/identity.mother';
import { PgListener } from '../listen/pg-listener';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresCollectionChanges } from './postgres-collection-changes';
import { PostgresCollectionRepository } from './postgres-collection-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

collectionRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.fork().execute('truncate collection, collection_member');
  return new PostgresCollectionRepository(db.orm);
});

const nextChanges = (count: number, within: number) => {
  const heard: CollectionChange[] = [];
  let resolve!: (changes: CollectionChange[]) => void;
  const done = new Promise<CollectionChange[]>((r) => (resolve = r));
  const timer = setTimeout(() => resolve(heard), within);
  return {
    listener: (change: CollectionChange) => {
      heard.push(change);
      if (heard.length === count) {
        clearTimeout(timer);
        resolve(heard);
      }
    },
    done,
    heard,
  };
};

test('every write is announced to another connection within a second; a rolled-back write is not', async () => {
  const repo = new PostgresCollectionRepository(db.orm);
  const changes = new PostgresCollectionChanges(
    () => new PgListener({ connectionString: db.url, applicationName: 'newsdesk-test-listener' }),
  );
  const owner = aUuid();
  const reader = aUuid();
  const first = aCollection({ ownerId: owner, subscriberIds: [reader] });
  const expected = nextChanges(4, 1_000);
  const stop = await changes.subscribe(expected.listener);
  const startedAt = Date.now();
  await repo.insert(first);
  await expect(repo.insert({ ...aCollection({ ownerId: owner }), name: first.name })).rejects.toMatchObject({
    code: 'collection.name_taken',
  });
  await repo.update({ ...first, name: 'Renamed' });
  await repo.unsubscribe(reader, [first.id]);
  await repo.setOrder(owner, [first.id]);
  await repo.delete(first.id);
  await repo.delete(first.id);
  await expected.done;
  // delivered by NOTIFY (a loaded CI machine may take longer than the usual milliseconds)
  expect(Date.now() - startedAt).toBeLessThan(10_000);
  // nothing else arrives: not the refused insert, not the order, not the second delete
  await new Promise((r) => setTimeout(r, 300));
  expect(expected.heard).toEqual([
    { collectionId: first.id, kind: 'saved' },
    { collectionId: first.id, kind: 'saved' },
    { collectionId: first.id, kind: 'saved' },
    { collectionId: first.id, kind: 'deleted' },
  ]);
  await stop();
});

test('a unique violation that slipped past the use case (a race) becomes the domain error', async () => {
  const repo = new PostgresCollectionRepository(db.orm);
  const owner = aUuid();
  const racers = [aCollection({ ownerId: owner, name: 'Race' }), { ...aCollection({ ownerId: owner }), name: 'race' }];
  const results = await Promise.allSettled(racers.map((c) => repo.insert(c)));
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'collection.name_taken' });
  // either insert may win the race: the twin repeats the search of the one that was stored
  const stored = racers[results.findIndex((r) => r.status === 'fulfilled')]!;
  const twin = await Promise.allSettled([repo.insert(aCollection({ ownerId: owner, search: stored.search }))]);
  expect((twin[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'collection.duplicate_search' });
});

test('the LISTEN connection is closed when the last subscriber leaves', async () => {
  const changes = new PostgresCollectionChanges(() => new PgListener({ connectionString: db.url, applicationName: 'newsdesk-test-idle' }));
  const count = async () =>
    Number(
      (
        await db.orm.em
          .fork()
          .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = 'newsdesk-test-idle'`)
      )[0]!.n,
    );
  const stopA = await changes.subscribe(() => undefined);
  const stopB = await changes.subscribe(() => undefined);
  expect(await count()).toBe(1);
  await stopA();
  expect(await count()).toBe(1);
  await stopB();
  await new Promise((r) => setTimeout(r, 100));
  expect(await count()).toBe(0);
});
