import type { AlertFrequency, AlertSettings } from '../collections/collection.types';
import type { DeliveryErrorCode } from './delivery-problem';

/** Where one delivery goes (ADR 0007; webhook and teams ADR 0022). */
export const DELIVERY_CHANNELS = ['slack', 'email', 'webhook', 'teams'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** One recipient of a collection's alerts on one channel. */
export interface AlertTarget {
  channel: DeliveryChannel;
  recipient: string;
}

/**
 * Every recipient of an alert, each once: the one list the planner plans for and the sender
 * checks against (a recipient removed since is not sent to). E-mail addresses compare without case.
 */
export const alertTargets = (alert: AlertSettings | null | undefined): AlertTarget[] => {
  if (!alert) return [];
  const each = (channel: DeliveryChannel, values: readonly string[] | undefined) =>
    [...new Set(values ?? [])].map((recipient) => ({ channel, recipient }));
  return [
    ...each('slack', alert.slackChannels),
    ...each(
      'email',
      alert.emails.map((e) => e.trim().toLowerCase()),
    ),
    ...each('webhook', alert.webhooks),
    ...each('teams', alert.teams),
  ];
};

/**
 * Ledger states (ADR 0007). queued → sending → sent; sending → retrying → sending … → failed.
 * `sending` is written before the provider is called: a row found `sending` after its claim
 * expired was interrupted and is sent again (the one allowed duplicate).
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

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

export const testSubject = (id: string): DeliverySubject => `test:${id}`;

/** `site` and `site-digest`: a site monitor's change and digest (site-alert.ts, ADR 0026). */
export const SUBJECT_KINDS = ['story', 'copy', 'digest', 'test', 'site', 'site-digest'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
export const subjectKind = (subject: DeliverySubject): SubjectKind => subject.slice(0, subject.indexOf(':')) as SubjectKind;

/** One row of the delivery ledger: one (collection, subject, channel, recipient), unique. */
export interface Delivery {
  id: string;
  collectionId: string;
  subject: DeliverySubject;
  channel: DeliveryChannel;
  /** Slack channel (as configured on the collection), e-mail address, or webhook / Teams URL. */
  recipient: string;
  /** For a thread reply: the subject of the alert it answers. */
  threadOf: DeliverySubject | null;
  /** The documents this delivery announces (a digest's are read from its stories when it is sent). */
  documentIds: string[];
  status: DeliveryStatus;
  attempts: number;
  /** Why the last attempt failed, as the delivery log's code (delivery-problem.ts); null with no error. */
  errorCode: DeliveryErrorCode | null;
  /** The same in English words, a provider's own answer included. */
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
