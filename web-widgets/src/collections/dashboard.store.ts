import { makeAutoObservable, runInAction } from 'mobx';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionView } from './collections.types';
import { dashboardCache, toFeedDocument, type CachedFeed, type DashboardPageState, type FeedDocument } from './dashboard-cache';
import type { VersionedEntry } from '../cache/versioned-entry';
import { errorToast, type ToastStore } from '../toasts/toast.store';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

/** Spec: 5–10 newest documents per collection. */
export const FEED_SIZE = 8;

export const FEED_FAILED = { code: 'collection.feed_failed', message: 'Error fetching feed data' } as const;

export interface Feed extends CachedFeed {
  status: Exclude<LoadStatus, 'idle'>;
}

export interface DashboardStoreOptions {
  /** null: nothing is cached (stories, embedding pages). */
  cache?: VersionedEntry<DashboardPageState> | null;
  /** The app's toasts (spec §8: errors toast at the bottom centre); null or absent: none. */
  toasts?: ToastStore | null;
}

const newestFirst = (a: FeedDocument, b: FeedDocument) => b.document.firstAcquisitionDate.localeCompare(a.document.firstAcquisitionDate);

/**
 * The dashboard: a column per collection with its newest documents. The cached page (dashboardPage
 * 1.1) is shown at once, then every column is refreshed; a failing column says so on its own.
 */
export class DashboardStore {
  status: LoadStatus = 'idle';
  error: UiError | null = null;
  feeds: Feed[] = [];
  /** The shown feeds came from the cache and are being refreshed. */
  fromCache = false;
  private readonly cache: VersionedEntry<DashboardPageState> | null;
  /** Columns being read after a live match, and whether another match came meanwhile. */
  private readonly liveReads = new Map<string, boolean>();

  constructor(
    private readonly api: CollectionsApi,
    private readonly options: DashboardStoreOptions = {},
  ) {
    this.cache = options.cache === undefined ? dashboardCache() : options.cache;
    makeAutoObservable<DashboardStore, 'api' | 'options' | 'cache' | 'liveReads'>(
      this,
      { api: false, options: false, cache: false, liveReads: false },
      { autoBind: true },
    );
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.feeds.length === 0;
  }

  async init(): Promise<void> {
    const cached = this.cache?.read();
    if (cached && this.feeds.length === 0) {
      this.feeds = cached.feeds.map((feed) => ({ ...feed, status: 'ready' }));
      this.status = 'ready';
      this.fromCache = true;
    }
    await this.refresh();
  }

  async refresh(): Promise<void> {
    if (this.feeds.length === 0) this.status = 'loading';
    this.error = null;
    let collections: CollectionView[];
    try {
      collections = (await this.api.list()).collections;
    } catch (error) {
      runInAction(() => {
        // With cached columns on screen the page stays usable (the error shows above them);
        // without, the failure is the page. Either way nothing is being refreshed any more.
        if (this.feeds.length === 0) this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: FEED_FAILED });
        this.fromCache = false;
      });
      this.toastFeedFailed(error);
      return;
    }
    runInAction(() => {
      const old = new Map(this.feeds.map((feed) => [feed.collection.id, feed]));
      this.feeds = collections.map((c) => ({
        collection: { id: c.id, name: c.name, url: c.url, role: c.role },
        documents: old.get(c.id)?.documents ?? [],
        status: 'loading',
      }));
      this.status = 'ready';
    });
    // one toast for the page, however many columns failed (each column also says so itself)
    const failures = (await Promise.all(collections.map((c) => this.loadFeed(c.id)))).filter((e) => e !== null);
    if (failures.length > 0) this.toastFeedFailed(failures[0]);
    runInAction(() => {
      this.fromCache = false;
    });
    this.persist();
  }

  /**
   * New matches of a collection arrived live (the bell's socket event): its column is read again,
   * newest first. A shown column only; a burst while one read runs ends in one more read, not many.
   */
  async collectionMatched(collectionId: string): Promise<void> {
    if (!this.feeds.some((f) => f.collection.id === collectionId)) return;
    if (this.liveReads.has(collectionId)) {
      this.liveReads.set(collectionId, true);
      return;
    }
    this.liveReads.set(collectionId, false);
    try {
      do {
        this.liveReads.set(collectionId, false);
        await this.loadFeed(collectionId);
      } while (this.liveReads.get(collectionId));
    } finally {
      this.liveReads.delete(collectionId);
    }
    this.persist();
  }

  private toastFeedFailed(error: unknown): void {
    this.options.toasts?.show(errorToast(toUiError(error, { keep: keepRefusals, fallback: FEED_FAILED })));
  }

  private async loadFeed(id: string): Promise<unknown> {
    try {
      const result = await this.api.documents(id, 1, FEED_SIZE, { field: 'indexing-date', direction: 'newest' });
      // The route runs the collection's own sort; the dashboard always reads newest first.
      const documents = result.hits.map((hit) => toFeedDocument(hit.document)).sort(newestFirst);
      runInAction(() => {
        const feed = this.feeds.find((f) => f.collection.id === id);
        if (feed) Object.assign(feed, { documents, status: 'ready' });
      });
      return null;
    } catch (error) {
      runInAction(() => {
        const feed = this.feeds.find((f) => f.collection.id === id);
        if (feed) feed.status = 'error';
      });
      return error;
    }
  }

  private persist(): void {
    this.cache?.write({
      feeds: this.feeds.filter((f) => f.status === 'ready').map(({ collection, documents }) => ({ collection, documents })),
    });
  }
}
