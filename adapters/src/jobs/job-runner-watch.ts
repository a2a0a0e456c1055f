import type pg from 'pg';

/**
 * What each AgendaRunner tells the operator's view (docs/operations.md, "Health and metrics"):
 * readiness needs proof that its processing loop still runs, metrics how late jobs start and how
 * busy its pool is. Optional: CLIs and tests run jobs without one.
 */
export interface JobRunnerWatch {
  /** The runner started processing: its pool, and how often its loop looks for due jobs. */
  started(runner: string, details: { pool: pg.Pool; processEveryMs: number; at: Date }): void;
  /** Its processing loop asked PostgreSQL for a due job and got an answer (a job or none). */
  polled(runner: string, at: Date): void;
  /** A job was claimed this long after it was due (0 when claimed ahead of its time). */
  claimed(job: string, lateByMs: number): void;
}

/** Several watches as one (readiness's heartbeats and the metrics). */
export const watchAll = (...watches: JobRunnerWatch[]): JobRunnerWatch => ({
  started: (runner, details) => watches.forEach((w) => w.started(runner, details)),
  polled: (runner, at) => watches.forEach((w) => w.polled(runner, at)),
  claimed: (job, lateByMs) => watches.forEach((w) => w.claimed(job, lateByMs)),
});
