import { Agenda } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import pg from 'pg';
import type { Logger } from 'pino';
import type { JobRunnerWatch } from './job-runner-watch';

/** How long a run may wait for a connection of the runner's pool. */
const CONNECTION_TIMEOUT_MS = 10_000;
/** How long a stop waits for the pool's connections to come back before closing them. */
const END_TIMEOUT_MS = 5_000;

export interface AgendaRunnerOptions {
  databaseUrl: string;
  logger: Logger;
  /** What runs here, for log lines ("crawl scheduler", "site monitor job"). */
  label: string;
  /** PostgreSQL application_name of the runner's pool. */
  applicationName: string;
  /** agenda's name of this process's worker: `${prefix}-${pid}`. */
  workerPrefix: string;
  poolSize: number;
  /**
   * How often agenda looks for due jobs: milliseconds, or words such as '1 minute' (agenda's
   * human-interval reads "500 milliseconds" as 500 seconds: give small intervals as numbers).
   */
  processEvery: string | number;
  defaultLockLifetimeMs: number;
  /** Readiness heartbeats and metrics (docs/operations.md, "Health and metrics"). */
  watch?: JobRunnerWatch;
}

/**
 * What every background job of Newsdesk needs from agenda 6 on PostgreSQL (the crawl scheduler,
 * frequent terms, the site monitor, alert deliveries): its own pool whose lost connections are
 * logged instead of crashing the process, agenda's table created under an advisory lock (processes
 * starting together would race on CREATE TABLE), the runs of this process tracked, and a stop that
 * lets them finish up to a timeout.
 */
export class AgendaRunner {
  readonly pool: pg.Pool;
  private agendaInstance: Agenda | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly clients = new Set<pg.PoolClient>();

  constructor(private readonly options: AgendaRunnerOptions) {
    // A bounded wait for a connection: agenda's LISTEN connection re-opens from this pool after the
    // database dropped it, and an unbounded wait there held a stop for minutes (health.int.test.ts).
    this.pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      application_name: options.applicationName,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    this.pool.on('error', (error) => options.logger.warn({ err: error }, `${options.label} connection lost`));
    this.pool.on('connect', (client) => this.clients.add(client));
    this.pool.on('remove', (client) => this.clients.delete(client));
  }

  get agenda(): Agenda {
    if (!this.agendaInstance) throw new Error(`${this.options.label} has not started`);
    return this.agendaInstance;
  }

  /** How many runs of this process have not finished. */
  get running(): number {
    return this.inFlight.size;
  }

  /** Connects agenda, lets `define` declare the jobs, then starts processing. */
  async start(define: (agenda: Agenda) => void): Promise<Agenda> {
    const { logger, label } = this.options;
    const client = await this.pool.connect();
    try {
      await client.query(`select pg_advisory_lock(hashtext('newsdesk-agenda-schema'))`);
      const backend = new PostgresBackend({ pool: this.pool, tableName: 'agenda_jobs' });
      if (this.options.watch) this.watchProcessing(backend, this.options.watch);
      // its LISTEN connection reports a PostgreSQL shutdown as an 'error' event; log it, never crash
      (backend.notificationChannel as unknown as NodeJS.EventEmitter | undefined)?.on?.('error', (error: Error) =>
        logger.warn({ err: error }, 'job notification connection lost'),
      );
      const agenda = new Agenda({
        backend,
        name: `${this.options.workerPrefix}-${process.pid}`,
        processEvery: this.options.processEvery,
        defaultLockLifetime: this.options.defaultLockLifetimeMs,
      });
      agenda.on('error', (error) => logger.error({ err: error }, `${label} error`));
      await agenda.ready;
      this.agendaInstance = agenda;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('newsdesk-agenda-schema'))`).catch(() => undefined);
      client.release();
    }
    define(this.agenda);
    await this.agenda.start();
    this.options.watch?.started(label, { pool: this.pool, processEveryMs: this.agenda.attrs.processEvery, at: new Date() });
    return this.agenda;
  }

  /**
   * agenda's processing loop asks the repository for the next due job of each defined name every
   * `processEvery` (and on notifications): each answer is the runner's heartbeat, and a claimed
   * job's lateness (its due time is still the stored one here) is the job lag.
   */
  private watchProcessing(backend: PostgresBackend, watch: JobRunnerWatch): void {
    const repository = backend.repository;
    const nextJob = repository.getNextJobToRun.bind(repository);
    repository.getNextJobToRun = async (...args) => {
      const job = await nextJob(...args);
      const at = new Date();
      watch.polled(this.options.label, at);
      if (job?.nextRunAt) watch.claimed(job.name, Math.max(0, at.getTime() - new Date(job.nextRunAt).getTime()));
      return job;
    };
  }

  /** Counts a run of this process until it settles (stop() waits for it). */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  /** Resolves when the runs going on now are done. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * No new run starts; running ones may finish up to the timeout (true: some did not). The pool
   * stays open: call end() once everything that uses it is done.
   */
  async stopProcessing(drainTimeoutMs: number): Promise<boolean> {
    const { logger, label } = this.options;
    if (this.agendaInstance)
      await this.agendaInstance.stop(false).catch((error: unknown) => logger.warn({ err: error }, `stopping the ${label} failed`));
    if (this.inFlight.size === 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled([...this.inFlight]).then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), drainTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) logger.warn({ running: this.inFlight.size }, `${label}: runs still going after the drain timeout`);
    // agenda records finished jobs right after they resolve
    await new Promise((resolve) => setTimeout(resolve, 100));
    return timedOut;
  }

  /**
   * Closes the pool. A connection still checked out after END_TIMEOUT_MS (agenda's LISTEN
   * connection re-opening after the database dropped it) is closed by force, so a shutdown ends.
   */
  async end(): Promise<void> {
    const ended = this.pool.end();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      ended.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), END_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!timedOut) return;
    this.options.logger.warn({ connections: this.clients.size }, `${this.options.label}: connections still in use at stop; closing them`);
    await Promise.allSettled([...this.clients].map((client) => client.end()));
    await Promise.race([ended.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  }
}
