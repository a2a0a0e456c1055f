/**
 * Load shedding: when the process falls behind, the routes marked `cost: 'expensive'` (searches,
 * suggestions, related documents, collection pages, exports) are refused at once with 503 and
 * Retry-After instead of queueing behind one another, so that logins, health probes, metrics and
 * small reads stay fast (docs/operations.md, "Failure modes"). This file is the rule alone: given
 * the load and a route's cost, admit or shed; load-shedder.ts measures the load and answers.
 */

/** How much a request of a route asks of the process and PostgreSQL; routes are `cheap` unless marked. */
export type RouteCost = 'cheap' | 'expensive';

export interface SheddingLimits {
  /** Event-loop lag (ms) above which expensive requests are shed (NEWSDESK_SHED_LAG_MS). */
  lagMs: number;
  /** Expensive requests served at once; any more are shed (NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT). */
  maxExpensiveInFlight: number;
}

/**
 * 100 ms of lag means every request, a login or a probe too, already waits 100 ms before its
 * first line runs: past that the cheap routes' goal (p95 ≤ 200 ms) is in danger.
 */
export const DEFAULT_SHED_LAG_MS = 100;

/**
 * Expensive requests at once by default: one per processor, at least two. Each keeps a
 * PostgreSQL backend busy on CPU and holds one of the pool's ten connections for its
 * transaction; beyond the cores that work on them more only wait, and take the connections that
 * sessions and small reads need. Measured on 2 cores with PostgreSQL beside Newsdesk: 2 at once
 * served more searches, faster, than 4 or 8, and kept the cheap routes faster
 * (docs/benchmarks.md, "Overload"). With PostgreSQL on its own machine, set
 * NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT to its cores divided by the web processes.
 */
export const defaultMaxExpensiveInFlight = (processors: number): number => Math.max(2, Math.floor(processors));

export interface LoadNow {
  /** The event loop's current lag estimate in ms (see decayLag). */
  lagMs: number;
  /** Expensive requests admitted and not yet answered. */
  expensiveInFlight: number;
}

export const SHED_REASONS = ['event_loop_lag', 'expensive_in_flight'] as const;
export type ShedReason = (typeof SHED_REASONS)[number];

export type Admission = { admit: true } | { admit: false; reason: ShedReason; retryAfterSeconds: number };

/** Retry-After never asks for less than a second, nor more than half a minute. */
export const MIN_RETRY_AFTER_SECONDS = 1;
export const MAX_RETRY_AFTER_SECONDS = 30;

const clampRetry = (seconds: number) => Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(MIN_RETRY_AFTER_SECONDS, Math.ceil(seconds)));

/**
 * Admit or shed one request. Cheap routes are always admitted: shedding them would refuse the
 * very requests the shedding protects. An expensive one is shed when the lag is above its bound
 * (the process is behind: a backlog of about the lag must drain first, so the client waits one
 * second more than the lag) or when the bound of expensive requests in flight is reached (they
 * take tens of milliseconds each, so a second is enough).
 */
export const judgeAdmission = (cost: RouteCost, load: LoadNow, limits: SheddingLimits): Admission => {
  if (cost !== 'expensive') return { admit: true };
  if (load.lagMs > limits.lagMs) return { admit: false, reason: 'event_loop_lag', retryAfterSeconds: clampRetry(load.lagMs / 1000 + 1) };
  if (load.expensiveInFlight >= limits.maxExpensiveInFlight)
    return { admit: false, reason: 'expensive_in_flight', retryAfterSeconds: MIN_RETRY_AFTER_SECONDS };
  return { admit: true };
};

/** How fast a lag estimate forgets a past stall: halved every this many ms. */
export const LAG_HALF_LIFE_MS = 500;

/**
 * The lag estimate after a new probe sample: the sample itself when it is higher (a stall counts
 * at once), else the previous estimate decayed by the time since. One 300 ms garbage collection
 * therefore sheds for well under a second, while a loop that stays behind keeps the estimate up.
 */
export const decayLag = (previousMs: number, sampleMs: number, elapsedMs: number, halfLifeMs: number = LAG_HALF_LIFE_MS): number => {
  const decayed = previousMs * 0.5 ** (Math.max(0, elapsedMs) / halfLifeMs);
  return Math.max(Math.max(0, sampleMs), decayed);
};
