export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
}

/** First retry after ~1 s, doubling to at most 60 s: the ping interval, so a long outage costs one try a minute. */
export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 60_000 };

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential, with "equal jitter" (half
 * fixed, half random) so thousands of browsers cut off by one server restart do not all
 * come back in the same instant, yet none retries sooner than half the step.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random, policy: BackoffPolicy = DEFAULT_BACKOFF): number => {
  const step = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
};
