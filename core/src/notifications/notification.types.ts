import type { NewsDocument } from '../documents/document.types';

/**
 * A document as the live socket and `GET /api/notifications` send it: enough for the bell's list
 * (title, source, dates, link). Bodies stay out: one message goes to thousands of sockets, and the
 * viewer loads the full document when it is opened.
 */
export interface NotificationDocument {
  id: string;
  storyId: string;
  language: NewsDocument['language'];
  document: Pick<NewsDocument['document'], 'documentTitle' | 'domain' | 'url' | 'publicationDate' | 'firstAcquisitionDate'>;
}

/** One entry of `GET /api/notifications` (spec §7): the newest match of a document in a collection the user sees. */
export interface MissedNotification {
  collectionId: string;
  collectionName: string;
  /** When the percolation worker matched it, ISO 8601. */
  matchedAt: string;
  document: NotificationDocument;
  /** The user opened it (on any device; notification-state.ts withReadMarks). */
  read: boolean;
}

/** Spec §3 "Notification item": a document plus the name of the collection it matched, as the bell lists it. */
export interface NotificationItem {
  document: NotificationDocument;
  collectionId: string;
  collectionName: string;
  /** When it matched (server) or arrived (live), ISO 8601. */
  at: string;
  /** Opened by the user on any device (server read marks); live arrivals are unread. */
  read?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a value is shaped like a notification document as far as the list needs it (id, title,
 * source, link): what arrives on the socket or sits in a browser's cache is checked before it is shown.
 */
export const isNotificationDocument = (value: unknown): value is NotificationDocument => {
  if (!isRecord(value) || typeof value['id'] !== 'string' || !isRecord(value['document'])) return false;
  const doc = value['document'];
  return typeof doc['documentTitle'] === 'string' && typeof doc['domain'] === 'string' && typeof doc['url'] === 'string';
};
