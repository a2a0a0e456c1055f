import pg from 'pg';
import type { Logger } from 'pino';
import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';
import { PercolateDocuments } from '@newsdesk/core/percolation/percolate-documents';
import { DOCUMENT_INDEXED_CHANNEL } from '../postgres/documents/postgres-document-repository';
import { PgListener } from '../postgres/listen/pg-listener';
import type { LivePercolator } from './live-percolator';
import { PostgresMatchQueue } from './postgres-match-queue';

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
 * seconds and at start, it runs PercolateDocuments on the PostgreSQL queue (skip locked: any number of
 * workers in any number of processes) until the queue is empty. A worker that stops or dies
 * mid-batch rolls back: its documents stay queued for the next claim.
 */
export class PercolationWorker {
  private readonly pool: pg.Pool;
  private readonly listener: PgListener;
  private readonly percolate: PercolateDocuments;
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
    const { percolator, timing } = deps;
    this.percolate = new PercolateDocuments({
      queue: new PostgresMatchQueue(this.pool),
      percolator: {
        match: (document, now) => {
          const started = performance.now();
          const collectionIds = percolator.match(document, now);
          timing?.documentPercolated((performance.now() - started) / 1000);
          return collectionIds;
        },
      },
      clock: { now: () => deps.now?.() ?? new Date() },
      yieldTurn: () => new Promise((resolve) => setImmediate(resolve)),
      documentFailed: (documentId, error) =>
        deps.logger.error({ err: error, documentId }, 'percolating a document failed; it is marked percolated without matches'),
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
    const { documents, announced } = await this.percolate.execute(this.batchSize);
    if (documents) {
      this.deps.timing?.batchPercolated((performance.now() - started) / 1000);
      this.deps.logger.debug({ documents, announcements: announced.length }, 'documents percolated');
    }
    if (announced.length) this.deps.onAnnounced?.(announced);
    return documents;
  }
}
