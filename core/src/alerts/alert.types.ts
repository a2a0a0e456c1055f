import type { AlertFrequency } from '../collections/collection.types';

/** Where one delivery goes. */
export type DeliveryChannel = 'slack' | 'email';

/**
 * Ledger states (ADR 0007). queued → sending → sent; sending → retrying → sending … → failed.
 * `sending` is written before the provider is called: a row found `sending` after its claim
 * expired was interrupted and is sent again (the one allowed duplicate).
 */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

/**
 * What a delivery is about, as a stable key (part of the ledger's unique key):
 * `story:<storyId>` an immediate alert, `copy:<documentId>` a Slack thread reply "+1 outlet"
 * below the story's alert, `digest:<hourly|daily>:<period start ISO>` a digest.
 */
export type DeliverySubject = string;

export const storySubject = (storyId: string): DeliverySubject => `story:${storyId}`;
export const copySubject = (documentId: string): DeliverySubject => `copy:${documentId}`;
export const digestSubject = (frequency: Exclude<AlertFrequency, 'immediately'>, periodStart: Date): DeliverySubject =>
  `digest:${frequency}:${periodStart.toISOString()}`;

export type SubjectKind = 'story' | 'copy' | 'digest';
export const subjectKind = (subject: DeliverySubject): SubjectKind => subject.slice(0, subject.indexOf(':')) as SubjectKind;

/** One row of the delivery ledger: one (collection, subject, channel, recipient), unique. */
export interface Delivery {
  id: string;
  collectionId: string;
  subject: DeliverySubject;
  channel: DeliveryChannel;
  /** Slack channel (as configured on the collection) or e-mail address. */
  recipient: string;
  /** For a thread reply: the subject of the alert it answers. */
  threadOf: DeliverySubject | null;
  /** The documents this delivery announces (a digest's are read from its stories when it is sent). */
  documentIds: string[];
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  /** Slack message ts, or the e-mail's Message-ID. */
  providerId: string | null;
  /** Slack: the channel id Slack answered with (threads are addressed by id). */
  providerChannel: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A new match as the planner sees it (from `collection_match`). */
export interface PlannedMatch {
  documentId: string;
  storyId: string;
  isOriginal: boolean;
  matchedAt: Date;
}

/** The ledger row the planner asks for (ids and states are the store's business). */
export interface NewDelivery {
  subject: DeliverySubject;
  channel: DeliveryChannel;
  recipient: string;
  threadOf: DeliverySubject | null;
  documentIds: string[];
  /** When it may be sent: now for alerts, the period's end for digests. */
  dueAt: Date;
}

/** A story of a collection that has been assigned to an alert or a digest (one per story). */
export interface AlertedStory {
  storyId: string;
  subject: DeliverySubject;
  documentId: string;
}
