import { loginBusy } from './identity.errors';

export interface PasswordCheckLimits {
  /** Checks that run at once in this process. */
  running: number;
  /** Checks that may wait for a free place; one more is refused at once. */
  waiting: number;
  /** A check that has waited this long is refused. */
  maxWaitMs: number;
}

/**
 * How many checks at once for a machine with `cpus` processors: half of them, one at least and two
 * at most. A check at production cost (scrypt N=2^17, r=8) takes ~0.2 s of one processor and
 * 128 MiB, on one of libuv's four threadpool threads, which logged-in users' file reads, DNS lookups
 * and other crypto need too; with two processors, two checks at once left a file read waiting
 * almost two seconds (login-throttle.int.test.ts). Eight may wait per running check: about what
 * one check slot clears within the two seconds a caller waits at most. ADR 0014.
 */
export const passwordCheckLimits = (cpus: number): PasswordCheckLimits => {
  const running = Math.min(2, Math.max(1, Math.floor(cpus / 2)));
  return { running, waiting: 8 * running, maxWaitMs: 2_000 };
};

export const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = passwordCheckLimits(4);

interface Waiter {
  start(): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Bounds the password checks anonymous callers can start in one process (a semaphore with a
 * bounded, timed queue): a burst of logins waits briefly or gets `auth.login_busy` (429 with
 * Retry-After), instead of queueing scrypt work that starves everyone else.
 */
export class PasswordCheckGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly limits: PasswordCheckLimits = DEFAULT_PASSWORD_CHECK_LIMITS) {}

  /** Checks running now and waiting now (for tests and the operator's view). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  async run<T>(check: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await check();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.running) {
      this.running += 1;
      return Promise.resolve();
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
    if (this.queue.length >= this.limits.waiting) return Promise.reject(loginBusy(retryAfterSeconds));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(loginBusy(retryAfterSeconds));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** The place passes straight to the first waiter, so a newcomer cannot overtake the queue. */
  private leave(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
