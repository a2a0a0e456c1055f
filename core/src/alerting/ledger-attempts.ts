import type { Clock } from '../shared/clock';
import { DeliveryFailure, type DeliveryLedger } from './alert.ports';
import type { Delivery } from './alert.types';
import type { DeliveryPolicy } from './delivery-policy';
import { PROVIDER_FAILURES, type DeliveryError } from './delivery-problem';

/** What the job runner does next with the delivery: nothing, or run it again at that time. */
export interface DeliveryOutcome {
  status: 'sent' | 'failed' | 'rescheduled' | 'skipped';
  nextAttemptAt: Date | null;
}

/** What the ledger keeps of a thrown error: a channel's failure carries its code, anything else is a plain failure. */
export const deliveryErrorOf = (error: unknown): DeliveryError => ({
  code: error instanceof DeliveryFailure ? error.options.code : PROVIDER_FAILURES.unknown,
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The ledger's side of one attempt at a row (ADR 0007), the same for alerts and source-health
 * notices: the row is claimed before anything is sent, and a failed attempt is either the last
 * (permanent, or out of attempts) or retried after the policy's backoff.
 */
export class LedgerAttempts {
  constructor(
    private readonly ledger: Pick<DeliveryLedger, 'claim' | 'reschedule' | 'markFailed'>,
    private readonly clock: Clock,
    private readonly policy: DeliveryPolicy,
  ) {}

  /** The row, now `sending` until the claim runs out; null when another run holds it or it is not due. */
  async claim(deliveryId: string): Promise<Delivery | null> {
    const now = this.clock.now();
    return this.ledger.claim(deliveryId, now, new Date(now.getTime() + this.policy.claimMs));
  }

  /** A DeliveryFailure marked permanent fails at once; any other error is retried while attempts are left. */
  async failOrRetry(delivery: Delivery, error: unknown): Promise<DeliveryOutcome> {
    const stored = deliveryErrorOf(error);
    const permanent = error instanceof DeliveryFailure && error.options.permanent === true;
    if (permanent || delivery.attempts >= this.policy.maxAttempts) {
      await this.ledger.markFailed(delivery.id, stored);
      return { status: 'failed', nextAttemptAt: null };
    }
    const at = new Date(this.clock.now().getTime() + this.policy.backoffMs(delivery.attempts));
    await this.ledger.reschedule(delivery.id, at, stored, true);
    return { status: 'rescheduled', nextAttemptAt: at };
  }
}
