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

/** How often a digest (a collection's or a site's) is sent. */
export type DigestFrequency = Exclude<AlertFrequency, 'immediately'>;

/**
 * What a delivery is about, typed: the ledger stores it in its own columns (ADR 0007,
 * Migration20261127960000DeliverySubjectColumns) and every reader uses it, never the subject.
 * `story` an immediate alert, `copy` a Slack thread reply "+1 outlet" below the story's alert,
 * `digest` a digest of the period starting at `periodStart`, `test` a test alert; `site` and
 * `site-digest` a site monitor's change and digest (ADR 0026); `source-health` a notice to an
 * admin about a source's incident (ADR 0027).
 */
export type DeliveryAbout =
  | { kind: 'story'; storyId: string }
  | { kind: 'copy'; documentId: string }
  | { kind: 'digest'; frequency: DigestFrequency; periodStart: Date }
  | { kind: 'test'; id: string }
  | { kind: 'site'; at: Date }
  | { kind: 'site-digest'; frequency: DigestFrequency; from: Date; to: Date }
  | { kind: 'source-health'; incidentId: string; notice: SourceHealthNoticeKind };

export type DeliveryKind = DeliveryAbout['kind'];
/** Every kind, for the wire schemas (the delivery log's `kind`). */
export const DELIVERY_KINDS = [
  'story',
  'copy',
  'digest',
  'test',
  'site',
  'site-digest',
  'source-health',
] as const satisfies readonly DeliveryKind[];
export type SourceHealthNoticeKind = 'opened' | 'recovered';

/**
 * The ledger's key of what a delivery is about (part of its unique key, and `thread_of` /
 * `alert_story.subject` name a row by it). Derived only here, byte for byte the strings rows
 * were keyed by before the typed columns, so those rows keep their identity.
 */
export type DeliverySubject = string;

export const subjectOf = (about: DeliveryAbout): DeliverySubject => {
  switch (about.kind) {
    case 'story':
      return `story:${about.storyId}`;
    case 'copy':
      return `copy:${about.documentId}`;
    case 'digest':
      return `digest:${about.frequency}:${about.periodStart.toISOString()}`;
    case 'test':
      return `test:${about.id}`;
    case 'site':
      return `site:${about.at.toISOString()}`;
    case 'site-digest':
      return `site-digest:${about.frequency}:${about.from.toISOString()}/${about.to.toISOString()}`;
    case 'source-health':
      return `source-health:${about.incidentId}:${about.notice}`;
  }
};

/** One row of the delivery ledger: one (collection, subject, channel, recipient), unique. */
export interface Delivery {
  id: string;
  collectionId: string;
  /** The unique key's part, `subjectOf(about)`: compare and look up by it, read `about`. */
  subject: DeliverySubject;
  about: DeliveryAbout;
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
  about: DeliveryAbout;
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
