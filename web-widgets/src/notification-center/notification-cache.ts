import { NOTIFICATION_LIMIT } from './notification-list';
import { isNotificationDocument, type NotificationItem } from './notification.types';

/** Spec §9: local cache key and version. */
export const NOTIFICATIONS_ENTRY = { key: 'notifications', version: '1.0' } as const;

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIsoOrNull = (value: unknown): value is string | null => value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

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
  if (!Array.isArray(items) || !items.every(isItem) || typeof alertCount !== 'number' || !Number.isFinite(alertCount) || alertCount < 0) return null;
  if (!isIsoOrNull(connectedAt) || !isIsoOrNull(clearedAt)) return null;
  return { items: items.slice(0, NOTIFICATION_LIMIT), alertCount: Math.floor(alertCount), connectedAt, clearedAt, userId };
};

const browserStorage = (): CacheStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Sandboxed iframes and some private modes throw on access: then nothing is cached.
    return null;
  }
};

/**
 * The `notifications` localStorage entry `{version, savedAt, value}` (same pattern as the search
 * caches): another version, unreadable JSON or a wrong shape is removed and reads as null;
 * writes ignore quota and privacy errors.
 */
export class NotificationCache {
  constructor(
    private readonly storage: CacheStorage | null = browserStorage(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  read(): CachedNotifications | null {
    let text: string | null;
    try {
      text = this.storage?.getItem(NOTIFICATIONS_ENTRY.key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      stored = undefined;
    }
    const value = isRecord(stored) && stored['version'] === NOTIFICATIONS_ENTRY.version ? parse(stored['value']) : null;
    if (value === null) this.remove();
    return value;
  }

  write(value: CachedNotifications): void {
    try {
      this.storage?.setItem(
        NOTIFICATIONS_ENTRY.key,
        JSON.stringify({ version: NOTIFICATIONS_ENTRY.version, savedAt: this.now().toISOString(), value }),
      );
    } catch {
      // QuotaExceededError or storage disabled: the bell works without the cache.
    }
  }

  remove(): void {
    try {
      this.storage?.removeItem(NOTIFICATIONS_ENTRY.key);
    } catch {
      // Nothing to do: the entry stays unreadable and is skipped again next time.
    }
  }
}
