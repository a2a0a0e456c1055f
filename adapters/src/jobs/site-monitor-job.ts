import type { Logger } from 'pino';
import type { SiteCheckSummary } from '@newsdesk/core/site-monitor/check-sites';
import type { JobRunnerWatch } from './job-runner-watch';
import { AgendaRunner } from './agenda-runner';

export interface SiteMonitorJobDeps {
  databaseUrl: string;
  /** Checks the sites whose last check is older than the site interval (core's CheckDueSites). */
  checkDue(): Promise<SiteCheckSummary>;
  logger: Logger;
  /** Readiness heartbeats and metrics of the job runner (docs/operations.md). */
  watch?: JobRunnerWatch;
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
  private readonly runner: AgendaRunner;

  constructor(private readonly deps: SiteMonitorJobDeps) {
    this.runner = new AgendaRunner({
      databaseUrl: deps.databaseUrl,
      logger: deps.logger,
      label: 'site monitor job',
      applicationName: 'newsdesk-site-monitor',
      workerPrefix: 'newsdesk-sites',
      poolSize: 2,
      processEvery: deps.processEvery ?? '10 seconds',
      watch: deps.watch,
      defaultLockLifetimeMs: LOCK_LIFETIME_MS,
    });
  }

  async start(): Promise<void> {
    const agenda = await this.runner.start((a) =>
      a.define(CHECK_DUE, async () => this.runner.track(this.run()), { concurrency: 1, lockLifetime: LOCK_LIFETIME_MS }),
    );
    await agenda.every(this.deps.everyMs ?? 60_000, CHECK_DUE, undefined, { skipImmediate: false });
  }

  /** No new run starts; a running one may finish (up to the timeout). */
  async stop(drainTimeoutMs = 20_000): Promise<void> {
    await this.runner.stopProcessing(drainTimeoutMs);
    await this.runner.end();
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
