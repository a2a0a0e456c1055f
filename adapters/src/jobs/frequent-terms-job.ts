import type { Logger } from 'pino';
import type { FrequentTermRefresh } from '../postgres/suggestions/postgres-frequent-terms';
import type { JobRunnerWatch } from './job-runner-watch';
import { AgendaRunner } from './agenda-runner';

export interface FrequentTermsJobDeps {
  databaseUrl: string;
  refresh(): Promise<FrequentTermRefresh>;
  /** True while no terms are known (a new installation): then the first refresh runs at start. */
  isEmpty(): Promise<boolean>;
  /** When the terms were last refreshed (null: never). */
  refreshedAt(): Promise<Date | null>;
  logger: Logger;
  /** Readiness heartbeats and metrics of the job runner (docs/operations.md). */
  watch?: JobRunnerWatch;
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
  private readonly runner: AgendaRunner;

  constructor(private readonly deps: FrequentTermsJobDeps) {
    this.runner = new AgendaRunner({
      databaseUrl: deps.databaseUrl,
      logger: deps.logger,
      label: 'frequent terms job',
      applicationName: 'newsdesk-frequent-terms',
      workerPrefix: 'newsdesk-terms',
      poolSize: 2,
      processEvery: deps.checkEvery ?? '1 minute',
      watch: deps.watch,
      defaultLockLifetimeMs: REFRESH_LOCK_LIFETIME_MS,
    });
  }

  async start(): Promise<void> {
    const agenda = await this.runner.start((a) =>
      a.define(REFRESH, async () => this.runner.track(this.runUnlessFresh()), { concurrency: 1, lockLifetime: REFRESH_LOCK_LIFETIME_MS }),
    );
    // skipImmediate false: agenda then keeps an existing schedule instead of postponing it at every restart
    await agenda.every(this.everyMs, REFRESH, undefined, { skipImmediate: false });
    // no terms yet: suggest them soon, without holding up the start
    if (await this.deps.isEmpty()) void this.runner.track(this.run());
  }

  /** No new refresh starts; a running one may finish (up to the timeout; else its transaction is rolled back). */
  async stop(drainTimeoutMs = 10_000): Promise<void> {
    await this.runner.stopProcessing(drainTimeoutMs);
    await this.runner.end();
  }

  /** For the first refresh after start and for tests: resolves when the refreshes running now are done. */
  async settled(): Promise<void> {
    await this.runner.settled();
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
