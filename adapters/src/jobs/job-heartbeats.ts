import type { JobRunnerWatch } from './job-runner-watch';

export interface RunnerHeartbeat {
  runner: string;
  /** Since the loop's last answered look for due jobs (or since start, before the first). */
  ageMs: number;
  limitMs: number;
  fresh: boolean;
}

export interface HeartbeatReport {
  fresh: boolean;
  /** Names the runners that are late, or says that none has started. */
  message: string;
  runners: RunnerHeartbeat[];
}

/** A loop may miss this many of its turns (a slow query, a busy event loop) before it counts as stuck. */
const MISSED_TURNS = 3;

/**
 * The heartbeats of this process's background job runners, for /readyz: each runner's processing
 * loop beats whenever PostgreSQL answers its look for due jobs. A runner is stale when it has not
 * beaten for three of its own intervals plus a grace period: its loop stopped, its pool hangs, or
 * its table is locked — jobs would wait although the process looks alive.
 */
export class JobHeartbeats implements JobRunnerWatch {
  private readonly runners = new Map<string, { processEveryMs: number; lastBeat: number }>();

  constructor(private readonly graceMs: number) {}

  started(runner: string, details: { processEveryMs: number; at: Date }): void {
    this.runners.set(runner, { processEveryMs: details.processEveryMs, lastBeat: details.at.getTime() });
  }

  polled(runner: string, at: Date): void {
    const known = this.runners.get(runner);
    if (known) known.lastBeat = Math.max(known.lastBeat, at.getTime());
  }

  claimed(): void {}

  report(now: Date): HeartbeatReport {
    const runners = [...this.runners].map(([runner, { processEveryMs, lastBeat }]) => {
      const ageMs = Math.max(0, now.getTime() - lastBeat);
      const limitMs = MISSED_TURNS * processEveryMs + this.graceMs;
      return { runner, ageMs, limitMs, fresh: ageMs <= limitMs };
    });
    if (runners.length === 0) return { fresh: false, message: 'No background job runner has started yet.', runners };
    const stale = runners.filter((r) => !r.fresh);
    const message = stale.length
      ? `Not looking for due jobs: ${stale.map((r) => `${r.runner} (last ${Math.round(r.ageMs / 1000)} s ago, limit ${Math.round(r.limitMs / 1000)} s)`).join(', ')}.`
      : 'Every job runner looked for due jobs recently.';
    return { fresh: stale.length === 0, message, runners };
  }
}
