import pg from 'pg';
import type { Logger } from 'pino';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';
import { DOCUMENT_INDEXED_CHANNEL } from '../postgres/documents/postgres-document-repository';
import { PgListener } from '../postgres/listen/pg-listener';
import { claimUnpercolatedDocuments } from '../postgres/percolation/claim-documents';
import { recordPercolation, type NewMatch } from '../postgres/percolation/record-matches';
import type { LivePercolator } from './live-percolator';

export interface PercolationWorkerDeps {
  databaseUrl: string;
  percolator: Pick<LivePercolator, 'match' | 'settled'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** Documents per transaction (default 200). */
  batchSize?: number;
  /** A sweep also runs this often (default 3 s): a NOTIFY lost with a connection is not waited for. */
  sweepEveryMs?: number;
  now?: () => Date;
  /** Told of every committed batch's announcements (logging, tests). */
  onAnnounced?: (announcements: CollectionMatchesAnnounced[]) => void;
  /** How long matching and whole batches take (the operator's metrics, docs/operations.md). */
  timing?: PercolationTiming;
}

export interface PercolationTiming {
  /** One document matched against every collection, in memory. */
  documentPercolated(seconds: number): void;
  /** One committed transaction: claim, match, record. */
  batchPercolated(seconds: number): void;
}

/**
 * Percolates every new document once (percolation-worker.int.test.ts): on each "document indexed" NOTIFY, every few
 * seconds and at start, it claims documents from the percolation queue (skip locked: any number of
 * workers in any number of processes), matches them in memory, and in the same transaction writes
 * the matches, deletes their queue rows and announces the matches. A worker that stops or dies
 * mid-batch rolls back: its documents stay queued for the next claim.
 */
export class PercolationWorker {
  private readonly pool: pg.Pool;
  private readonly listener: PgListener;
  private sweepTimer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private stopping = false;

  constructor(private readonly deps: PercolationWorkerDeps) {
    this.pool = new pg.Pool({ connectionString: deps.databaseUrl, max: 2, application_name: 'newsdesk-percolation' });
    this.pool.on('error', (error) => deps.logger.warn({ err: error }, 'percolation connection lost'));
    this.listener = new PgListener({
      connectionString: deps.databaseUrl,
      applicationName: 'newsdesk-percolation-listener',
      logger: deps.logger,
    });
  }

  async start(): Promise<void> {
    await this.listener.listen(DOCUMENT_INDEXED_CHANNEL, () => void this.drain(), { onReconnect: () => void this.drain() });
    this.sweepTimer = setInterval(() => void this.drain(), this.deps.sweepEveryMs ?? 3_000);
    this.sweepTimer.unref();
    void this.drain();
  }

  /** No new batch starts; the running one commits (or rolls back), then connections close. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.listener.close();
    await this.draining;
    await this.pool.end();
  }

  /** Percolates until nothing is left; calls while running make it look once more. */
  drain(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          while (!this.stopping && (await this.percolateBatch()) === this.batchSize);
        } while (this.drainAgain && !this.stopping);
      } catch (error) {
        // the next notification or sweep tries again
        this.deps.logger.error({ err: error }, 'percolating documents failed');
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  private get batchSize() {
    return this.deps.batchSize ?? 200;
  }

  /** One transaction: claim, match, record. Returns how many documents it claimed. */
  private async percolateBatch(): Promise<number> {
    // collection changes heard so far apply to this batch
    await this.deps.percolator.settled();
    const started = performance.now();
    const client = await this.pool.connect();
    let announced: CollectionMatchesAnnounced[] = [];
    let claimed: NewsDocument[] = [];
    try {
      await client.query('begin');
      claimed = await claimUnpercolatedDocuments(client, this.batchSize);
      if (claimed.length > 0) {
        const matches: NewMatch[] = [];
        for (const document of claimed) {
          // one document at a time holds the event loop (13 ms at 100,000 collections, docs/benchmarks.md),
          // never a whole batch: in a process that also serves HTTP, requests get a turn in between
          if (document !== claimed[0]) await new Promise((resolve) => setImmediate(resolve));
          matches.push(...this.matchesOf(document));
        }
        announced = await recordPercolation(
          client,
          claimed.map((d) => d.id),
          matches,
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (claimed.length) {
      this.deps.timing?.batchPercolated((performance.now() - started) / 1000);
      this.deps.logger.debug({ documents: claimed.length, announcements: announced.length }, 'documents percolated');
    }
    if (announced.length) this.deps.onAnnounced?.(announced);
    return claimed.length;
  }

  private matchesOf(document: NewsDocument): NewMatch[] {
    // as of the later of now and the document's indexing: a clock a little behind the ingesting
    // process's must not put a brand-new document outside "past hour"
    const now = Math.max((this.deps.now?.() ?? new Date()).getTime(), Date.parse(document.document.firstAcquisitionDate));
    const started = performance.now();
    try {
      const collectionIds = this.deps.percolator.match(document, new Date(now));
      this.deps.timing?.documentPercolated((performance.now() - started) / 1000);
      return collectionIds.map((collectionId) => ({
        collectionId,
        documentId: document.id,
        storyId: document.storyId,
        isOriginal: document.isOriginal,
      }));
    } catch (error) {
      // one document that breaks matching must not hold up every document claimed after it
      this.deps.logger.error(
        { err: error, documentId: document.id },
        'percolating a document failed; it is marked percolated without matches',
      );
      return [];
    }
  }
}
