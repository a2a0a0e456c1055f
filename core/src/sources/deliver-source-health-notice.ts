import { DeliveryFailure, type DeliveryLedger } from '../alerting/alert.ports';
import type { Delivery } from '../alerting/alert.types';
import type { DeliveryOutcomes } from '../alerting/deliver-alert';
import { deliveryPolicy, type DeliveryPolicy } from '../alerting/delivery-policy';
import { DELIVERY_PROBLEMS, PROVIDER_FAILURES } from '../alerting/delivery-problem';
import { LedgerAttempts, type DeliveryOutcome } from '../alerting/ledger-attempts';
import type { UserRepository } from '../identity/identity.ports';
import type { Clock } from '../shared/clock';
import type { AdminNoticeEmails, SourceHealthIncidents } from './source-health.ports';
import { sourceHealthNoticeMail } from './source-health-wording';

/**
 * Source-health notices are ledger rows about `{ kind: 'source-health', incidentId, notice }`
 * (ADR 0027). The row's `collection_id` holds the source's id: the ledger's unique key then keeps
 * one notice per incident, kind and admin.
 */
export type { SourceHealthNoticeKind } from '../alerting/alert.types';

export const SOURCE_HEALTH_PROBLEMS = {
  incidentGone: 'The source-health incident no longer exists.',
  notAdmin: 'No longer an administrator of Newsdesk.',
} as const;

export interface DeliverSourceHealthNoticeDeps {
  ledger: Pick<DeliveryLedger, 'claim' | 'markSent' | 'reschedule' | 'markFailed'>;
  incidents: Pick<SourceHealthIncidents, 'findById'>;
  users: Pick<UserRepository, 'findByEmail'>;
  /** null when SMTP is not configured: the row fails with the same last error as an alert's. */
  email: AdminNoticeEmails | null;
  clock: Clock;
  /** Newsdesk's public URL: the e-mail links to the source administration. */
  publicUrl: string;
  policy?: Partial<DeliveryPolicy>;
  /** Told of every attempt's outcome, as DeliverAlert's are (the operator's delivery counter, docs/operations.md). */
  outcomes?: DeliveryOutcomes;
}

/**
 * Sends one source-health notice from the delivery ledger with the ledger's own guarantees
 * (ADR 0007): claimed before the mailer is called, `sent` after its acknowledgement, retried with
 * the alerts' backoff, failed for good on a permanent answer or when the recipient is no longer an
 * admin. The admin's language decides the wording.
 */
export class DeliverSourceHealthNotice {
  private readonly attempts: LedgerAttempts;

  constructor(private readonly deps: DeliverSourceHealthNoticeDeps) {
    this.attempts = new LedgerAttempts(deps.ledger, deps.clock, { ...deliveryPolicy, ...deps.policy });
  }

  async execute(deliveryId: string): Promise<DeliveryOutcome> {
    const delivery = await this.attempts.claim(deliveryId);
    if (!delivery) return { status: 'skipped', nextAttemptAt: null };
    let outcome: DeliveryOutcome;
    try {
      await this.send(delivery);
      outcome = { status: 'sent', nextAttemptAt: null };
    } catch (error) {
      outcome = await this.attempts.failOrRetry(delivery, error);
    }
    if (outcome.status !== 'skipped') this.deps.outcomes?.record(delivery.channel, outcome.status);
    return outcome;
  }

  private async send(delivery: Delivery): Promise<void> {
    const about = delivery.about.kind === 'source-health' ? delivery.about : null;
    const incident = about ? await this.deps.incidents.findById(about.incidentId) : null;
    // no delivery log shows these rows: the plain failure code, with the English words as the detail
    if (!about || !incident)
      throw new DeliveryFailure(SOURCE_HEALTH_PROBLEMS.incidentGone, { code: PROVIDER_FAILURES.unknown, permanent: true });
    const admin = delivery.channel === 'email' ? await this.deps.users.findByEmail(delivery.recipient) : null;
    if (!admin?.active || !admin.roles.includes('admin'))
      throw new DeliveryFailure(SOURCE_HEALTH_PROBLEMS.notAdmin, { code: PROVIDER_FAILURES.unknown, permanent: true });
    if (!this.deps.email)
      throw new DeliveryFailure(DELIVERY_PROBLEMS.emailNotConfigured.message, {
        code: DELIVERY_PROBLEMS.emailNotConfigured.code,
        permanent: true,
      });
    const mail = sourceHealthNoticeMail(
      {
        kind: about.notice,
        sourceName: incident.sourceName,
        problem: incident.problem,
        at: about.notice === 'opened' ? incident.openedAt : (incident.closedAt ?? this.deps.clock.now()),
        adminUrl: `${this.deps.publicUrl.replace(/\/+$/, '')}/administration`,
      },
      admin.language,
    );
    // stable per row, like an alert's: a resent notice is recognisably the same one
    const messageId = `<${delivery.id}@newsdesk>`;
    await this.deps.email.sendNotice(delivery.recipient, messageId, mail);
    await this.deps.ledger.markSent(delivery.id, { providerId: messageId, providerChannel: null, at: this.deps.clock.now() });
  }
}
