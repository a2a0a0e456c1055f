import type { ToastStore } from '../toasts/toast.store';
import { FakeSearchApi, NOW } from '../search/search.fixtures';
import { SearchStore } from '../search/search.store';
import { CollectionEditorStore } from './collection-editor.store';
import { toCollectionSearch } from './collection-search';
import { FakeCollectionsApi, aCollection, aCollectionSearch, someCollections } from './collections.fixtures';
import { CollectionsStore } from './collections.store';
import { DashboardStore } from './dashboard.store';
import type { DashboardPageState } from './dashboard-cache';
import type { VersionedEntry } from '../cache/versioned-entry';

export type CollectionsScenario =
  | 'list'
  | 'grid'
  | 'loading'
  | 'empty'
  | 'error'
  | 'documents-error'
  | 'edit-mode'
  | 'edit-invalid-chips'
  | 'pending-chip'
  | 'share'
  | 'unsubscribe-warning'
  | 'delete-confirm'
  | 'deliveries';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A collections store over the in-memory API in the given state; `ready` settles once it is there. */
export const makeCollectionsStore = (scenario: CollectionsScenario, toasts: ToastStore | null = null) => {
  const api = new FakeCollectionsApi(scenario === 'empty' ? [] : someCollections());
  const store = new CollectionsStore(api, { toasts, cache: null });
  const ready = (async () => {
    if (scenario === 'loading') api.pending = true;
    if (scenario === 'error') api.failing.add('list');
    if (scenario === 'documents-error') api.failingDocuments.add(api.collections[1]!.id);
    if (scenario === 'grid') store.setViewMode('grid');
    if (scenario === 'loading') {
      void store.init();
      return;
    }
    await store.init();
    const first = store.collections[0]!;
    switch (scenario) {
      case 'edit-mode':
      case 'deliveries':
        store.setMode('edit');
        if (scenario === 'deliveries') await store.deliveries.open(first);
        break;
      case 'edit-invalid-chips':
        store.setMode('edit');
        store.edit(first);
        store.editor.emails.setDraft('desk@newsroom');
        store.editor.emails.commitDraft();
        store.editor.slack.setDraft('economy desk');
        store.editor.slack.commitDraft();
        await store.editor.save();
        break;
      case 'pending-chip':
        store.setMode('edit');
        store.edit(first);
        store.editor.emails.setDraft('chief@newsroom.example');
        await store.editor.save();
        break;
      case 'share':
        store.setMode('edit');
        store.sharing.open(store.collections[1]!);
        store.sharing.emails.setDraft('marc.dubois@newsroom.example,');
        break;
      case 'unsubscribe-warning':
        store.unsubscribing.open();
        await store.unsubscribing.submit();
        break;
      case 'delete-confirm':
        store.setMode('edit');
        store.askDelete(store.collections[1]!);
        break;
      default:
        break;
    }
    await tick();
  })();
  return { api, store, ready };
};

export type DashboardScenario = 'loaded' | 'loading' | 'empty' | 'error' | 'feed-error';

export const makeDashboardStore = (scenario: DashboardScenario, cache: VersionedEntry<DashboardPageState> | null = null) => {
  const api = new FakeCollectionsApi(scenario === 'empty' ? [] : someCollections());
  if (scenario === 'loading') api.pending = true;
  if (scenario === 'error') api.failing.add('list');
  if (scenario === 'feed-error') api.failingDocuments.add(api.collections[1]!.id);
  const store = new DashboardStore(api, { cache });
  const ready = scenario === 'loading' ? (void store.init(), Promise.resolve()) : store.init();
  return { api, store, ready };
};

/** The search page with a term, and the "save as collection" editor over the same fake server. */
export const makeSaveAsCollection = (scenario: 'idle' | 'open' | 'duplicate', toasts: ToastStore | null = null) => {
  const searchApi = new FakeSearchApi();
  const api = new FakeCollectionsApi(someCollections(), searchApi);
  // a saved search for the duplicate: the term inflation, the past month, no filters
  if (scenario === 'duplicate')
    api.collections.push(aCollection({ id: '00000000-0000-4000-8000-000000000099', name: 'Prices', search: aCollectionSearch() }));
  const search = new SearchStore(searchApi, { cache: null, now: () => NOW, debounceMs: 0 });
  const editor = new CollectionEditorStore(api, (view) =>
    toasts?.show({ kind: 'success', messageKey: 'collections:toasts.added', message: 'Collection added', values: { name: view.name } }),
  );
  const ready = (async () => {
    await search.init();
    search.addSuggestion(
      scenario === 'duplicate'
        ? { name: 'inflation', kind: 'term', documents: 860 }
        : { name: 'Zurich', kind: 'location', documents: 4410 },
    );
    await tick();
    if (scenario === 'idle') return;
    editor.openCreate(toCollectionSearch(search.snapshot), scenario === 'duplicate' ? 'Inflation watch' : 'Zurich');
    if (scenario === 'duplicate') await editor.save();
  })();
  return { api, search, editor, ready };
};
