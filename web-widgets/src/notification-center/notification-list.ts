import type { NotificationItem } from './notification.types';

/** Spec §9: the list keeps at most 10 documents. */
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

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** The page title without a count prefix this widget added. */
export const baseTitle = (title: string): string => title.replace(COUNT_PREFIX, '');

/** "(3) Newsdesk"; the count as the badge shows it ("9+" above 9); no prefix for 0. */
export const titleWithCount = (title: string, badge: string): string => (badge ? `(${badge}) ${baseTitle(title)}` : baseTitle(title));
