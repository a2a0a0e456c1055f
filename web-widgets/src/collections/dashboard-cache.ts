import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { VersionedEntry, browserStorage, isRecord, type CacheStorage } from '../cache/versioned-entry';

/** Spec §9: the dashboard's local cache key and version. A bump makes older entries unreadable. */
export const DASHBOARD_PAGE_ENTRY = { key: 'dashboardPage', version: '1.1' } as const;

/** One column of the dashboard as cached: the collection and its newest documents. */
export interface CachedFeed {
  collection: { id: string; name: string; url: string; role: 'owner' | 'subscriber' };
  documents: NewsDocument[];
}

export interface DashboardPageState {
  feeds: CachedFeed[];
}

const isDocument = (value: unknown): value is NewsDocument =>
  isRecord(value) && typeof value['id'] === 'string' && isRecord(value['document']) && typeof value['document']['documentTitle'] === 'string' && typeof value['document']['firstAcquisitionDate'] === 'string';

const isFeed = (value: unknown): value is CachedFeed => {
  if (!isRecord(value) || !isRecord(value['collection']) || !Array.isArray(value['documents'])) return false;
  const c = value['collection'];
  return typeof c['id'] === 'string' && typeof c['name'] === 'string' && typeof c['url'] === 'string' && (c['role'] === 'owner' || c['role'] === 'subscriber') && value['documents'].every(isDocument);
};

const parse = (value: unknown): DashboardPageState | null =>
  isRecord(value) && Array.isArray(value['feeds']) && value['feeds'].every(isFeed) ? { feeds: value['feeds'] } : null;

export const dashboardCache = (storage: CacheStorage | null = browserStorage(), now?: () => Date) =>
  new VersionedEntry<DashboardPageState>(DASHBOARD_PAGE_ENTRY, parse, storage, now);

/** The collections page remembers list or grid (not in spec §9's list: a small entry of its own). */
export const COLLECTIONS_PAGE_ENTRY = { key: 'collectionsPage', version: '1.0' } as const;

export const collectionsPageCache = (storage: CacheStorage | null = browserStorage()) =>
  new VersionedEntry<{ viewMode: 'list' | 'grid' }>(COLLECTIONS_PAGE_ENTRY, (value) =>
    isRecord(value) && (value['viewMode'] === 'list' || value['viewMode'] === 'grid') ? { viewMode: value['viewMode'] } : null,
  storage);
