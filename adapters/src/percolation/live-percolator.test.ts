import { expect, test } from '@jest/globals';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { InMemoryCollectionRepository } from '@newsdesk/core/collections/testing/in-memory-collection-repository';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { aBareDocument } from '@newsdesk/core/testing/news-document.mother';
import { LivePercolator } from './live-percolator';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const aDocument = (body: string): NewsDocument => aBareDocument(body, body, { acquiredAt: NOW.toISOString() });

/** `stored`: rows the repository would refuse today (saved by an older version, say). */
const setUp = async (stored: Collection[] = []) => {
  const repository = new InMemoryCollectionRepository();
  const warnings: string[] = [];
  const collections = {
    listAll: async () => [...stored, ...(await repository.listAll())],
    findById: async (id: string) => stored.find((c) => c.id === id) ?? repository.findById(id),
    versions: async () => new Map([...stored.map((c): [string, string] => [c.id, c.updatedAt]), ...(await repository.versions())]),
  };
  const live = new LivePercolator({
    collections,
    changes: repository,
    logger: { warn: (_details, message) => void warnings.push(message), info: () => undefined },
  });
  return { repository, live, warnings };
};

test('loads every collection at start, then follows saves and deletions in the order they were announced', async () => {
  const { repository, live } = await setUp();
  const gold = aCollection({ search: aCollectionSearch({ tags: [{ name: 'gold' }] }) });
  await repository.insert(gold);
  await live.start();
  try {
    expect(live.match(aDocument('gold'), NOW)).toEqual([gold.id]);
    await repository.update({ ...gold, search: aCollectionSearch({ tags: [{ name: 'silver' }] }) });
    const copper = aCollection({ search: aCollectionSearch({ tags: [{ name: 'copper' }] }) });
    await repository.insert(copper);
    await repository.delete(copper.id);
    await live.settled();
    expect(live.match(aDocument('gold'), NOW)).toEqual([]);
    expect(live.match(aDocument('silver'), NOW)).toEqual([gold.id]);
    expect(live.match(aDocument('copper'), NOW)).toEqual([]);
    expect(live.size).toBe(1);
  } finally {
    await live.stop();
  }
});

test('a stored search that cannot run is logged and left out; the others still percolate', async () => {
  const broken = aCollection({ search: aCollectionSearch({ tags: [{ name: 'ab*' }] }) });
  const { repository, live, warnings } = await setUp([broken]);
  const gold = aCollection({ search: aCollectionSearch({ tags: [{ name: 'gold' }] }) });
  await repository.insert(gold);
  await live.start();
  try {
    expect(live.size).toBe(1);
    expect(warnings).toEqual(['a collection search cannot run; it is not percolated']);
    expect(live.match(aDocument('gold abacus'), NOW)).toEqual([gold.id]);
  } finally {
    await live.stop();
  }
});

test('missed announcements: only the collections changed or deleted meanwhile are reloaded, never all of them', async () => {
  // what the database holds, changed behind the percolator's back (announcements lost)
  const stored = new InMemoryCollectionRepository();
  const gold = aCollection({ search: aCollectionSearch({ tags: [{ name: 'gold' }] }) });
  const silver = aCollection({ search: aCollectionSearch({ tags: [{ name: 'silver' }] }) });
  await stored.insert(gold);
  await stored.insert(silver);
  const loaded: string[] = [];
  const collections = {
    listAll: async () => {
      loaded.push('all');
      return stored.listAll();
    },
    findById: async (id: string) => {
      loaded.push(id);
      return stored.findById(id);
    },
    versions: () => stored.versions(),
  };
  const live = new LivePercolator({
    collections,
    changes: new InMemoryCollectionRepository(),
    logger: { warn: () => undefined, info: () => undefined },
    resyncEveryMs: 20,
  });
  await live.start();
  try {
    await stored.update({ ...gold, search: aCollectionSearch({ tags: [{ name: 'platinum' }] }), updatedAt: '2026-11-23T00:00:00.000Z' });
    await stored.delete(silver.id);
    for (let i = 0; i < 100 && live.size !== 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await live.settled();
    expect(live.match(aDocument('platinum'), NOW)).toEqual([gold.id]);
    expect(live.match(aDocument('gold silver'), NOW)).toEqual([]);
    expect(loaded.filter((l) => l === 'all')).toHaveLength(1);
    expect(new Set(loaded.filter((l) => l !== 'all'))).toEqual(new Set([gold.id]));
  } finally {
    await live.stop();
  }
});
