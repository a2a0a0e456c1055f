import { makeAutoObservable, runInAction } from 'mobx';
import { errorToast, type ToastStore } from '../toasts/toast.store';
import type { SearchHit } from '../search/search.types';
import { SparklinesStore } from '../search/attention/sparklines.store';
import { CollectionEditorStore, type EditorMode } from './collection-editor.store';
import { ShareCollectionStore, UnsubscribeStore } from './collection-dialogs.store';
import { DELETE_FAILED, DOCUMENTS_FAILED, ORDER_FAILED } from './collection-error';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionView, CollectionsViewMode } from './collections.types';
import { collectionsPageCache } from './dashboard-cache';
import { DeliveryLogStore } from './delivery-log.store';
import type { VersionedEntry } from '../cache/versioned-entry';
import type { TopicName } from './collections.types';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

/** How many of a collection's newest documents its card shows. */
export const CARD_DOCUMENTS = 5;

export interface CollectionDocuments {
  status: Exclude<LoadStatus, 'idle'>;
  hits: SearchHit[];
  total: number;
}

export interface CollectionsStoreOptions {
  /** The app's toasts (spec §8: errors and confirmations at the bottom centre); null: none. */
  toasts?: ToastStore | null;
  /** Remembers list or grid; null: nothing is kept (stories, embedding). */
  cache?: VersionedEntry<{ viewMode: CollectionsViewMode }> | null;
  /** The sparklines' clock (stories and tests fix it). */
  now?: () => Date;
}

const arrayMove = <T>(list: readonly T[], from: number, to: number): T[] => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
};

/** The collections page: the list in the user's order, each collection's newest documents, the dialogs. */
export class CollectionsStore {
  status: LoadStatus = 'idle';
  error: UiError | null = null;
  collections: CollectionView[] = [];
  /** The topics, to name a saved search's topic filters in the reader's language (ADR 0029). */
  topics: TopicName[] = [];
  maxPerUser = 0;
  viewMode: CollectionsViewMode = 'list';
  mode: 'view' | 'edit' = 'view';
  documents: Record<string, CollectionDocuments> = {};
  /** The collection whose deletion waits for confirmation. */
  deleting: CollectionView | null = null;
  deleteBusy = false;
  readonly editor: CollectionEditorStore;
  readonly sharing: ShareCollectionStore;
  readonly unsubscribing: UnsubscribeStore;
  readonly deliveries: DeliveryLogStore;
  /** Each card's documents per day of the last 30 days; null when the API offers none. */
  readonly sparklines: SparklinesStore | null;
  private readonly toasts: ToastStore | null;
  /** Order saves run one at a time, in the order of the moves. */
  private orderSaves: Promise<void> = Promise.resolve();
  private pendingOrderSaves = 0;
  private orderFailed = false;
  /** The last order the server confirmed (loaded or saved). */
  private serverOrder: string[] = [];
  private readonly cache: VersionedEntry<{ viewMode: CollectionsViewMode }> | null;

  /** The CSV download of a collection's documents (null when the API offers none). */
  csvExportHref(id: string): string | null {
    return this.api.exportUrl?.(id) ?? null;
  }

  constructor(
    private readonly api: CollectionsApi,
    options: CollectionsStoreOptions = {},
  ) {
    this.toasts = options.toasts ?? null;
    this.cache = options.cache === undefined ? collectionsPageCache() : options.cache;
    this.editor = new CollectionEditorStore(api, (view, mode) => this.saved(view, mode));
    this.sharing = new ShareCollectionStore(api, (view) => this.shared(view));
    this.unsubscribing = new UnsubscribeStore(
      api,
      () => this.subscribed,
      (ids) => this.unsubscribed(ids),
    );
    this.deliveries = new DeliveryLogStore(api);
    const attention = api.attention?.bind(api);
    this.sparklines = attention ? new SparklinesStore(attention, options.now) : null;
    makeAutoObservable<CollectionsStore, 'api' | 'toasts' | 'cache' | 'orderSaves' | 'pendingOrderSaves' | 'orderFailed' | 'serverOrder'>(
      this,
      {
        api: false,
        toasts: false,
        cache: false,
        orderSaves: false,
        pendingOrderSaves: false,
        orderFailed: false,
        serverOrder: false,
        editor: false,
        sharing: false,
        unsubscribing: false,
        deliveries: false,
        sparklines: false,
      },
      { autoBind: true },
    );
  }

  async init(): Promise<void> {
    const saved = this.cache?.read();
    if (saved) this.viewMode = saved.viewMode;
    await this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.api.list();
      void this.loadTopics();
      runInAction(() => {
        this.collections = answer.collections;
        this.serverOrder = answer.collections.map((c) => c.id);
        this.maxPerUser = answer.maxPerUser;
        this.status = 'ready';
      });
      // one toast for the page, however many cards failed (each card also says so itself)
      const failures = (await Promise.all(answer.collections.map((c) => this.loadDocuments(c.id, false)))).filter((e) => e !== null);
      if (failures.length > 0) this.toastError(failures[0], DOCUMENTS_FAILED);
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: DOCUMENTS_FAILED });
      });
    }
  }

  /** Without topics the chips show the ids, as before; a later load tries again. */
  private async loadTopics(): Promise<void> {
    if (this.topics.length > 0 || !this.api.topics) return;
    try {
      const topics = await this.api.topics();
      runInAction(() => {
        this.topics = topics;
      });
    } catch {
      // the ids stay readable
    }
  }

  get subscribed(): CollectionView[] {
    return this.collections.filter((c) => c.role === 'subscriber');
  }

  get limitReached(): boolean {
    return this.maxPerUser > 0 && this.collections.filter((c) => c.role === 'owner').length >= this.maxPerUser;
  }

  setViewMode(mode: CollectionsViewMode): void {
    this.viewMode = mode;
    this.cache?.write({ viewMode: mode });
  }

  setMode(mode: 'view' | 'edit'): void {
    this.mode = mode;
  }

  /** A card's documents; a failure shows on the card and (spec §8) as a toast. Returns the error, if any. */
  async loadDocuments(id: string, toast = true): Promise<unknown> {
    const previous = this.documents[id];
    const collection = this.collections.find((c) => c.id === id);
    if (collection) void this.sparklines?.load(id, collection.search);
    this.documents[id] = { status: 'loading', hits: previous?.hits ?? [], total: previous?.total ?? 0 };
    try {
      const result = await this.api.documents(id, 1, CARD_DOCUMENTS);
      runInAction(() => {
        this.documents[id] = { status: 'ready', hits: result.hits, total: result.total };
      });
      return null;
    } catch (error) {
      runInAction(() => {
        this.documents[id] = { status: 'error', hits: [], total: 0 };
      });
      if (toast) this.toastError(error, DOCUMENTS_FAILED);
      return error;
    }
  }

  /**
   * Drag (or keyboard) reorder: shown at once and saved with POST /api/collections-order. Saves go
   * out one after the other (each carries the whole order, so the last one wins on the server);
   * when one is refused, "Error updating collection order" toasts and, once no save is pending,
   * the list is read again so the screen shows the server's order, not a guess.
   */
  async move(activeId: string, overId: string): Promise<void> {
    const from = this.collections.findIndex((c) => c.id === activeId);
    const to = this.collections.findIndex((c) => c.id === overId);
    if (from < 0 || to < 0 || from === to) return;
    this.collections = arrayMove(this.collections, from, to);
    const order = this.collections.map((c) => c.id);
    this.pendingOrderSaves += 1;
    const saving = this.orderSaves.then(() => this.saveOrder(order));
    this.orderSaves = saving;
    await saving;
  }

  private async saveOrder(order: string[]): Promise<void> {
    try {
      await this.api.saveOrder(order);
      this.serverOrder = order;
    } catch (error) {
      this.orderFailed = true;
      this.toastError(error, ORDER_FAILED);
    }
    this.pendingOrderSaves -= 1;
    if (this.pendingOrderSaves > 0 || !this.orderFailed) return;
    this.orderFailed = false;
    await this.reloadOrder();
  }

  /** The server's order after a refused save; without an answer, the last order it accepted. */
  private async reloadOrder(): Promise<void> {
    let order: string[];
    try {
      order = (await this.api.list()).collections.map((c) => c.id);
    } catch {
      order = this.serverOrder;
    }
    runInAction(() => {
      const rank = (id: string) => {
        const index = order.indexOf(id);
        return index < 0 ? order.length : index;
      };
      this.collections = [...this.collections].sort((a, b) => rank(a.id) - rank(b.id));
      this.serverOrder = this.collections.map((c) => c.id);
    });
  }

  // Editing

  edit(collection: CollectionView): void {
    this.editor.openEdit(collection);
  }

  askDelete(collection: CollectionView): void {
    this.deleting = collection;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    const collection = this.deleting;
    if (!collection || this.deleteBusy) return;
    this.deleteBusy = true;
    try {
      await this.api.remove(collection.id);
      runInAction(() => {
        this.collections = this.collections.filter((c) => c.id !== collection.id);
        delete this.documents[collection.id];
        this.deleting = null;
        this.deleteBusy = false;
      });
      this.toasts?.show({
        kind: 'success',
        messageKey: 'collections:toasts.removed',
        message: 'Collection removed',
        values: { name: collection.name },
      });
    } catch (error) {
      runInAction(() => {
        this.deleting = null;
        this.deleteBusy = false;
      });
      this.toastError(error, DELETE_FAILED);
    }
  }

  // Internals

  private saved(view: CollectionView, mode: EditorMode): void {
    if (mode === 'create') this.collections.push(view);
    else this.replace(view);
    void this.loadDocuments(view.id);
    const key = mode === 'create' ? 'added' : 'updated';
    this.toasts?.show({
      kind: 'success',
      messageKey: `collections:toasts.${key}`,
      message: mode === 'create' ? 'Collection added' : 'Collection updated',
      values: { name: view.name },
    });
  }

  private shared(view: CollectionView): void {
    this.replace(view);
    this.toasts?.show({
      kind: 'success',
      messageKey: 'collections:toasts.shared',
      message: 'Collection shared',
      values: { name: view.name },
    });
  }

  private replace(view: CollectionView): void {
    this.collections = this.collections.map((c) => (c.id === view.id ? view : c));
  }

  private unsubscribed(ids: string[]): void {
    this.collections = this.collections.filter((c) => !ids.includes(c.id));
    this.toasts?.show({
      kind: 'success',
      messageKey: 'collections:toasts.unsubscribed',
      message: 'You have unsubscribed.',
      values: { count: ids.length },
    });
  }

  private toastError(error: unknown, fallback: { code: string; message: string }): void {
    this.toasts?.show(errorToast(toUiError(error, { keep: keepRefusals, fallback })));
  }
}
