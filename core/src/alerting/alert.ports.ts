import type { Language } from '../identity/user-view';
import type { TextSegment } from '../search/highlight';
import type { SiteChangeContent } from '../site-monitor/site-alert-content';
import type { Delivery, DeliveryChannel, DeliverySubject, NewDelivery } from './alert.types';
import type { DeliveryError, DeliveryErrorCode } from './delivery-problem';

/** A page of a collection's delivery log, newest first. */
export interface DeliveryLogPage {
  deliveries: Delivery[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The delivery ledger as the sender sees it. `claim` is the only way to start sending: it takes
 * a due row (or a `sending` row whose claim expired: its sender died) under a row lock that other
 * processes skip, counts the attempt and marks it `sending` until `claimedUntil`.
 */
export const DeliveryLedger = Symbol.for('DeliveryLedger');
export interface DeliveryLedger {
  claim(id: string, now: Date, claimedUntil: Date): Promise<Delivery | null>;
  /**
   * The provider acknowledged: the row is `sent`, for good. A row marked `sent` already keeps its
   * first mark (the message a thread replies to); marking it again does nothing.
   */
  markSent(id: string, sent: { providerId: string; providerChannel: string | null; at: Date }): Promise<void>;
  /**
   * A `sending` row back to `retrying` at `at` (`queued` when no attempt is left counted), with the
   * error's code and text (null: none); `countAttempt: false` gives the claimed attempt back (rate
   * limits, waiting for a thread). Only the attempt in flight is rescheduled: any other row is left as it is.
   */
  reschedule(id: string, at: Date, error: DeliveryError | null, countAttempt: boolean): Promise<void>;
  /** A `sending` row `failed` for good with the error's code and text; any other row is left as it is. */
  markFailed(id: string, error: DeliveryError): Promise<void>;
  /** Another row of the same collection (the alert a thread reply answers). */
  findBySubject(collectionId: string, subject: DeliverySubject, channel: DeliveryChannel, recipient: string): Promise<Delivery | null>;
  /** The first documents of the stories assigned to a digest, in the order they matched. */
  digestDocumentIds(collectionId: string, subject: DeliverySubject): Promise<string[]>;
  listForCollection(collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage>;
  /** New rows due now (the owner's "send test"); a row that exists already is kept. Returns the rows' ids. */
  addNow(collectionId: string, rows: readonly NewDelivery[]): Promise<string[]>;
}

/** One item of an alert, ready to show. */
export interface AlertItem {
  documentId: string;
  title: string;
  url: string;
  domain: string;
  /** Publication date, else first acquisition. */
  time: Date;
  /** The document in Newsdesk: `<publicUrl>/search?docId=<id>`. */
  newsdeskUrl: string;
  /** A few lines of its text with the collection's terms highlighted (alert-snippet.ts); empty for a test. */
  snippet: TextSegment[];
  /** Other outlets (domains) that carry the same story: "+3 outlets". */
  otherOutlets: number;
}

export interface AlertContent {
  /** `test`: the owner's "send test" from the collection editor (ADR 0022). */
  kind: 'alert' | 'reply' | 'digest' | 'test';
  deliveryId: string;
  collectionId: string;
  collectionName: string;
  /** The collection in Newsdesk: `<publicUrl>/search?collection=<id>`. */
  collectionUrl: string;
  /** E-mail only: the one-click unsubscribe link for this recipient and collection (RFC 8058; ADR 0022). */
  unsubscribeUrl: string | null;
  /** The recipient's language: a Newsdesk user's own, otherwise the collection owner's. */
  language: Language;
  items: AlertItem[];
  /** For a digest: its period. */
  period: { frequency: 'hourly' | 'daily'; start: Date; end: Date } | null;
}

/** What any channel carries: a collection's alert, digest or test, or a site monitor's change (ADR 0026). */
export type AlertMessage = AlertContent | SiteChangeContent;

/**
 * Why a provider call failed. `retryAt`: the provider asked to wait (Slack 429 Retry-After); no
 * call may be made before. `permanent`: retrying cannot help (unknown channel, rejected address).
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    /** `code`: what the delivery log says; the channel decides it (delivery-problem.ts). */
    readonly options: { code: DeliveryErrorCode; retryAt?: Date; permanent?: boolean },
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

export const SlackAlerts = Symbol.for('SlackAlerts');
export interface SlackAlerts {
  /** Posts to a channel, as a thread reply when `threadTs` is given; resolves with Slack's channel id and ts. */
  post(channel: string, content: AlertMessage, threadTs: string | null): Promise<{ channel: string; ts: string }>;
}

export const EmailAlerts = Symbol.for('EmailAlerts');
export interface EmailAlerts {
  /** Sends with the given Message-ID (stable per alert × recipient, so a retried send is recognisable). */
  send(to: string, messageId: string, content: AlertMessage): Promise<void>;
}

/** A webhook call as Standard Webhooks describes it: the id and timestamp are signed with the body. */
export interface WebhookMessage {
  /** Stable per delivery, so a receiver can drop a retried copy (`webhook-id`). */
  id: string;
  /** Unix seconds of this attempt (`webhook-timestamp`). */
  timestamp: number;
  /** The JSON body, exactly as sent and signed. */
  body: string;
}

export const WebhookAlerts = Symbol.for('WebhookAlerts');
export interface WebhookAlerts {
  /** POSTs the message signed with the secret; a 2xx is delivered, anything else a DeliveryFailure. */
  post(url: string, secret: string, message: WebhookMessage): Promise<void>;
}

export const TeamsAlerts = Symbol.for('TeamsAlerts');
export interface TeamsAlerts {
  /** POSTs an Adaptive Card to an incoming-webhook or Workflows URL. */
  post(url: string, content: AlertMessage): Promise<void>;
}

/**
 * The signing secret of each collection's webhooks (ADR 0022): created when the owner asks, shown
 * to them once, kept only for signing. `rotate` replaces it (the old one stops at once).
 */
export const WebhookSecrets = Symbol.for('WebhookSecrets');
export interface WebhookSecrets {
  secretOf(collectionId: string): Promise<string | null>;
  /** Creates or replaces the secret; returns it (the only time it is shown). */
  rotate(collectionId: string): Promise<string>;
}

/**
 * The private Atom feed of each collection (ADR 0022): reachable by a random token that is stored
 * only hashed, so the database alone cannot open a feed; replacing or revoking the token ends the
 * old URL at once.
 */
export const CollectionFeeds = Symbol.for('CollectionFeeds');
export interface CollectionFeeds {
  /** Creates or replaces the token; returns it (the only time it is shown). */
  issue(collectionId: string, at: Date): Promise<string>;
  revoke(collectionId: string): Promise<void>;
  /** When the current token was made; null without one. */
  issuedAt(collectionId: string): Promise<Date | null>;
  collectionOf(token: string): Promise<string | null>;
  /** The collection's latest matches, newest first. */
  recentMatches(collectionId: string, limit: number): Promise<{ documentId: string; matchedAt: Date }[]>;
}

/** Signed links that turn off one address's e-mail alerts of one collection without logging in (RFC 8058). */
export const UnsubscribeTokens = Symbol.for('UnsubscribeTokens');
export interface UnsubscribeTokens {
  sign(grant: UnsubscribeGrant): Promise<string>;
  /** The grant a token carries, or null when it is forged, damaged or not a token at all. */
  verify(token: string): Promise<UnsubscribeGrant | null>;
}

export interface UnsubscribeGrant {
  collectionId: string;
  email: string;
}

/** How many outlets carry each story (distinct domains among its documents). */
export const StoryOutlets = Symbol.for('StoryOutlets');
export interface StoryOutlets {
  count(storyIds: readonly string[]): Promise<Map<string, number>>;
}

/** ≤ 1 Slack message per second per channel, across processes. */
export const SlackChannelRate = Symbol.for('SlackChannelRate');
export interface SlackChannelRate {
  /**
   * Reserves the channel's next free one-second slot if it begins within `maxWaitMs`
   * (`reserved: true`, `at` = the slot). Otherwise reserves nothing and says when the channel is
   * free, so a sender that comes back later does not leave a wasted slot behind.
   */
  reserve(channel: string, now: Date, maxWaitMs: number): Promise<{ reserved: boolean; at: Date }>;
  /** The provider said wait: nothing goes to this channel before `until`. */
  blockUntil(channel: string, until: Date): Promise<void>;
}
