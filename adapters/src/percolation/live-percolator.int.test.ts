import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { aBareDocument } from '@newsdesk/core/testing/news-document.mother';
import { PostgresCollectionChanges } from '../postgres/collections/postgres-collection-changes';
import { PostgresCollectionRepository } from '../postgres/collections/postgres-collection-repository';
import { PgListener } from '../postgres/listen/pg-listener';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { LivePercolator } from './live-percolator';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const APPLICATION = 'newsdesk-test-reconnect';
const NOW = new Date();
const aDocument = (body: string): NewsDocument => aBareDocument(crypto.randomUUID(), body, { acquiredAt: NOW.toISOString() });

const listenerBackends = async (): Promise<number> => {
  const rows = await db.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = ? and datname = current_database()`, [
      APPLICATION,
    ]);
  return Number(rows[0]!.n);
};

const until = async (condition: () => Promise<boolean> | boolean, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

test('a change made while the LISTEN connection was killed is applied once the connection is back', async () => {
  const collections = new PostgresCollectionRepository(db.orm);
  // the first reconnect waits a second: the change below falls into that gap
  const changes = new PostgresCollectionChanges(
    () => new PgListener({ connectionString: db.url, applicationName: APPLICATION, initialBackoffMs: 1_000 }),
  );
  // the periodic reload must not be what picks the change up
  const percolator = new LivePercolator({ collections, changes, logger: pino({ level: 'silent' }), resyncEveryMs: 60 * 60_000 });
  const gold = aCollection({ search: aCollectionSearch({ tags: [{ name: 'gold' }] }) });
  await collections.insert(gold);
  await percolator.start();
  try {
    expect(percolator.match(aDocument('gold'), NOW)).toEqual([gold.id]);

    await db.orm.em
      .fork()
      .execute(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()`, [
        APPLICATION,
      ]);
    await until(async () => (await listenerBackends()) === 0, 2_000);
    const silver = aCollection({ search: aCollectionSearch({ tags: [{ name: 'silver' }] }) });
    await collections.insert(silver);
    // as UpdateCollection saves it: with a new updatedAt
    await collections.update({ ...gold, search: aCollectionSearch({ tags: [{ name: 'copper' }] }), updatedAt: new Date().toISOString() });
    // nobody was listening when both were announced: their NOTIFYs are gone
    expect(await listenerBackends()).toBe(0);
    await percolator.settled();
    expect(percolator.match(aDocument('silver'), NOW)).toEqual([]);

    await until(async () => percolator.match(aDocument('silver'), NOW).length === 1, 5_000);
    await percolator.settled();
    expect(await listenerBackends()).toBe(1);
    expect(percolator.match(aDocument('silver'), NOW)).toEqual([silver.id]);
    expect(percolator.match(aDocument('copper'), NOW)).toEqual([gold.id]);
    expect(percolator.match(aDocument('gold'), NOW)).toEqual([]);

    // and announcements are heard again on the new connection
    const tin = aCollection({ search: aCollectionSearch({ tags: [{ name: 'tin' }] }) });
    await collections.insert(tin);
    await until(async () => percolator.match(aDocument('tin'), NOW).length === 1, 2_000);
  } finally {
    await percolator.stop();
  }
}, 20_000);
