import { Agenda } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import pg from 'pg';
import type { Logger } from 'pino';
import type { FrequentTermRefresh } from '../postgres/suggestions/postgres-frequent-terms';

export interface FrequentTermsJobDeps {
  databaseUrl: string;
  refresh(): Promise<FrequentTermRefresh>;
  /** True while no terms are known (a new installation): then the first refresh runs at start. */
  isEmpty(): Promise<boolean>;
  /** When the terms were last refreshed (null: never). */
  refreshedAt(): Promise<Date | null>;
  logger: Logger;
  /** Interval in ms (default hourly): frequent words change slowly, a refresh costs seconds. */
  everyMs?: number;
  /** How often agenda looks for due jobs (default one minute; tests use less). */
  checkEvery?: string;
}

const REFRESH = 'refresh frequent terms';
/** ts_stat over 100,000 documents takes seconds to a few minutes; the lock outlives it. */
const REFRESH_LOCK_LIFETIME_MS = 30 * 60_000;

/**
 * Refreshes the frequent terms of suggestions in the background, with agenda 6 on PostgreSQL like
 * the crawl scheduler: one repeating job, run by one process at a time (agenda's lock; the
 * refresh itself also takes an advisory lock, so the start-up refresh and the demo seed never
 * overlap with it either). A failed refresh keeps the previous terms.
 */
export class FrequentTermsJob {
  private agenda!: Agenda;
  private readonly jobsPool: pg.Pool;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: FrequentTermsJobDeps) {
    // own pool with an error listener: a connection PostgreSQL ends is logged, not a crash
    this.jobsPool = new pg.Pool({ connectionString: deps.databaseUrl, max: 2, application_name: 'newsdesk-frequent-terms' });
    this.jobsPool.on('error', (error) => deps.logger.warn({ err: error }, 'frequent terms job connection lost'));
  }

  async start(): Promise<void> {
    // agenda creates its table on connect; serialised with the crawl scheduler by the same lock
    const client = await this.jobsPool.connect();
    try {
      await client.query(`select pg_advisory_lock(hashtext('newsdesk-agenda-schema'))`);
      const backend = new PostgresBackend({ pool: this.jobsPool, tableName: 'agenda_jobs' });
      (backend.notificationChannel as unknown as NodeJS.EventEmitter | undefined)?.on?.('error', (error: Error) =>
        this.deps.logger.warn({ err: error }, 'job notification connection lost'),
      );
      this.agenda = new Agenda({ backend, name: `newsdesk-terms-${process.pid}`, processEvery: this.deps.checkEvery ?? '1 minute', defaultLockLifetime: REFRESH_LOCK_LIFETIME_MS });
      this.agenda.on('error', (error) => this.deps.logger.error({ err: error }, 'frequent terms job error'));
      await this.agenda.ready;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('newsdesk-agenda-schema'))`).catch(() => undefined);
      client.release();
    }
    this.agenda.define(REFRESH, async () => this.track(this.runUnlessFresh()), { concurrency: 1, lockLifetime: REFRESH_LOCK_LIFETIME_MS });
    await this.agenda.start();
    // skipImmediate false: agenda then keeps an existing schedule instead of postponing it at every restart
    await this.agenda.every(this.everyMs, REFRESH, undefined, { skipImmediate: false });
    // no terms yet: suggest them soon, without holding up the start
    if (await this.deps.isEmpty()) void this.track(this.run());
  }

  /** No new refresh starts; a running one may finish (up to the timeout; else its transaction is rolled back). */
  async stop(drainTimeoutMs = 10_000): Promise<void> {
    if (this.agenda) await this.agenda.stop(false).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'stopping the frequent terms job failed'));
    if (this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, drainTimeoutMs)))]);
      clearTimeout(timer);
    }
    await this.jobsPool.end();
  }

  /** For the first refresh after start and for tests: resolves when the refreshes running now are done. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private get everyMs() {
    return this.deps.everyMs ?? 3_600_000;
  }

  /**
   * agenda runs the job at once on a new installation and after a restart that missed a run; the
   * demo seed or another process may just have refreshed, and the work need not be done twice.
   */
  private async runUnlessFresh(): Promise<void> {
    const last = await this.deps.refreshedAt().catch(() => null);
    if (last && Date.now() - last.getTime() < this.everyMs / 2) return;
    await this.run();
  }

  private async run(): Promise<void> {
    try {
      const result = await this.deps.refresh();
      if (result.refreshed) this.deps.logger.info({ terms: result.terms, ms: Math.round(result.milliseconds) }, 'frequent terms refreshed');
      else this.deps.logger.info('frequent terms are being refreshed by another process');
    } catch (error) {
      this.deps.logger.error({ err: error }, 'refreshing frequent terms failed');
    }
  }
}
