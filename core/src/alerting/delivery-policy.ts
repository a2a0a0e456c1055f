/** Retry and timing rules of deliveries (ADR 0007); tests shorten them. */
export interface DeliveryPolicy {
  /** After this many attempts a delivery is `failed`. */
  maxAttempts: number;
  /** Wait before the next attempt after `attempts` failed ones. */
  backoffMs(attempts: number): number;
  /**
   * How long a claim holds: a `sending` row older than this was abandoned by a dead sender and is
   * sent again. Longer than the slowest send (rate-limit wait + 3 Slack calls of 10 s, or SMTP's
   * 10 s connect + 60 s socket timeouts), equal to the job's lock lifetime.
   */
  claimMs: number;
  /** A per-channel slot further away than this is not waited for in the job: it is rescheduled. */
  maxRateWaitMs: number;
  /** A thread reply whose alert is not sent yet looks again after this. */
  threadWaitMs: number;
}

export const deliveryPolicy: DeliveryPolicy = {
  maxAttempts: 5,
  // 30 s, 1 min, 2 min, 4 min, then at most 30 min
  backoffMs: (attempts) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000),
  claimMs: 5 * 60_000,
  maxRateWaitMs: 3_000,
  threadWaitMs: 2_000,
};
