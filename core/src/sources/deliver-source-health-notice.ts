import { DeliveryFailure, type DeliveryLedger } from '../alerts/alert.ports';
import type { Delivery, DeliverySubject } from '../alerts/alert.types';
import { deliveryPolicy, type DeliveryPolicy } from '../alerts/delivery-policy';
import { DELIVERY_PROBLEMS, PROVIDER_FAILURES } from '../alerts/delivery-problem';
import { LedgerAttempts, type DeliveryOutcome } from '../alerts/ledger-attempts';
import type { UserRepository } from '../identity/identity.ports';
import type { Clock } from '../shared/clock';
import type { AdminNoticeEmails, SourceHealthIncidents } from './source-health.ports';
import { sourceHealthNoticeMail } from './source-health-wording';

/**
 * Ledger subjects of source-health notices (ADR 0027). The row's `collection_id` holds the
 * source's id: the ledger's unique key then keeps one notice per incident, kind and admin.
 */
export const SOURCE_HEALTH_SUBJECT_PREFIX = 'source-health:';
export type SourceHealthNoticeKind = 'opened' | 'recovered';
export const sourceHealthSubject = (incidentId: string, kind: SourceHealthNoticeKind): DeliverySubject =>
  `${SOURCE_HEALTH_SUBJECT_PREFIX}${incidentId}:${kind}`;
export const isSourceHealthSubject = (subject: DeliverySubject): boolean => subject.startsWith(SOURCE_HEALTH_SUBJECT_PREFIX);

const parseSubject = (subject: DeliverySubject): { incidentId: string; kind: SourceHealthNoticeKind } | null => {
  const [, incidentId, kind] = /^source-health:([^:]+):(opened|recovered)$/.exec(subject) ?? [];
  return incidentId && kind ? { incidentId, kind: kind as SourceHealthNoticeKind } : null;
};

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
    try {
      await this.send(delivery);
      return { status: 'sent', nextAttemptAt: null };
    } catch (error) {
      return this.attempts.failOrRetry(delivery, error);
    }
  }

  private async send(delivery: Delivery): Promise<void> {
    const subject = parseSubject(delivery.subject);
    const incident = subject ? await this.deps.incidents.findById(subject.incidentId) : null;
    // no delivery log shows these rows: the plain failure code, with the English words as the detail
    if (!subject || !incident)
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
        kind: subject.kind,
        sourceName: incident.sourceName,
        problem: incident.problem,
        at: subject.kind === 'opened' ? incident.openedAt : (incident.closedAt ?? this.deps.clock.now()),
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
