import type { Language } from '../identity/user-view';
import type { Delivery, DeliveryChannel, DeliverySubject } from './alert.types';

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
  markSent(id: string, sent: { providerId: string; providerChannel: string | null; at: Date }): Promise<void>;
  /** Back to `retrying` at `at`; `countAttempt: false` gives the claimed attempt back (rate limits, waiting for a thread). */
  reschedule(id: string, at: Date, lastError: string | null, countAttempt: boolean): Promise<void>;
  markFailed(id: string, lastError: string): Promise<void>;
  /** Another row of the same collection (the alert a thread reply answers). */
  findBySubject(collectionId: string, subject: DeliverySubject, channel: DeliveryChannel, recipient: string): Promise<Delivery | null>;
  /** The first documents of the stories assigned to a digest, in the order they matched. */
  digestDocumentIds(collectionId: string, subject: DeliverySubject): Promise<string[]>;
  listForCollection(collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage>;
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
}

export interface AlertContent {
  kind: 'alert' | 'reply' | 'digest';
  deliveryId: string;
  collectionId: string;
  collectionName: string;
  /** The recipient's language: a Newsdesk user's own, otherwise the collection owner's. */
  language: Language;
  items: AlertItem[];
  /** For a digest: its period. */
  period: { frequency: 'hourly' | 'daily'; start: Date; end: Date } | null;
}

/**
 * Why a provider call failed. `retryAt`: the provider asked to wait (Slack 429 Retry-After); no
 * call may be made before. `permanent`: retrying cannot help (unknown channel, rejected address).
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly options: { retryAt?: Date; permanent?: boolean } = {},
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

export const SlackAlerts = Symbol.for('SlackAlerts');
export interface SlackAlerts {
  /** Posts to a channel, as a thread reply when `threadTs` is given; resolves with Slack's channel id and ts. */
  post(channel: string, content: AlertContent, threadTs: string | null): Promise<{ channel: string; ts: string }>;
}

export const EmailAlerts = Symbol.for('EmailAlerts');
export interface EmailAlerts {
  /** Sends with the given Message-ID (stable per alert × recipient, so a retried send is recognisable). */
  send(to: string, messageId: string, content: AlertContent): Promise<void>;
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
