import type { Logger } from 'pino';
import type { DeliveryOutcome } from '@newsdesk/core/alerting/deliver-alert';
import type { JobRunnerWatch } from '../jobs/job-runner-watch';
import { AgendaRunner } from '../jobs/agenda-runner';
import { PgListener } from '../postgres/listen/pg-listener';
import { COLLECTION_MATCHED_CHANNEL } from '../postgres/percolation/record-matches';
import { DELIVERIES_ADDED_CHANNEL } from './deliveries-added-channel';
import type { PlannedDelivery } from './postgres-alert-planner';

// the channel is the percolation worker's (it NOTIFYs there); re-exported for the test harness
export { COLLECTION_MATCHED_CHANNEL };

export interface AlertDeliveryJobsDeps {
  databaseUrl: string;
  /** Plans new matches into ledger rows (PostgresAlertPlanner). */
  planPending(): Promise<PlannedDelivery[]>;
  /** Rows to run now: due, or abandoned while `sending` (PostgresDeliveryLedger.due). */
  due(now: Date): Promise<{ id: string; at: Date }[]>;
  /** Sends one row (DeliverAlert). */
  deliver(deliveryId: string): Promise<DeliveryOutcome>;
  /** Removes alert records past their retention (PostgresAlertHousekeeping.cleanUp); hourly. */
  cleanUp?(now: Date): Promise<object>;
  logger: Logger;
  /** Readiness heartbeats and metrics of the job runner (docs/operations.md). */
  watch?: JobRunnerWatch;
  /** Deliveries one process sends at once. */
  concurrency?: number;
  /** The job's lock lifetime; every outbound call times out below half of it (default 5 min). */
  lockLifetimeMs?: number;
  /** How often pending matches and due rows are looked for, besides announcements (ms, default 30 s). */
  sweepEveryMs?: number;
  /**
   * How often agenda looks for due jobs (ms, default 2 s; jobs saved by any process wake it at
   * once). Numbers, not words: agenda's human-interval reads "500 milliseconds" as 500 seconds.
   */
  processEveryMs?: number;
}

const DELIVER = 'deliver alert';
const SWEEP = 'sweep alert deliveries';
const CLEAN_UP = 'clean up alert records';
const CLEAN_UP_EVERY_MS = 3_600_000;
const DEFAULT_LOCK_LIFETIME_MS = 5 * 60_000;
/** A due row whose job has not run after this long gets another job. */
const OVERDUE_MS = 10_000;

/**
 * Runs alert deliveries with agenda 6 on PostgreSQL (ADR 0007), like the crawl scheduler: one
 * `deliver alert` job per ledger row and due time, unique on both, so a row waits once per
 * attempt. New matches are planned when the percolation worker announces them (LISTEN) and by a
 * sweep every 30 s, which also re-queues due rows whose job was lost and `sending` rows whose
 * sender died. The ledger's claim, not agenda, guarantees a row is never sent twice at once.
 */
export class AlertDeliveryJobs {
  private readonly runner: AgendaRunner;
  private readonly listener: PgListener;
  private stopped = false;
  private planning: Promise<void> | null = null;
  private planAgain = false;

  constructor(private readonly deps: AlertDeliveryJobsDeps) {
    this.runner = new AgendaRunner({
      databaseUrl: deps.databaseUrl,
      logger: deps.logger,
      label: 'alert delivery jobs',
      applicationName: 'newsdesk-alert-deliveries',
      workerPrefix: 'newsdesk-alerts',
      poolSize: 4,
      processEvery: deps.processEveryMs ?? 2_000,
      watch: deps.watch,
      defaultLockLifetimeMs: deps.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS,
    });
    // its own connection, re-opened after any loss (a failover cuts every connection at once)
    this.listener = new PgListener({
      connectionString: deps.databaseUrl,
      applicationName: 'newsdesk-alert-matches-listener',
      logger: deps.logger,
    });
  }

  private get lockLifetimeMs() {
    return this.deps.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS;
  }

  async start(): Promise<void> {
    const cleanUp = this.deps.cleanUp;
    const agenda = await this.runner.start((a) => {
      a.define<{ deliveryId: string }>(DELIVER, async (job) => this.runner.track(this.deliver(job.attrs.data.deliveryId)), {
        concurrency: this.deps.concurrency ?? 4,
        // a process locks only what it can send now, so the due deliveries spread over every worker
        lockLimit: this.deps.concurrency ?? 4,
        lockLifetime: this.lockLifetimeMs,
        removeOnComplete: true,
      });
      // the sweep only looks and queues (planning runs beside it): a short lock, so a process that
      // died while sweeping does not hold up the next sweep for long
      a.define(SWEEP, async () => this.runner.track(this.sweep()), { concurrency: 1, lockLifetime: Math.min(this.lockLifetimeMs, 10_000) });
      if (cleanUp)
        a.define(CLEAN_UP, async () => this.runner.track(this.cleanUp(cleanUp)), { concurrency: 1, lockLifetime: this.lockLifetimeMs });
    });
    await agenda.every(this.deps.sweepEveryMs ?? 30_000, SWEEP, undefined, { skipImmediate: false });
    if (cleanUp) await agenda.every(CLEAN_UP_EVERY_MS, CLEAN_UP, undefined, { skipImmediate: false });
    await this.listen();
    void this.plan();
  }

  /** No new deliveries start; running ones finish (up to the timeout); then the connections close. */
  async stop(drainTimeoutMs = 30_000): Promise<void> {
    this.stopped = true;
    await this.runner.stopProcessing(drainTimeoutMs);
    await this.listener.close();
    await this.runner.end();
  }

  /** Matches announced by any percolation worker are planned at once; after a lost connection, whatever was missed too. */
  private async listen(): Promise<void> {
    try {
      await this.listener.listen(COLLECTION_MATCHED_CHANNEL, () => void this.plan(), { onReconnect: () => void this.plan() });
      // rows another writer added (site-monitor alerts) go out now rather than at the next sweep
      await this.listener.listen(DELIVERIES_ADDED_CHANNEL, () => void this.runner.track(this.sweep()));
    } catch (error) {
      // the sweep plans meanwhile; listening is tried again
      this.deps.logger.warn({ err: error }, 'listening for collection matches failed');
      if (!this.stopped) setTimeout(() => void this.listen(), 5_000).unref();
    }
  }

  /** Announcements arrive in bursts: one planning run at a time, and one more after it if any came meanwhile. */
  private plan(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.planning) {
      this.planAgain = true;
      return this.planning;
    }
    this.planning = this.runner.track(
      (async () => {
        do {
          this.planAgain = false;
          try {
            const created = await this.deps.planPending();
            for (const d of created) await this.queue(d.id, d.dueAt);
          } catch (error) {
            this.deps.logger.error({ err: error }, 'planning alert deliveries failed');
          }
        } while (this.planAgain && !this.stopped);
      })().finally(() => (this.planning = null)),
    );
    return this.planning;
  }

  private async sweep(): Promise<void> {
    void this.plan();
    try {
      const now = Date.now();
      const due = await this.deps.due(new Date(now));
      if (due.length) this.deps.logger.debug({ due: due.length }, 'alert delivery sweep found due rows');
      for (const d of due) {
        // a row still due well after its time has lost its job (or agenda holds it locked): a fresh
        // job per sweep window; the ledger's claim makes any extra run a no-op
        const overdue = now - d.at.getTime() > OVERDUE_MS;
        await this.queue(d.id, d.at, overdue ? `~${Math.floor(now / OVERDUE_MS)}` : '');
      }
    } catch (error) {
      this.deps.logger.error({ err: error }, 'sweeping alert deliveries failed');
    }
  }

  private async cleanUp(cleanUp: NonNullable<AlertDeliveryJobsDeps['cleanUp']>): Promise<void> {
    try {
      const removed = await cleanUp(new Date());
      this.deps.logger.info({ removed }, 'old alert records cleaned up');
    } catch (error) {
      this.deps.logger.error({ err: error }, 'cleaning up alert records failed');
    }
  }

  private async queue(deliveryId: string, at: Date, suffix = ''): Promise<void> {
    if (this.stopped) return;
    const key = at.toISOString() + suffix;
    await this.runner.agenda
      .create(DELIVER, { deliveryId, at: key })
      .unique({ 'data.deliveryId': deliveryId, 'data.at': key, name: DELIVER }, { insertOnly: true })
      .schedule(suffix ? new Date() : at)
      .save();
  }

  private async deliver(deliveryId: string): Promise<void> {
    try {
      const outcome = await this.deps.deliver(deliveryId);
      this.deps.logger.debug({ deliveryId, ...outcome }, 'alert delivery ran');
      if (outcome.status === 'failed') this.deps.logger.warn({ deliveryId }, 'alert delivery failed for good');
      if (outcome.nextAttemptAt) await this.queue(deliveryId, outcome.nextAttemptAt);
    } catch (error) {
      // the ledger could not be written: the row stays due (or `sending` until its claim expires) and the sweep finds it
      this.deps.logger.error({ err: error, deliveryId }, 'alert delivery crashed');
    }
  }
}
