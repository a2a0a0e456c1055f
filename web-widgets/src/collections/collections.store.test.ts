import { describe, expect, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { ToastStore } from '../toasts/toast.store';
import { MemoryStorage } from '../search/search.fixtures';
import { FakeCollectionsApi, aCollectionSearch, someCollections } from './collections.fixtures';
import { CollectionsStore } from './collections.store';
import { collectionsPageCache } from './dashboard-cache';

const setup = async () => {
  const api = new FakeCollectionsApi(someCollections());
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const store = new CollectionsStore(api, { toasts, cache: null });
  await store.init();
  return { api, store, toasts };
};

const names = (store: CollectionsStore) => store.collections.map((c) => c.name);

describe('CollectionsStore', () => {
  test('loads the collections in the user’s order with the newest documents of each', async () => {
    const { api, store } = await setup();
    expect(names(store)).toEqual(['Swiss National Bank', 'Inflation', 'Zurich', 'Pension reform']);
    expect(store.documents[store.collections[1]!.id]).toMatchObject({ status: 'ready' });
    expect(store.documents[store.collections[1]!.id]!.hits.length).toBeGreaterThan(0);
    expect(api.callsOf('documents').every(([, page, size]) => page === 1 && size === 5)).toBe(true);
  });

  test('a failing collection shows its error and one toast "Error fetching collection documents"; the others load', async () => {
    const api = new FakeCollectionsApi(someCollections());
    api.failingDocuments.add(api.collections[0]!.id);
    api.failingDocuments.add(api.collections[2]!.id);
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    const store = new CollectionsStore(api, { toasts, cache: null });
    await store.init();
    expect(store.documents[api.collections[0]!.id]!.status).toBe('error');
    expect(store.documents[api.collections[1]!.id]!.status).toBe('ready');
    expect(toasts.toasts).toHaveLength(1);
    expect(toasts.toasts[0]).toMatchObject({
      kind: 'error',
      messageKey: 'errors:collection.documents_failed',
      message: 'Error fetching collection documents',
    });
    // trying one card again toasts again if it fails again
    await store.loadDocuments(api.collections[0]!.id);
    expect(toasts.toasts).toHaveLength(2);
  });

  test('a move is shown at once and saved; a refused order is put back with "Error updating collection order"', async () => {
    const { api, store, toasts } = await setup();
    const [a, b, c, d] = store.collections.map((x) => x.id);
    await store.move(a!, c!);
    expect(api.callsOf('order')).toEqual([[[b, c, a, d]]]);
    expect(store.collections.map((x) => x.id)).toEqual([b, c, a, d]);
    api.failing.add('order');
    const moving = store.move(d!, b!);
    expect(store.collections.map((x) => x.id)).toEqual([d, b, c, a]);
    await moving;
    expect(store.collections.map((x) => x.id)).toEqual([b, c, a, d]);
    expect(toasts.toasts.at(-1)).toMatchObject({
      kind: 'error',
      messageKey: 'errors:collection.order_failed',
      message: 'Error updating collection order',
    });
  });

  test('two quick moves, the first refused: the screen ends in the server’s order', async () => {
    const { api, store, toasts } = await setup();
    const [a, b, c, d] = store.collections.map((x) => x.id);
    // the first save hangs until released, then fails; later saves reach the fake server
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const save = api.saveOrder.bind(api);
    let calls = 0;
    api.saveOrder = async (ids) => {
      calls += 1;
      if (calls > 1) return save(ids);
      await released;
      throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
    };
    const first = store.move(a!, c!);
    const second = store.move(d!, b!);
    expect(store.collections.map((x) => x.id)).toEqual([d, b, c, a]);
    release();
    await Promise.all([first, second]);
    expect(store.collections.map((x) => x.id)).toEqual(api.collections.map((x) => x.id));
    expect(toasts.toasts.at(-1)).toMatchObject({ kind: 'error', messageKey: 'errors:collection.order_failed' });
  });

  test('toasts: added → updated → removed', async () => {
    const { store, toasts } = await setup();
    store.editor.openCreate(aCollectionSearch({ tags: [{ name: 'glacier' }] }), 'Glaciers');
    const created = await store.editor.save();
    store.edit(created!);
    store.editor.setName('Glaciers and snow');
    await store.editor.save();
    store.askDelete(store.collections.at(-1)!);
    await store.confirmDelete();
    expect(toasts.toasts.map((t) => [t.messageKey, t.values?.['name']])).toEqual([
      ['collections:toasts.added', 'Glaciers'],
      ['collections:toasts.updated', 'Glaciers and snow'],
      ['collections:toasts.removed', 'Glaciers and snow'],
    ]);
    expect(names(store)).not.toContain('Glaciers and snow');
  });

  test('a failed delete keeps the collection and toasts "Error deleting collection"', async () => {
    const { api, store, toasts } = await setup();
    api.failing.add('delete');
    store.askDelete(store.collections[0]!);
    await store.confirmDelete();
    expect(names(store)).toContain('Swiss National Bank');
    expect(toasts.toasts.at(-1)).toMatchObject({
      kind: 'error',
      messageKey: 'errors:collection.delete_failed',
      message: 'Error deleting collection',
    });
  });

  test('unsubscribe: nothing selected warns without a request; a selection leaves those collections', async () => {
    const { api, store } = await setup();
    store.unsubscribing.open();
    expect(store.unsubscribing.options.map((c) => c.name)).toEqual(['Zurich']);
    expect(await store.unsubscribing.submit()).toBe(false);
    expect(store.unsubscribing.error).toMatchObject({
      code: 'collection.nothing_selected',
      message: 'You must select at least one collection',
    });
    expect(api.callsOf('unsubscribe')).toEqual([]);
    store.unsubscribing.toggle(store.unsubscribing.options[0]!.id);
    expect(await store.unsubscribing.submit()).toBe(true);
    expect(names(store)).toEqual(['Swiss National Bank', 'Inflation', 'Pension reform']);
  });

  test('list or grid is remembered', async () => {
    const storage = new MemoryStorage();
    const first = new CollectionsStore(new FakeCollectionsApi(), { cache: collectionsPageCache(storage) });
    first.setViewMode('grid');
    const second = new CollectionsStore(new FakeCollectionsApi(), { cache: collectionsPageCache(storage) });
    await second.init();
    expect(second.viewMode).toBe('grid');
  });
});
