import type { NewsDocument } from '@newsdesk/core/documents/document.types';

/**
 * A document as the live socket and `GET /api/notifications` send it: what the bell's list shows.
 * Mirrors adapters/src/live/live-messages.ts (widgets never import adapters).
 */
export interface NotificationDocument {
  id: string;
  storyId: string;
  language: NewsDocument['language'];
  document: Pick<NewsDocument['document'], 'documentTitle' | 'domain' | 'url' | 'publicationDate' | 'firstAcquisitionDate'>;
}

/** Spec §3 "Notification item": a document plus the name of the collection it matched. */
export interface NotificationItem {
  document: NotificationDocument;
  collectionId: string;
  collectionName: string;
  /** When it matched (server) or arrived (live), ISO 8601. */
  at: string;
  /** Opened by the user on any device (server read marks); live arrivals are unread. */
  read?: boolean;
}

/** Server → browser over the socket: new documents of one collection. */
export interface LiveNotificationMessage {
  collectionId: string;
  collectionName: string;
  documents: NotificationDocument[];
}

/** One entry of `GET /api/notifications`. */
export interface MissedNotification {
  collectionId: string;
  collectionName: string;
  matchedAt: string;
  document: NotificationDocument;
  /** Older servers do not send it. */
  read?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNotificationDocument = (value: unknown): value is NotificationDocument => {
  if (!isRecord(value) || typeof value['id'] !== 'string' || !isRecord(value['document'])) return false;
  const doc = value['document'];
  return typeof doc['documentTitle'] === 'string' && typeof doc['domain'] === 'string' && typeof doc['url'] === 'string';
};

/** Narrows whatever arrived on the socket; anything else (pong, error codes) is not a notification. */
export const isLiveNotification = (value: unknown): value is LiveNotificationMessage =>
  isRecord(value) &&
  typeof value['collectionName'] === 'string' &&
  typeof value['collectionId'] === 'string' &&
  Array.isArray(value['documents']) &&
  value['documents'].every(isNotificationDocument);
