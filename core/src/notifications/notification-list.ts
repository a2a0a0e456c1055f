import type { NotificationItem } from './notification.types';

/**
 * Spec §9: the notification list keeps at most 10 documents. The bell trims its list to it and
 * the catch-up query (`GET /api/notifications`) returns no more.
 */
export const NOTIFICATION_LIMIT = 10;

const newestFirst = (a: NotificationItem, b: NotificationItem) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

/**
 * Spec §4: at most 10 unique documents by id, newest first. A document already listed takes the
 * incoming entry (its newest collection and time); the sort is stable, so equal times keep
 * the incoming order.
 */
export const mergeNotifications = (
  current: readonly NotificationItem[],
  incoming: readonly NotificationItem[],
  limit = NOTIFICATION_LIMIT,
): NotificationItem[] => {
  const byId = new Map<string, NotificationItem>();
  for (const item of [...incoming, ...current]) if (!byId.has(item.document.id)) byId.set(item.document.id, item);
  return [...byId.values()].sort(newestFirst).slice(0, limit);
};

/** How many documents of `merged` were not in `before`: the alert count grows by these. */
export const countAdded = (before: readonly NotificationItem[], merged: readonly NotificationItem[]): number => {
  const known = new Set(before.map((item) => item.document.id));
  return merged.filter((item) => !known.has(item.document.id)).length;
};
