import { describe, expect, test } from '@jest/globals';
import { NOW } from '../search/search.fixtures';
import { makeDashboardStore } from './collections.scenarios';

describe('dashboard columns update when matches arrive live', () => {
  test('a match of a shown collection reads that column again: the new document is on top; other columns are not read', async () => {
    const { api, store, ready } = makeDashboardStore('loaded');
    await ready;
    const feed = store.feeds.find((f) => f.documents.length > 0)!;
    const shown = api.search.index.documents.find((d) => d.id === feed.documents[0]!.id)!;
    api.search.index.documents.push({
      ...shown,
      id: 'live-arrival',
      storyId: 'live-arrival',
      document: { ...shown.document, documentTitle: 'Live arrival', firstAcquisitionDate: new Date(NOW.getTime() - 1_000).toISOString() },
    });
    const before = api.calls.filter((c) => c.method === 'documents').length;
    await store.collectionMatched(feed.collection.id);
    expect(feed.documents[0]!.document.documentTitle).toBe('Live arrival');
    const reads = api.calls.filter((c) => c.method === 'documents').slice(before);
    expect(reads.map((c) => c.args[0])).toEqual([feed.collection.id]);
  });

  test('a burst of matches for one column ends in at most one more read; unknown collections are ignored', async () => {
    const { api, store, ready } = makeDashboardStore('loaded');
    await ready;
    const id = store.feeds[0]!.collection.id;
    const before = api.calls.filter((c) => c.method === 'documents').length;
    await Promise.all([
      store.collectionMatched(id),
      store.collectionMatched(id),
      store.collectionMatched(id),
      store.collectionMatched('elsewhere'),
    ]);
    expect(api.calls.filter((c) => c.method === 'documents').length - before).toBe(2);
  });
});
