import { Agenda } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import pg from 'pg';
import type { Logger } from 'pino';
import type { SiteCheckSummary } from '@newsdesk/core/site-monitor/check-sites';

export interface SiteMonitorJobDeps {
  databaseUrl: string;
  /** Checks the sites whose last check is older than the site interval (core's CheckDueSites). */
  checkDue(): Promise<SiteCheckSummary>;
  logger: Logger;
  /** How often due sites are looked for, in ms (default one minute). */
  everyMs?: number;
  /** How often agenda looks for due jobs (default 10 seconds; tests use less). */
  processEvery?: string;
}

const CHECK_DUE = 'check due monitored sites';
/** 200 sites, two at a time, 20 s each at worst: the lock outlives a full batch. */
const LOCK_LIFETIME_MS = 45 * 60_000;

/**
 * Site checks on a schedule with agenda 6 on PostgreSQL, like the crawl scheduler: one repeating
 * job, run by one process at a time (agenda's lock). Each site check also takes the site's lease
 * in the database, so a scheduled check and "check updates now" in another process never check
 * one site at once.
 */
export class SiteMonitorJob {
  private agenda!: Agenda;
  private readonly jobsPool: pg.Pool;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: SiteMonitorJobDeps) {
    // own pool with an error listener: a connection PostgreSQL ends is logged, not a crash
    this.jobsPool = new pg.Pool({ connectionString: deps.databaseUrl, max: 2, application_name: 'newsdesk-site-monitor' });
    this.jobsPool.on('error', (error) => deps.logger.warn({ err: error }, 'site monitor job connection lost'));
  }

  async start(): Promise<void> {
    // agenda creates its table on connect; serialised with the other agenda users by the same lock
    const client = await this.jobsPool.connect();
    try {
      await client.query(`select pg_advisory_lock(hashtext('newsdesk-agenda-schema'))`);
      const backend = new PostgresBackend({ pool: this.jobsPool, tableName: 'agenda_jobs' });
      (backend.notificationChannel as unknown as NodeJS.EventEmitter | undefined)?.on?.('error', (error: Error) =>
        this.deps.logger.warn({ err: error }, 'job notification connection lost'),
      );
      this.agenda = new Agenda({ backend, name: `newsdesk-sites-${process.pid}`, processEvery: this.deps.processEvery ?? '10 seconds', defaultLockLifetime: LOCK_LIFETIME_MS });
      this.agenda.on('error', (error) => this.deps.logger.error({ err: error }, 'site monitor job error'));
      await this.agenda.ready;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('newsdesk-agenda-schema'))`).catch(() => undefined);
      client.release();
    }
    this.agenda.define(CHECK_DUE, async () => this.track(this.run()), { concurrency: 1, lockLifetime: LOCK_LIFETIME_MS });
    await this.agenda.start();
    await this.agenda.every(this.deps.everyMs ?? 60_000, CHECK_DUE, undefined, { skipImmediate: false });
  }

  /** No new run starts; a running one may finish (up to the timeout). */
  async stop(drainTimeoutMs = 20_000): Promise<void> {
    if (this.agenda) await this.agenda.stop(false).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'stopping the site monitor job failed'));
    if (this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, drainTimeoutMs)))]);
      clearTimeout(timer);
    }
    await this.jobsPool.end();
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async run(): Promise<void> {
    try {
      const summary = await this.deps.checkDue();
      if (summary.checked > 0 || summary.busy > 0) this.deps.logger.info(summary, 'monitored sites checked');
    } catch (error) {
      this.deps.logger.error({ err: error }, 'checking monitored sites failed');
    }
  }
}
