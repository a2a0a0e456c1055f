import { ToastStore } from '../toasts/toast.store';
import { describe, expect, test } from '@jest/globals';
import { MemoryStorage, NOW } from '../search/search.fixtures';
import { FakeCollectionsApi, someCollections } from './collections.fixtures';
import { DASHBOARD_PAGE_ENTRY, dashboardCache } from './dashboard-cache';
import { DashboardStore, FEED_SIZE } from './dashboard.store';

const cachedEntry = (version: string, name = 'Cached column') =>
  JSON.stringify({
    version,
    savedAt: NOW.toISOString(),
    value: { feeds: [{ collection: { id: 'c-1', name, url: '/search?collection=c-1', role: 'owner' }, documents: [] }] },
  });

describe('DashboardStore', () => {
  test('a column per collection with its newest documents, newest first, and the page cached under dashboardPage 1.1', async () => {
    const storage = new MemoryStorage();
    const api = new FakeCollectionsApi(someCollections());
    const store = new DashboardStore(api, { cache: dashboardCache(storage) });
    await store.init();
    expect(store.feeds.map((f) => f.collection.name)).toEqual(['Swiss National Bank', 'Inflation', 'Zurich', 'Pension reform']);
    const docs = store.feeds[1]!.documents;
    expect(docs.length).toBeGreaterThan(1);
    expect(docs.map((d) => d.document.firstAcquisitionDate)).toEqual(
      [...docs.map((d) => d.document.firstAcquisitionDate)].sort().reverse(),
    );
    expect(api.callsOf('documents').every(([, , size]) => size === FEED_SIZE)).toBe(true);
    const stored = JSON.parse(storage.getItem('dashboardPage')!);
    expect(stored).toMatchObject({ version: '1.1', value: { feeds: expect.any(Array) } });
    expect(stored.value.feeds).toHaveLength(4);
  });

  test('the cache keeps only what a card shows: no body, no PDF texts, no entities', async () => {
    const storage = new MemoryStorage();
    const api = new FakeCollectionsApi(someCollections());
    await new DashboardStore(api, { cache: dashboardCache(storage) }).init();
    const stored = JSON.parse(storage.getItem('dashboardPage')!) as { value: { feeds: { documents: Record<string, unknown>[] }[] } };
    const documents = stored.value.feeds.flatMap((feed) => feed.documents);
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      expect(Object.keys(doc).sort()).toEqual(['document', 'id', 'language']);
      expect(Object.keys(doc['document'] as object).sort()).toEqual([
        'documentTitle',
        'domain',
        'firstAcquisitionDate',
        'publicationDate',
        'url',
      ]);
    }
  });

  test('an entry of 1.1 written in the earlier full shape still shows, trimmed to the card fields', async () => {
    const api = new FakeCollectionsApi(someCollections());
    const full = (await api.documents(api.collections[1]!.id, 1, FEED_SIZE)).hits.map((hit) => hit.document);
    expect(full[0]!.document.documentBody.length).toBeGreaterThan(0);
    const storage = new MemoryStorage();
    const collection = { id: 'c-1', name: 'Full shape', url: '/search?collection=c-1', role: 'owner' };
    storage.setItem(
      'dashboardPage',
      JSON.stringify({ version: '1.1', savedAt: NOW.toISOString(), value: { feeds: [{ collection, documents: full }] } }),
    );
    const read = dashboardCache(storage).read();
    expect(read?.feeds[0]?.documents.map((d) => d.document.documentTitle)).toEqual(full.map((d) => d.document.documentTitle));
    expect(read?.feeds[0]?.documents[0]).not.toHaveProperty('document.documentBody');
    expect(read?.feeds[0]?.documents[0]).not.toHaveProperty('metadata');
  });

  test('the cached page shows at once, then is refreshed', async () => {
    const storage = new MemoryStorage();
    storage.setItem('dashboardPage', cachedEntry('1.1'));
    const api = new FakeCollectionsApi(someCollections());
    api.pending = true;
    const store = new DashboardStore(api, { cache: dashboardCache(storage) });
    void store.init();
    expect(store.feeds.map((f) => f.collection.name)).toEqual(['Cached column']);
    expect(store.fromCache).toBe(true);
  });

  test.each([['1.0'], ['1.2'], ['not json']])('an entry of version %s is discarded and removed', async (version) => {
    const storage = new MemoryStorage();
    storage.setItem('dashboardPage', version === 'not json' ? '{"version":"1.1",' : cachedEntry(version));
    const api = new FakeCollectionsApi(someCollections());
    api.pending = true;
    const store = new DashboardStore(api, { cache: dashboardCache(storage) });
    void store.init();
    expect(store.feeds).toEqual([]);
    expect(storage.getItem(DASHBOARD_PAGE_ENTRY.key)).toBeNull();
  });

  test('a wrongly shaped entry of the right version is discarded too', () => {
    const storage = new MemoryStorage();
    storage.setItem('dashboardPage', JSON.stringify({ version: '1.1', value: { feeds: [{ collection: { id: 1 } }] } }));
    expect(dashboardCache(storage).read()).toBeNull();
    expect(storage.getItem('dashboardPage')).toBeNull();
  });

  test('a failing column says so on its own; a failing list fails the page unless cached columns are shown; each refresh toasts once', async () => {
    const api = new FakeCollectionsApi(someCollections());
    api.failingDocuments.add(api.collections[2]!.id);
    api.failingDocuments.add(api.collections[3]!.id);
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    const store = new DashboardStore(api, { cache: null, toasts });
    await store.init();
    expect(store.feeds.map((f) => f.status)).toEqual(['ready', 'ready', 'error', 'error']);
    expect(toasts.toasts.map((t) => [t.kind, t.messageKey, t.message])).toEqual([
      ['error', 'errors:collection.feed_failed', 'Error fetching feed data'],
    ]);
    api.failing.add('list');
    await store.refresh();
    expect(toasts.toasts).toHaveLength(2);
    expect(store.status).toBe('ready');
    expect(store.error).not.toBeNull();
    const fresh = new DashboardStore(api, { cache: null });
    await fresh.init();
    expect(fresh.status).toBe('error');
  });

  test('no collections: empty', async () => {
    const store = new DashboardStore(new FakeCollectionsApi([]), { cache: null });
    await store.init();
    expect(store.isEmpty).toBe(true);
  });
});
