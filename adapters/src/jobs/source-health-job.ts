import type { Logger } from 'pino';
import type { SourceHealthSummary } from '@newsdesk/core/sources/evaluate-source-health';
import type { JobRunnerWatch } from './job-runner-watch';
import { AgendaRunner } from './agenda-runner';

export interface SourceHealthJobDeps {
  databaseUrl: string;
  /** One round of EvaluateSourceHealth. */
  evaluate(): Promise<SourceHealthSummary>;
  logger: Logger;
  /** Readiness heartbeats and metrics of the job runner (docs/operations.md). */
  watch?: JobRunnerWatch;
  /** How often sources are judged, in ms (default 15 minutes, the default crawl interval). */
  everyMs?: number;
  /** How often agenda looks for due jobs, in ms (default 10 s). Numbers: agenda reads words oddly (ADR 0007). */
  processEveryMs?: number;
}

const EVALUATE = 'evaluate source health';
/** One round is two statements and a few writes; a process that died holding it blocks the next round briefly. */
const LOCK_LIFETIME_MS = 5 * 60_000;

/**
 * Source-health watching on a schedule (ADR 0027) with agenda 6 on PostgreSQL, like the site
 * monitor job: one repeating job run by one process at a time. Two rounds meeting anyway (a lock
 * that expired) announce nothing twice: the incident store's conditional writes decide.
 */
export class SourceHealthJob {
  private readonly runner: AgendaRunner;

  constructor(private readonly deps: SourceHealthJobDeps) {
    this.runner = new AgendaRunner({
      databaseUrl: deps.databaseUrl,
      logger: deps.logger,
      label: 'source health job',
      applicationName: 'newsdesk-source-health',
      workerPrefix: 'newsdesk-source-health',
      poolSize: 2,
      processEvery: deps.processEveryMs ?? 10_000,
      watch: deps.watch,
      defaultLockLifetimeMs: LOCK_LIFETIME_MS,
    });
  }

  async start(): Promise<void> {
    const agenda = await this.runner.start((a) =>
      a.define(EVALUATE, async () => this.runner.track(this.run()), { concurrency: 1, lockLifetime: LOCK_LIFETIME_MS }),
    );
    await agenda.every(this.deps.everyMs ?? 15 * 60_000, EVALUATE, undefined, { skipImmediate: false });
  }

  /** No new round starts; a running one may finish (up to the timeout). */
  async stop(drainTimeoutMs = 20_000): Promise<void> {
    await this.runner.stopProcessing(drainTimeoutMs);
    await this.runner.end();
  }

  private async run(): Promise<void> {
    try {
      const summary = await this.deps.evaluate();
      if (summary.opened || summary.recovered || summary.closedQuietly) this.deps.logger.info(summary, 'source health evaluated');
      else this.deps.logger.debug(summary, 'source health evaluated');
    } catch (error) {
      this.deps.logger.error({ err: error }, 'evaluating source health failed');
    }
  }
}
