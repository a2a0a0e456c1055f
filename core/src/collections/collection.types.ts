import type { SearchFilters, SearchSort, SearchTag, TimeFrame } from '../search/search-query.types';

/** Spec §9: how often a collection alerts. */
export const ALERT_FREQUENCIES = ['immediately', 'hourly', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A collection's saved search: the search page's criteria without paging. Running it with
 * RunSearch and percolating a new document against it must agree (percolation-equals-search.int.test.ts).
 */
export interface CollectionSearch {
  tags: SearchTag[];
  timeFrame: TimeFrame;
  sort: SearchSort;
  filters: SearchFilters;
  exactMatchesOnly: boolean;
}

/** Where alerts of a collection go; null on the collection = no alert (live notifications still arrive). */
export interface AlertSettings {
  frequency: AlertFrequency;
  /** Slack channel ids or names, e.g. `#newsdesk-economy` or `C0123456789`. */
  slackChannels: string[];
  emails: string[];
  /**
   * Webhook URLs: a signed JSON POST per alert (ADR 0022). Optional so that alerts stored before
   * the channel existed read as "none"; `alertTargets` is the one place that lists recipients.
   */
  webhooks?: string[];
  /** Microsoft Teams incoming-webhook / Workflows URLs: an Adaptive Card per alert (ADR 0022). */
  teams?: string[];
}

/** Spec §3 "Collection": a saved search of one owner, shared with colleagues who may unsubscribe. */
export interface Collection {
  id: string;
  name: string;
  ownerId: string;
  search: CollectionSearch;
  alert: AlertSettings | null;
  /** Colleagues it is shared with (not the owner); each can unsubscribe. */
  subscriberIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** Everyone who receives live notifications of a collection: its owner and its subscribers. */
export const collectionAudience = (collection: Pick<Collection, 'ownerId' | 'subscriberIds'>): string[] => [
  ...new Set([collection.ownerId, ...collection.subscriberIds]),
];

/** Configurable per-user maximum (spec §9: a limit exists, its value not shown); NEWSDESK_MAX_COLLECTIONS overrides it. */
export const DEFAULT_MAX_COLLECTIONS_PER_USER = 50;
