import { Job } from 'agenda';
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
/** "Crawl now" asked for while a crawl of its source runs looks again this often for that one to end. */
const REQUEST_RETRY_MS = 5_000;

interface CrawlJobData {
  sourceId: string;
  /** 'yes' once the job holds the source's lock and may have read the feed. */
  crawling: 'no' | 'yes';
  /** Asked for by "crawl now" (crawlSoon): must not be dropped while another crawl runs. */
  requested?: 'now';
}

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
    this.locks = new pg.Pool({
      connectionString: deps.databaseUrl,
      max: (deps.concurrency ?? 2) + 1,
      application_name: 'newsdesk-crawl-locks',
    });
    this.locks.on('error', (error) => deps.logger.warn({ err: error }, 'crawl lock connection lost'));
  }

  async start(): Promise<void> {
    const agenda = await this.runner.start((a) => {
      a.define(DISPATCH, async () => this.dispatch(), { concurrency: 1, lockLifetime: 60_000 });
      a.define<CrawlJobData>(
        CRAWL,
        async (job) => {
          const ran = await this.runner.track(this.crawlLocked(job.attrs.data.sourceId, String(job.attrs._id)));
          // "crawl now" asked for while another crawl of the source ran: after that one, not never
          if (!ran && job.attrs.data.requested) job.attrs.nextRunAt = new Date(Date.now() + REQUEST_RETRY_MS);
        },
        {
          concurrency: this.deps.concurrency ?? 2,
          // agenda otherwise locks every due crawl into the first process that looks and runs them
          // two at a time there, while other workers idle (bench/ingest/workers.bench.ts): a process
          // takes only the crawls it can start now and leaves the rest to the others
          lockLimit: this.deps.concurrency ?? 2,
          lockLifetime: CRAWL_LOCK_LIFETIME_MS,
          // a finished crawl job is removed, so the unique key only keeps a source from waiting twice
          removeOnComplete: true,
        },
      );
    });
    // With the lock limit a process would look for the next due crawl only at its next poll (5 s):
    // a crawl finished here announces a free slot to every worker at once (agenda's job
    // notification), so a backlog of short crawls keeps moving (crawl-scheduler.int.test.ts,
    // "backlog"). Agenda emits other processes' completions too, as a notification with `remote`.
    agenda.on(`complete:${CRAWL}`, (job: Job, remote?: boolean) => {
      if (!remote && job instanceof Job) void agenda.publishJobNotification(job);
    });
    await agenda.every(this.deps.dispatchEvery ?? '1 minute', DISPATCH, undefined, { skipImmediate: false });
  }

  /**
   * "Crawl now" from the administration: a crawl that reads the feed after this request. A crawl
   * of the source waiting to start serves; one already crawling does not (it may have read the
   * feed before), so the request then waits for it to end and crawls again.
   */
  async crawlSoon(sourceId: string): Promise<void> {
    await this.queue({ sourceId, crawling: 'no', requested: 'now' }, { 'data.crawling': 'no' });
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
    // a source with a crawl waiting or running is not queued again
    for (const source of due) await this.queue({ sourceId: source.id, crawling: 'no' });
  }

  private async queue(data: CrawlJobData, unique: Record<string, string> = {}): Promise<void> {
    // a crawl of this source that just finished may not be removed yet; it must not swallow this one
    await this.runner.pool.query(
      `delete from agenda_jobs where name = $1 and data->>'sourceId' = $2 and next_run_at is null and locked_at is null`,
      [CRAWL, data.sourceId],
    );
    await this.runner.agenda
      .create(CRAWL, data)
      .unique({ 'data.sourceId': data.sourceId, name: CRAWL, ...unique }, { insertOnly: true })
      .schedule(new Date())
      .save();
  }

  /** Crawls the source unless another crawl of it runs (false). */
  private async crawlLocked(sourceId: string, jobId: string): Promise<boolean> {
    const client = await this.locks.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(hashtext('newsdesk-crawl'), hashtext($1)) as locked`,
        [sourceId],
      );
      if (!rows[0]?.locked) {
        this.deps.logger.info({ sourceId }, 'source is being crawled by another process');
        return false;
      }
      try {
        // from here on this job's crawl may read the feed before a "crawl now": it no longer serves one
        await client.query(`update agenda_jobs set data = data || '{"crawling": "yes"}' where id = $1`, [jobId]);
        const source = await this.deps.findSource(sourceId);
        if (!source?.enabled || source.health.paused) return true;
        try {
          const summary = await this.deps.crawl(source);
          this.deps.logger.info({ sourceId, ...summary }, 'crawled');
        } catch (error) {
          // the source's health records feed failures; this is the pipeline itself failing
          this.deps.logger.error({ err: error, sourceId }, 'crawl failed');
        }
        return true;
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('newsdesk-crawl'), hashtext($1))`, [sourceId]);
      }
    } finally {
      client.release();
    }
  }
}
