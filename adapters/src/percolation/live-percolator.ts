import type { CollectionChange, CollectionChanges, CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { CollectionPercolator } from '@newsdesk/core/percolation/collection-percolator';

export interface LivePercolatorLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface LivePercolatorDeps {
  collections: Pick<CollectionRepository, 'listAll' | 'findById'>;
  changes: CollectionChanges;
  logger: LivePercolatorLogger;
  /**
   * Every collection is reloaded this often (default 5 minutes), besides after a lost LISTEN
   * connection: a last resort for a change whose announcement was lost some other way.
   */
  resyncEveryMs?: number;
}

/**
 * The percolator of this process, kept current: all collections at start, then each announced
 * change (saved: reload that collection; deleted: drop it). Loads and reloads run one after
 * another, so a slow full load never overwrites a change heard after it started.
 */
export class LivePercolator {
  private percolator = new CollectionPercolator();
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => Promise<void>) | null = null;
  private resyncTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: LivePercolatorDeps) {}

  /** Resolves once every collection is loaded and changes are being heard. */
  async start(): Promise<void> {
    // subscribe first: a change made during the full load is applied after it
    this.unsubscribe = await this.deps.changes.subscribe((change) => void this.enqueue(() => this.apply(change)), {
      // changes announced while the LISTEN connection was down are lost: reload them all, queued
      // before any change heard on the new connection
      onReconnect: () => {
        this.deps.logger.info({}, 'collection announcements were interrupted; reloading every collection');
        void this.enqueue(() => this.loadAll());
      },
    });
    await this.enqueue(() => this.loadAll());
    this.resyncTimer = setInterval(() => void this.enqueue(() => this.loadAll()), this.deps.resyncEveryMs ?? 5 * 60_000);
    this.resyncTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    await this.unsubscribe?.();
    this.unsubscribe = null;
    await this.queue;
  }

  /** Resolves when the changes heard so far are applied (tests, and before a batch that must see them). */
  settled(): Promise<void> {
    return this.queue;
  }

  get size(): number {
    return this.percolator.size;
  }

  match(document: NewsDocument, now: Date): string[] {
    return this.percolator.match(document, now);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'updating the percolator failed'));
    return this.queue;
  }

  private async loadAll(): Promise<void> {
    const fresh = new CollectionPercolator();
    let added = 0;
    for (const collection of await this.deps.collections.listAll()) {
      this.add(fresh, collection);
      // 100,000 collections take seconds to compile: HTTP requests of this process get turns meanwhile
      if (++added % 1_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.percolator = fresh;
  }

  private async apply(change: CollectionChange): Promise<void> {
    const collection = change.kind === 'deleted' ? null : await this.deps.collections.findById(change.collectionId);
    if (collection) this.add(this.percolator, collection);
    else this.percolator.remove(change.collectionId);
  }

  /** A stored search that cannot run matches nothing, as its search would find nothing; it is logged, not fatal. */
  private add(percolator: CollectionPercolator, collection: Collection) {
    try {
      percolator.upsert(collection);
    } catch (error) {
      this.deps.logger.warn({ err: error, collectionId: collection.id }, 'a collection search cannot run; it is not percolated');
    }
  }
}
