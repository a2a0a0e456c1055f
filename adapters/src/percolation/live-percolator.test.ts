import { expect, test } from '@jest/globals';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { InMemoryCollectionRepository } from '@newsdesk/core/collections/testing/in-memory-collection-repository';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { LivePercolator } from './live-percolator';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const aDocument = (body: string): NewsDocument => ({
  id: body,
  document: { publicationDate: null, firstAcquisitionDate: NOW.toISOString(), domain: 'nzz.ch', documentTitle: '', documentBody: body, url: 'https://nzz.ch/1', associatedText: [] },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: 'en',
  storyId: body,
  isOriginal: true,
});

/** `stored`: rows the repository would refuse today (saved by an older version, say). */
const setUp = async (stored: Collection[] = []) => {
  const repository = new InMemoryCollectionRepository();
  const warnings: string[] = [];
  const collections = { listAll: async () => [...stored, ...(await repository.listAll())], findById: (id: string) => repository.findById(id) };
  const live = new LivePercolator({ collections, changes: repository, logger: { warn: (_details, message) => void warnings.push(message), info: () => undefined } });
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
