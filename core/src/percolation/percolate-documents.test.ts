import { beforeEach, describe, expect, test } from '@jest/globals';
import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import type { TimeFrame } from '../search/search-query.types';
import { aBareDocument } from '../testing/news-document.mother';
import { CollectionPercolator } from './collection-percolator';
import { PercolateDocuments, type PercolateDocumentsDeps } from './percolate-documents';
import type { DocumentPercolator } from './percolation.ports';
import { InMemoryMatchQueue } from './testing/in-memory-match-queue';

const NOW = new Date('2026-11-22T12:00:00.000Z');

const aDocument = (id: string, body: string, overrides: Partial<NewsDocument> = {}, acquiredAt?: string): NewsDocument =>
  aBareDocument(id, body, { acquiredAt }, overrides);

const searchFor = (word: string, timeFrame: TimeFrame = 'week'): CollectionSearch => ({
  tags: [{ name: word }],
  timeFrame,
  sort: { field: 'indexing-date', direction: 'newest' },
  exactMatchesOnly: false,
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
});

let queue: InMemoryMatchQueue;
let percolator: CollectionPercolator;
let events: string[];
let failed: string[];

beforeEach(() => {
  queue = new InMemoryMatchQueue();
  percolator = new CollectionPercolator();
  percolator.upsert({ id: 'gold', search: searchFor('gold') });
  percolator.upsert({ id: 'rates', search: searchFor('rate') });
  events = [];
  failed = [];
});

// the real percolator, telling which document it matched when
const watched = (inner: DocumentPercolator): DocumentPercolator => ({
  match: (document, now) => {
    events.push(`match ${document.id}`);
    return inner.match(document, now);
  },
});

const percolate = (overrides: Partial<PercolateDocumentsDeps> = {}) =>
  new PercolateDocuments({
    queue,
    percolator: watched(percolator),
    clock: { now: () => NOW },
    yieldTurn: async () => void events.push('turn'),
    documentFailed: (documentId) => void failed.push(documentId),
    ...overrides,
  });

describe('PercolateDocuments', () => {
  test('records the matches of each claimed document, takes it off the queue and announces the matches per collection', async () => {
    queue.enqueue(aDocument('d1', 'Gold and rates'));
    queue.enqueue(aDocument('d2', 'Gold rallies'));
    queue.enqueue(aDocument('d3', 'Rates rise', { storyId: 'd1', isOriginal: false }));

    expect(await percolate().execute(2)).toEqual({
      documents: 2,
      announced: [
        { collectionId: 'gold', documentIds: ['d1', 'd2'] },
        { collectionId: 'rates', documentIds: ['d1'] },
      ],
    });
    expect(queue.waiting).toEqual(['d3']);
    expect(await percolate().execute(2)).toEqual({ documents: 1, announced: [{ collectionId: 'rates', documentIds: ['d3'] }] });
    expect(queue.matches).toContainEqual({ collectionId: 'rates', documentId: 'd3', storyId: 'd1', isOriginal: false });
    expect(queue.heard).toHaveLength(3);
    expect(await percolate().execute(2)).toEqual({ documents: 0, announced: [] });
  });

  test('gives the process a turn between two documents, never before the first', async () => {
    for (const id of ['d1', 'd2', 'd3']) queue.enqueue(aDocument(id, 'nothing to see'));
    await percolate().execute(10);
    expect(events).toEqual(['match d1', 'turn', 'match d2', 'turn', 'match d3']);
  });

  test('a document whose matching throws leaves the queue without matches; the documents after it still match', async () => {
    queue.enqueue(aDocument('broken', 'Gold'));
    queue.enqueue(aDocument('d2', 'Gold'));
    const breaking: DocumentPercolator = {
      match: (document, now) => {
        if (document.id === 'broken') throw new Error('cannot prepare this text');
        return percolator.match(document, now);
      },
    };

    const batch = await percolate({ percolator: breaking }).execute(10);

    expect(batch).toEqual({ documents: 2, announced: [{ collectionId: 'gold', documentIds: ['d2'] }] });
    expect(failed).toEqual(['broken']);
    expect(queue.waiting).toEqual([]);
  });

  test('a batch that fails records nothing and leaves its documents queued for the next one', async () => {
    queue.enqueue(aDocument('d1', 'Gold'));
    queue.enqueue(aDocument('d2', 'Gold'));
    const stopping = percolate({
      yieldTurn: async () => {
        throw new Error('the process is stopping');
      },
    });

    await expect(stopping.execute(10)).rejects.toThrow('the process is stopping');
    expect(queue.waiting).toEqual(['d1', 'd2']);
    expect(queue.matches).toEqual([]);
    expect(queue.heard).toEqual([]);

    expect((await percolate().execute(10)).announced).toEqual([{ collectionId: 'gold', documentIds: ['d1', 'd2'] }]);
  });

  test('batches running at once claim different documents', async () => {
    for (const id of ['d1', 'd2', 'd3', 'd4']) queue.enqueue(aDocument(id, 'Gold'));
    let letFirstGo = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      letFirstGo = resolve;
    });
    const first = percolate({ yieldTurn: () => firstHeld }).execute(2);
    const second = await percolate().execute(10);
    letFirstGo();
    expect(second.announced).toEqual([{ collectionId: 'gold', documentIds: ['d3', 'd4'] }]);
    expect((await first).announced).toEqual([{ collectionId: 'gold', documentIds: ['d1', 'd2'] }]);
  });

  test('a match recorded before is not announced again when its document comes back to the queue', async () => {
    queue.enqueue(aDocument('d1', 'Gold'));
    await percolate().execute(10);
    queue.enqueue(aDocument('d1', 'Gold'));
    expect(await percolate().execute(10)).toEqual({ documents: 1, announced: [] });
    expect(queue.matches).toHaveLength(1);
  });

  test('a document indexed a little after this clock’s now is matched as of its indexing ("past hour" still holds it)', async () => {
    percolator.upsert({ id: 'hourly', search: searchFor('gold', 'past-hour') });
    queue.enqueue(aDocument('ahead', 'Gold', {}, '2026-11-22T12:00:30.000Z'));
    queue.enqueue(aDocument('old', 'Gold', {}, '2026-11-22T10:30:00.000Z'));

    const { announced } = await percolate().execute(10);

    expect(announced).toContainEqual({ collectionId: 'hourly', documentIds: ['ahead'] });
    expect(announced).toContainEqual({ collectionId: 'gold', documentIds: ['ahead', 'old'] });
  });
});
