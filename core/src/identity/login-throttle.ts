/**
 * The login throttle's rules (ADR 0014). Every attempt is reserved BEFORE its password is
 * checked, on three counters of the current fixed window, so parallel attempts cannot all slip
 * through between a read and a write:
 * - the account (its normalized e-mail): at its limit, further attempts get 429 until the window
 *   ends, the right password included — guessing one account from many addresses stops here;
 * - the (address, account) pair: a lower limit, so one client guessing one account stops first;
 * - the address alone: never refused. Beyond its free attempts it is slowed down: its attempts take
 *   turns, spaced further apart the more there are, and an attempt waits for its turn up to a
 *   bound. A whole newsroom behind one address (or behind a proxy Newsdesk does not trust) is
 *   slowed, never locked out.
 * A reservation stays when the password was wrong; a success forgives what its pair had counted.
 */
export interface LoginThrottlePolicy {
  /** One fixed window for all three counters, so a success can subtract the pair's count from the others. */
  windowMs: number;
  perAccount: number;
  perPair: number;
  perAddress: {
    /** Attempts an address makes in a window at full speed. */
    freeAttempts: number;
    /** Spacing added per attempt beyond the free ones … */
    spacingStepMs: number;
    /** … up to this spacing between two turns. */
    maxSpacingMs: number;
    /** An attempt waits at most this long for its turn; later turns are refused (429, a few seconds). */
    maxWaitMs: number;
  };
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perPair: 5,
  perAddress: { freeAttempts: 25, spacingStepMs: 500, maxSpacingMs: 3_000, maxWaitMs: 6_000 },
};

/** One counter of one key in one fixed window; `limit: null` counts without ever refusing. */
export interface AttemptCounter {
  key: string;
  windowStart: Date;
  windowEnd: Date;
  limit: number | null;
}

export interface LoginAttemptCounters {
  account: AttemptCounter;
  pair: AttemptCounter;
  address: AttemptCounter;
  /** The three, in the order every adapter locks them (by key), so two attempts never deadlock. */
  all: AttemptCounter[];
}

/** The key of an address's turns (see `nextTurn`). */
export const addressTurnKey = (address: string): string => `address:${address}`;

/** The counters an attempt on `email` from `address` (see throttleAddress) reserves at `now`. */
export const loginAttemptCounters = (
  email: string,
  address: string,
  now: Date,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): LoginAttemptCounters => {
  const start = Math.floor(now.getTime() / policy.windowMs) * policy.windowMs;
  const counter = (key: string, limit: number | null): AttemptCounter => ({
    key,
    windowStart: new Date(start),
    windowEnd: new Date(start + policy.windowMs),
    limit,
  });
  const account = counter(`account:${email}`, policy.perAccount);
  const pair = counter(`pair:${address}|${email}`, policy.perPair);
  const fromAddress = counter(addressTurnKey(address), null);
  const all = [account, pair, fromAddress].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { account, pair, address: fromAddress, all };
};

/** Whole seconds until `at`, never below one (a Retry-After of 0 invites an immediate retry). */
export const secondsUntil = (at: Date, now: Date): number => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Retry-After of a refused reservation: until the last full counter's window ends. `counts` are
 * the counters' current counts, in the order of `counters`.
 */
export const refusedReservationWait = (counters: readonly AttemptCounter[], counts: readonly number[], now: Date): number => {
  const ends = counters
    .filter((counter, i) => counter.limit !== null && (counts[i] ?? 0) >= counter.limit)
    .map((counter) => counter.windowEnd.getTime());
  // none full any more: another attempt was released meanwhile, so trying again soon is fine
  return ends.length === 0 ? 1 : secondsUntil(new Date(Math.max(...ends)), now);
};

/**
 * Spacing between the turns of an address that has `addressCount` attempts in this window (this
 * one included): 0 within its free attempts, then one step more per attempt, up to the maximum.
 */
export const addressSpacingMs = (addressCount: number, policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE): number => {
  const beyond = addressCount - policy.perAddress.freeAttempts;
  return beyond <= 0 ? 0 : Math.min(policy.perAddress.maxSpacingMs, beyond * policy.perAddress.spacingStepMs);
};

export type Turn = { granted: true; startsAt: Date; nextFreeAt: Date } | { granted: false; retryAt: Date };

/**
 * The next turn of an address whose next free turn is `nextFreeAt` (null: none yet): now or at
 * that time, whichever is later, if that is at most `maxWaitMs` away; the turn after it is then
 * `spacingMs` later. A refused attempt may retry once the queue is short enough again.
 * Adapters of LoginAttemptLedger.takeTurn apply exactly this rule, atomically.
 */
export const nextTurn = (nextFreeAt: Date | null, now: Date, spacingMs: number, maxWaitMs: number): Turn => {
  const startsAt = Math.max(nextFreeAt?.getTime() ?? 0, now.getTime());
  if (startsAt - now.getTime() > maxWaitMs) return { granted: false, retryAt: new Date(startsAt - maxWaitMs) };
  return { granted: true, startsAt: new Date(startsAt), nextFreeAt: new Date(startsAt + spacingMs) };
};
