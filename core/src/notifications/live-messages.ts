import { isNotificationDocument, type NotificationDocument } from './notification.types';

/**
 * The frames of the live socket `/ws` (spec §7 "Live socket"), as JSON text. The server writes
 * them (adapters/src/live), the bell reads them (web-widgets notification-center).
 */

/** Server → browser: new documents of one collection (spec §7: documents and collectionName). */
export interface LiveNotificationMessage {
  collectionId: string;
  collectionName: string;
  documents: NotificationDocument[];
}

/** Browser → server keep-alive (spec §4: every 60 s). */
export interface PingMessage {
  action: 'ping';
  data?: unknown;
}

/** Server → browser: the answer to a ping, with the ping's data (null without). */
export interface PongMessage {
  action: 'pong';
  data: unknown;
}

/** Errors on the socket carry a stable code like HTTP errors do (STYLE: `{type:'error', code}`). */
export interface LiveErrorMessage {
  type: 'error';
  code: 'live.invalid_message';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Narrows whatever arrived on the socket; anything else (pong, error codes) is not a notification. */
export const isLiveNotification = (value: unknown): value is LiveNotificationMessage =>
  isRecord(value) &&
  typeof value['collectionName'] === 'string' &&
  typeof value['collectionId'] === 'string' &&
  Array.isArray(value['documents']) &&
  value['documents'].every(isNotificationDocument);
