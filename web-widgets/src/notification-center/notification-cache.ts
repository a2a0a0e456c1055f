import { browserStorage, isRecord, VersionedEntry, type CacheStorage } from '../cache/versioned-entry';
import { NOTIFICATION_LIMIT } from '@newsdesk/core/notifications/notification-list';
import { isNotificationDocument, type NotificationItem } from '@newsdesk/core/notifications/notification.types';

/** Spec §9: local cache key and version. */
export const NOTIFICATIONS_ENTRY = { key: 'notifications', version: '1.0' } as const;

export type { CacheStorage } from '../cache/versioned-entry';

/** What survives a page load: the list, the unread count, and when the socket was last connected. */
export interface CachedNotifications {
  items: NotificationItem[];
  alertCount: number;
  /** ISO time the socket was last known connected: the `since` of the first catch-up. */
  connectedAt: string | null;
  /** ISO time of the last "clear all": older matches never come back. */
  clearedAt: string | null;
  /** Whose list it is: another user on the same browser starts empty. */
  userId: string | null;
}

const isIsoOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

const isItem = (value: unknown): value is NotificationItem =>
  isRecord(value) &&
  isNotificationDocument(value['document']) &&
  typeof value['collectionId'] === 'string' &&
  typeof value['collectionName'] === 'string' &&
  typeof value['at'] === 'string';

const parse = (value: unknown): CachedNotifications | null => {
  if (!isRecord(value)) return null;
  const { items, alertCount, connectedAt, clearedAt, userId } = value;
  if (userId !== null && typeof userId !== 'string') return null;
  if (!Array.isArray(items) || !items.every(isItem) || typeof alertCount !== 'number' || !Number.isFinite(alertCount) || alertCount < 0)
    return null;
  if (!isIsoOrNull(connectedAt) || !isIsoOrNull(clearedAt)) return null;
  return { items: items.slice(0, NOTIFICATION_LIMIT), alertCount: Math.floor(alertCount), connectedAt, clearedAt, userId };
};

/**
 * The `notifications` localStorage entry `{version, savedAt, value}` (same pattern as the search
 * caches): another version, unreadable JSON or a wrong shape is removed and reads as null;
 * writes ignore quota and privacy errors.
 */
export class NotificationCache {
  private readonly entry: VersionedEntry<CachedNotifications>;

  constructor(storage: CacheStorage | null = browserStorage(), now: () => Date = () => new Date()) {
    this.entry = new VersionedEntry(NOTIFICATIONS_ENTRY, parse, storage, now);
  }

  read(): CachedNotifications | null {
    return this.entry.read();
  }

  write(value: CachedNotifications): void {
    this.entry.write(value);
  }

  remove(): void {
    this.entry.remove();
  }
}
