import type { CollectionRepository } from '../collections/collection.ports';
import type { DocumentRepository } from '../documents/document.ports';
import type { UserRepository } from '../identity/identity.ports';
import type { Language } from '../identity/user-view';
import type { Clock } from '../shared/clock';
import { siteChangeContent } from '../site-monitor/site-alert-message';
import type { SiteRepository } from '../site-monitor/site-monitor.ports';
import {
  DeliveryFailure,
  type AlertContent,
  type AlertMessage,
  type AlertItem,
  type DeliveryLedger,
  type EmailAlerts,
  type SlackAlerts,
  type SlackChannelRate,
  type StoryOutlets,
  type TeamsAlerts,
  type UnsubscribeTokens,
  type WebhookAlerts,
  type WebhookSecrets,
} from './alert.ports';
import type { SiteUnsubscribeTokens } from '../site-monitor/unsubscribe-site-email';
import { alertTargets, type Delivery, type DeliveryAbout, type DeliveryChannel } from './alert.types';
import { absoluteCollectionUrl, alertItems, testItem, trimSlash } from './alert-content';
import { webhookMessage } from './webhook-payload';
import { deliveryPolicy, type DeliveryPolicy } from './delivery-policy';
import { DELIVERY_PROBLEMS, PROVIDER_FAILURES } from './delivery-problem';
import { deliveryErrorOf, LedgerAttempts, type DeliveryOutcome } from './ledger-attempts';

export type { DeliveryOutcome } from './ledger-attempts';

export interface DeliverAlertDeps {
  ledger: DeliveryLedger;
  collections: Pick<CollectionRepository, 'findById'>;
  documents: Pick<DocumentRepository, 'findById'>;
  /** Whose language an alert is written in (the recipient's if a user, else the owner's); English without. */
  users?: Pick<UserRepository, 'findById' | 'findByEmail'>;
  /** null when Slack / SMTP is not configured: such deliveries fail with a clear last error. */
  slack: SlackAlerts | null;
  email: EmailAlerts | null;
  /** Webhooks and Teams go out through the outbound gate (ADR 0022); null only where a test leaves them out. */
  webhook?: WebhookAlerts | null;
  teams?: TeamsAlerts | null;
  webhookSecrets?: WebhookSecrets;
  /** Signs the one-click unsubscribe link of each alert e-mail; without it e-mails carry none. */
  unsubscribeTokens?: UnsubscribeTokens;
  /** Signs the one-click unsubscribe link of each site-monitor alert e-mail (ADR 0026); without it they carry none. */
  siteUnsubscribeTokens?: Pick<SiteUnsubscribeTokens, 'signSite'>;
  /** The site monitor's sites and their changes, for site alerts (ADR 0026); without it those rows fail. */
  sites?: Pick<SiteRepository, 'findById' | 'changesBetween'>;
  /** "+3 outlets" under a document; without it none is shown. */
  storyOutlets?: StoryOutlets;
  slackRate: SlackChannelRate;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  /** Newsdesk's public URL, for links to documents. */
  publicUrl: string;
  policy?: Partial<DeliveryPolicy>;
  /** Told of every attempt's outcome by channel, for the operator's metrics (docs/operations.md). */
  outcomes?: DeliveryOutcomes;
}

/** Where the outcome of each delivery attempt goes (a counter in production); a row another run holds is no attempt. */
export interface DeliveryOutcomes {
  record(channel: DeliveryChannel, status: Exclude<DeliveryOutcome['status'], 'skipped'>): void;
}

/** One of Newsdesk's own reasons a row cannot be sent: retrying cannot help, and its code says it all. */
const unsendable = (problem: (typeof DELIVERY_PROBLEMS)[keyof typeof DELIVERY_PROBLEMS]) =>
  new DeliveryFailure(problem.message, { code: problem.code, permanent: true });

/**
 * Sends one ledger row (ADR 0007). The row is claimed (`sending`) before the
 * provider is called and marked `sent` after its acknowledgement, so a retry never sends twice;
 * only a crash between the acknowledgement and that write duplicates. Provider failures are
 * retried with backoff up to the policy's attempts; a provider's "wait" (Slack 429) reschedules
 * at its Retry-After without using up an attempt.
 */
export class DeliverAlert {
  private readonly policy: DeliveryPolicy;
  private readonly attempts: LedgerAttempts;

  constructor(private readonly deps: DeliverAlertDeps) {
    this.policy = { ...deliveryPolicy, ...deps.policy };
    this.attempts = new LedgerAttempts(deps.ledger, deps.clock, this.policy);
  }

  async execute(deliveryId: string): Promise<DeliveryOutcome> {
    const delivery = await this.attempts.claim(deliveryId);
    if (!delivery) return { status: 'skipped', nextAttemptAt: null };
    let outcome: DeliveryOutcome;
    try {
      outcome = await this.send(delivery);
    } catch (error) {
      outcome = await this.failed(delivery, error);
    }
    if (outcome.status !== 'skipped') this.deps.outcomes?.record(delivery.channel, outcome.status);
    return outcome;
  }

  private async send(delivery: Delivery): Promise<DeliveryOutcome> {
    const about = delivery.about;
    if (about.kind === 'site' || about.kind === 'site-digest') return this.sendSiteChange(delivery);
    // a source-health notice is DeliverSourceHealthNotice's (the delivery job hands it there)
    if (about.kind === 'source-health') throw unsendable(DELIVERY_PROBLEMS.collectionDeleted);
    const { ledger } = this.deps;
    const collection = await this.deps.collections.findById(delivery.collectionId);
    if (!collection) throw unsendable(DELIVERY_PROBLEMS.collectionDeleted);
    const isTarget = alertTargets(collection.alert).some((t) => t.channel === delivery.channel && t.recipient === delivery.recipient);
    if (!isTarget) throw unsendable(DELIVERY_PROBLEMS.notRecipient);

    let threadTs: string | null = null;
    let slackChannel = delivery.recipient;
    if (delivery.threadOf) {
      const parent = await ledger.findBySubject(delivery.collectionId, delivery.threadOf, 'slack', delivery.recipient);
      if (!parent || parent.status === 'failed') throw unsendable(DELIVERY_PROBLEMS.threadParentFailed);
      if (parent.status !== 'sent' || !parent.providerId) return this.later(delivery, this.policy.threadWaitMs);
      threadTs = parent.providerId;
      // threads are addressed by the channel id Slack answered the alert with
      slackChannel = parent.providerChannel ?? delivery.recipient;
    }

    const kind = about.kind;
    const language = await this.languageOf(delivery, collection.ownerId);
    const now = this.deps.clock.now();
    let items: AlertItem[];
    if (kind === 'test') items = [testItem(this.deps.publicUrl, collection, language, now)];
    else {
      const documentIds =
        kind === 'digest' ? await ledger.digestDocumentIds(delivery.collectionId, delivery.subject) : delivery.documentIds;
      items = await alertItems(this.deps, collection, documentIds);
    }
    if (!items.length) throw unsendable(DELIVERY_PROBLEMS.documentsGone);
    const content: AlertContent = {
      kind: kind === 'story' ? 'alert' : kind === 'copy' ? 'reply' : kind,
      deliveryId: delivery.id,
      collectionId: collection.id,
      collectionName: collection.name,
      collectionUrl: absoluteCollectionUrl(this.deps.publicUrl, collection.id),
      unsubscribeUrl: null,
      language,
      items,
      period: about.kind === 'digest' ? digestPeriod(about) : null,
    };

    return this.dispatch(delivery, content, slackChannel, threadTs);
  }

  /** A site monitor's change (ADR 0026): the same ledger row, channels and retries; the site's own recipients and secret. */
  private async sendSiteChange(delivery: Delivery): Promise<DeliveryOutcome> {
    const site = await this.deps.sites?.findById(delivery.collectionId);
    if (!site) throw unsendable(DELIVERY_PROBLEMS.siteDeleted);
    const isTarget = alertTargets(site.alert).some((t) => t.channel === delivery.channel && t.recipient === delivery.recipient);
    if (!isTarget) throw unsendable(DELIVERY_PROBLEMS.notSiteRecipient);
    const language = await this.languageOf(delivery, site.ownerId);
    const content = await siteChangeContent(this.deps.sites!, site, delivery, language, this.deps.publicUrl);
    if (!content?.changes.length) throw unsendable(DELIVERY_PROBLEMS.siteChangesGone);
    return this.dispatch(delivery, content, delivery.recipient, null);
  }

  /** The e-mail's signed one-click unsubscribe link: a site's token for a site's change, else the collection's. */
  private async withUnsubscribeLink(content: AlertMessage, email: string): Promise<AlertMessage> {
    if (content.kind === 'site_change') {
      const tokens = this.deps.siteUnsubscribeTokens;
      const token = tokens ? await tokens.signSite({ siteId: content.siteId, email }) : null;
      return { ...content, unsubscribeUrl: token ? unsubscribeLink(this.deps.publicUrl, token) : null };
    }
    const tokens = this.deps.unsubscribeTokens;
    const token = tokens ? await tokens.sign({ collectionId: content.collectionId, email }) : null;
    return { ...content, unsubscribeUrl: token ? unsubscribeLink(this.deps.publicUrl, token) : null };
  }

  /** One message to one recipient on its channel; the row is `sent` after the provider's acknowledgement. */
  private async dispatch(
    delivery: Delivery,
    content: AlertMessage,
    slackChannel: string,
    threadTs: string | null,
  ): Promise<DeliveryOutcome> {
    const { ledger } = this.deps;
    switch (delivery.channel) {
      case 'slack': {
        if (!this.deps.slack) throw unsendable(DELIVERY_PROBLEMS.slackNotConfigured);
        const slot = await this.deps.slackRate.reserve(delivery.recipient, this.deps.clock.now(), this.policy.maxRateWaitMs);
        const wait = slot.at.getTime() - this.deps.clock.now().getTime();
        if (!slot.reserved) return this.later(delivery, Math.max(wait, 0));
        if (wait > 0) await this.deps.sleep(wait);
        const posted = await this.deps.slack.post(slackChannel, content, threadTs);
        await ledger.markSent(delivery.id, { providerId: posted.ts, providerChannel: posted.channel, at: this.deps.clock.now() });
        break;
      }
      case 'email': {
        if (!this.deps.email) throw unsendable(DELIVERY_PROBLEMS.emailNotConfigured);
        const messageId = alertMessageId(delivery.id);
        await this.deps.email.send(delivery.recipient, messageId, await this.withUnsubscribeLink(content, delivery.recipient));
        await ledger.markSent(delivery.id, { providerId: messageId, providerChannel: null, at: this.deps.clock.now() });
        break;
      }
      case 'webhook': {
        if (!this.deps.webhook) throw unsendable(DELIVERY_PROBLEMS.webhookNotConfigured);
        // a collection's rows carry its id, a site's the site's: each signs with its own secret
        const secret = await this.deps.webhookSecrets?.secretOf(delivery.collectionId);
        if (!secret)
          throw unsendable(content.kind === 'site_change' ? DELIVERY_PROBLEMS.siteWebhookNoSecret : DELIVERY_PROBLEMS.webhookNoSecret);
        const message = webhookMessage(content, this.deps.clock.now());
        await this.deps.webhook.post(delivery.recipient, secret, message);
        await ledger.markSent(delivery.id, { providerId: message.id, providerChannel: null, at: this.deps.clock.now() });
        break;
      }
      case 'teams': {
        if (!this.deps.teams) throw unsendable(DELIVERY_PROBLEMS.teamsNotConfigured);
        await this.deps.teams.post(delivery.recipient, content);
        await ledger.markSent(delivery.id, { providerId: delivery.id, providerChannel: null, at: this.deps.clock.now() });
        break;
      }
    }
    return { status: 'sent', nextAttemptAt: null };
  }

  /** Not now, and no attempt used: the row keeps the error of its last real attempt, if any. */
  private async later(delivery: Delivery, waitMs: number): Promise<DeliveryOutcome> {
    const at = new Date(this.deps.clock.now().getTime() + waitMs);
    const kept =
      delivery.lastError === null ? null : { code: delivery.errorCode ?? PROVIDER_FAILURES.unknown, message: delivery.lastError };
    await this.deps.ledger.reschedule(delivery.id, at, kept, false);
    return { status: 'rescheduled', nextAttemptAt: at };
  }

  private async failed(delivery: Delivery, error: unknown): Promise<DeliveryOutcome> {
    if (error instanceof DeliveryFailure && error.options.retryAt) {
      if (delivery.channel === 'slack') await this.deps.slackRate.blockUntil(delivery.recipient, error.options.retryAt);
      await this.deps.ledger.reschedule(delivery.id, error.options.retryAt, deliveryErrorOf(error), false);
      return { status: 'rescheduled', nextAttemptAt: error.options.retryAt };
    }
    return this.attempts.failOrRetry(delivery, error);
  }

  /** E-mail to a colleague: their language; to anyone else and to Slack channels: the owner's. */
  private async languageOf(delivery: Delivery, ownerId: string): Promise<Language> {
    const users = this.deps.users;
    if (!users) return 'en';
    const recipient = delivery.channel === 'email' ? await users.findByEmail(delivery.recipient) : null;
    return (recipient ?? (await users.findById(ownerId)))?.language ?? 'en';
  }
}
/** The RFC 8058 one-click target; the same URL opens a confirmation page in a browser (GET). */
export const unsubscribeLink = (publicUrl: string, token: string): string =>
  `${trimSlash(publicUrl)}/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** Stable per alert × recipient (a ledger row is exactly that): a retried send carries the same id. */
export const alertMessageId = (deliveryId: string): string => `<${deliveryId}@newsdesk>`;

const digestPeriod = ({ frequency, periodStart }: Extract<DeliveryAbout, { kind: 'digest' }>): AlertContent['period'] => {
  // the end is only shown; a daily period is 24 hours except across a DST change
  const hours = frequency === 'hourly' ? 1 : 24;
  return { frequency, start: periodStart, end: new Date(periodStart.getTime() + hours * 3_600_000) };
};
