import pg from 'pg';
import type { Logger } from 'pino';
import type { CrawlSummary } from '@newsdesk/core/ingestion/crawl-source';
import type { FeedSource } from '@newsdesk/core/sources/source.types';
import type { JobRunnerWatch } from './job-runner-watch';
import { AgendaRunner } from './agenda-runner';

export interface CrawlSchedulerDeps {
  databaseUrl: string;
  /** Sources whose interval has passed (enabled, not paused). */
  listDue(now: Date): Promise<FeedSource[]>;
  findSource(id: string): Promise<FeedSource | null>;
  crawl(source: FeedSource): Promise<CrawlSummary>;
  logger: Logger;
  /** Readiness heartbeats and metrics of the job runner (docs/operations.md). */
  watch?: JobRunnerWatch;
  /** How often due sources are looked for (agenda interval; default one minute). */
  dispatchEvery?: string;
  /** Crawls one process runs at once. */
  concurrency?: number;
}

const DISPATCH = 'crawl due sources';
const CRAWL = 'crawl source';
/** A crawl takes at most 200 items × (20 s page + PDFs); the lock outlives any fetch timeout. */
const CRAWL_LOCK_LIFETIME_MS = 15 * 60_000;

/**
 * Crawling on a schedule with agenda 6 on PostgreSQL. Every minute one process (agenda's lock)
 * queues a `crawl source` job per due source — unique per source, so a source waits at most once.
 * Any process may run a crawl; a PostgreSQL advisory lock per source makes sure two processes
 * never crawl one source at once. A crash mid-crawl loses nothing: the job's lock expires, the
 * job runs again, and ingestion skips what it already has. stop() drains running crawls.
 */
export class CrawlScheduler {
  private readonly runner: AgendaRunner;
  private readonly locks: pg.Pool;

  constructor(private readonly deps: CrawlSchedulerDeps) {
    this.runner = new AgendaRunner({
      databaseUrl: deps.databaseUrl,
      logger: deps.logger,
      label: 'crawl scheduler',
      applicationName: 'newsdesk-jobs',
      workerPrefix: 'newsdesk',
      poolSize: 5,
      processEvery: '5 seconds',
      watch: deps.watch,
      defaultLockLifetimeMs: CRAWL_LOCK_LIFETIME_MS,
    });
    // its own pool with an error listener: a connection PostgreSQL ends is logged, not a crash
    this.locks = new pg.Pool({ connectionString: deps.databaseUrl, max: (deps.concurrency ?? 2) + 1, application_name: 'newsdesk-crawl-locks' });
    this.locks.on('error', (error) => deps.logger.warn({ err: error }, 'crawl lock connection lost'));
  }

  async start(): Promise<void> {
    const agenda = await this.runner.start((a) => {
      a.define(DISPATCH, async () => this.dispatch(), { concurrency: 1, lockLifetime: 60_000 });
      a.define<{ sourceId: string }>(CRAWL, async (job) => this.runner.track(this.crawlLocked(job.attrs.data.sourceId)), {
        concurrency: this.deps.concurrency ?? 2,
        lockLifetime: CRAWL_LOCK_LIFETIME_MS,
        // a finished crawl job is removed, so the unique key only keeps a source from waiting twice
        removeOnComplete: true,
      });
    });
    await agenda.every(this.deps.dispatchEvery ?? '1 minute', DISPATCH, undefined, { skipImmediate: false });
  }

  /** "Crawl now" from the administration. */
  async crawlSoon(sourceId: string): Promise<void> {
    await this.queue(sourceId);
  }

  /** No new crawls start; running ones finish (up to the timeout); then the connections close. */
  async stop(drainTimeoutMs = 30_000): Promise<void> {
    await this.runner.stopProcessing(drainTimeoutMs);
    await this.locks.end();
    await this.runner.end();
  }

  private async dispatch(): Promise<void> {
    // A crawl job that ended without being removed (a failed run, or one from an older version)
    // would block its source's unique key for ever: clear finished ones first.
    await this.runner.pool.query(`delete from agenda_jobs where name = $1 and next_run_at is null and locked_at is null`, [CRAWL]);
    const due = await this.deps.listDue(new Date());
    for (const source of due) await this.queue(source.id);
  }

  private async queue(sourceId: string): Promise<void> {
    // a crawl of this source that just finished may not be removed yet; it must not swallow this one
    await this.runner.pool.query(`delete from agenda_jobs where name = $1 and data->>'sourceId' = $2 and next_run_at is null and locked_at is null`, [CRAWL, sourceId]);
    await this.runner.agenda
      .create(CRAWL, { sourceId })
      .unique({ 'data.sourceId': sourceId, name: CRAWL }, { insertOnly: true })
      .schedule(new Date())
      .save();
  }

  private async crawlLocked(sourceId: string): Promise<void> {
    const client = await this.locks.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext('newsdesk-crawl'), hashtext($1)) as locked`, [sourceId]);
      if (!rows[0]?.locked) {
        this.deps.logger.info({ sourceId }, 'source is being crawled by another process');
        return;
      }
      try {
        const source = await this.deps.findSource(sourceId);
        if (!source || !source.enabled || source.health.paused) return;
        try {
          const summary = await this.deps.crawl(source);
          this.deps.logger.info({ sourceId, ...summary }, 'crawled');
        } catch (error) {
          // the source's health records feed failures; this is the pipeline itself failing
          this.deps.logger.error({ err: error, sourceId }, 'crawl failed');
        }
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('newsdesk-crawl'), hashtext($1))`, [sourceId]);
      }
    } finally {
      client.release();
    }
  }
}
