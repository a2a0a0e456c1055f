export interface ThrottleWindow {
  maxFailures: number;
  windowMs: number;
}

export interface LoginThrottlePolicy {
  perAccount: ThrottleWindow;
  perIp: ThrottleWindow;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  perAccount: { maxFailures: 10, windowMs: 15 * 60_000 },
  perIp: { maxFailures: 25, windowMs: 5 * 60_000 },
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Seconds until a new attempt is allowed under one window, or 0 when allowed now.
 * With n failures in the window and a limit of max, attempts resume when the
 * (n - max + 1)-th most recent one leaves the window.
 */
const waitUnder = (failures: readonly Date[], now: Date, window: ThrottleWindow): number => {
  const since = now.getTime() - window.windowMs;
  const inWindow = failures
    .map((at) => at.getTime())
    .filter((at) => at > since && at <= now.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < window.maxFailures) return 0;
  const freedAt = inWindow[inWindow.length - window.maxFailures]! + window.windowMs;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
};

export const loginThrottleVerdict = (
  accountFailures: readonly Date[],
  ipFailures: readonly Date[],
  now: Date,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): ThrottleVerdict => {
  const wait = Math.max(waitUnder(accountFailures, now, policy.perAccount), waitUnder(ipFailures, now, policy.perIp));
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
};

/** How far back the failure log must be read to judge both windows. */
export const throttleLookbackMs = (policy: LoginThrottlePolicy): number =>
  Math.max(policy.perAccount.windowMs, policy.perIp.windowMs);
