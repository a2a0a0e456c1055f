import type { CollectionChange, CollectionChanges, CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { CollectionPercolator } from '@newsdesk/core/percolation/collection-percolator';

export interface LivePercolatorLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface LivePercolatorDeps {
  collections: Pick<CollectionRepository, 'listAll' | 'findById' | 'versions'>;
  changes: CollectionChanges;
  logger: LivePercolatorLogger;
  /**
   * This often (default 5 minutes), and after a lost LISTEN connection, every collection's
   * `updatedAt` is compared with what this percolator holds, and only the ones that differ are
   * reloaded: a last resort for a change whose announcement was lost some other way.
   */
  resyncEveryMs?: number;
}

/**
 * The percolator of this process, kept current: all collections at start, then each announced
 * change (saved: reload that collection; deleted: drop it). Loads and reloads run one after
 * another, so a slow full load never overwrites a change heard after it started. After start a
 * collection is only ever reloaded alone: compiling 100,000 of them again took 2–2.5 s of CPU and
 * 250 MB of heap (docs/benchmarks.md, "Percolation").
 */
export class LivePercolator {
  private percolator = new CollectionPercolator();
  /** The `updatedAt` of every collection this percolator holds (or could not compile). */
  private readonly held = new Map<string, string>();
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
        this.deps.logger.info({}, 'collection announcements were interrupted; reloading the collections changed meanwhile');
        void this.enqueue(() => this.resync());
      },
    });
    await this.enqueue(() => this.loadAll());
    this.resyncTimer = setInterval(() => void this.enqueue(() => this.resync()), this.deps.resyncEveryMs ?? 5 * 60_000);
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
    this.held.clear();
    let added = 0;
    for (const collection of await this.deps.collections.listAll()) {
      this.add(fresh, collection);
      // 100,000 collections take seconds to compile: HTTP requests of this process get turns meanwhile
      if (++added % 1_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.percolator = fresh;
  }

  /** Reloads the collections whose stored `updatedAt` differs from the one held, drops the deleted ones. */
  private async resync(): Promise<void> {
    const stored = await this.deps.collections.versions();
    let changed = 0;
    for (const id of [...this.held.keys()]) {
      if (stored.has(id)) continue;
      this.percolator.remove(id);
      this.held.delete(id);
      changed += 1;
    }
    for (const [id, version] of stored) {
      if (this.held.get(id) === version) continue;
      await this.apply({ collectionId: id, kind: 'saved' });
      changed += 1;
    }
    if (changed) this.deps.logger.info({ collections: changed }, 'collections reloaded after missed announcements');
  }

  private async apply(change: CollectionChange): Promise<void> {
    const collection = change.kind === 'deleted' ? null : await this.deps.collections.findById(change.collectionId);
    if (collection) this.add(this.percolator, collection);
    else {
      this.percolator.remove(change.collectionId);
      this.held.delete(change.collectionId);
    }
  }

  /** A stored search that cannot run matches nothing, as its search would find nothing; it is logged, not fatal. */
  private add(percolator: CollectionPercolator, collection: Collection) {
    this.held.set(collection.id, collection.updatedAt);
    try {
      percolator.upsert(collection);
    } catch (error) {
      percolator.remove(collection.id);
      this.deps.logger.warn({ err: error, collectionId: collection.id }, 'a collection search cannot run; it is not percolated');
    }
  }
}
