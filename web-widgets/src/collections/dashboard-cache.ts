import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { VersionedEntry, browserStorage, isRecord, type CacheStorage } from '../cache/versioned-entry';

/** Spec §9: the dashboard's local cache key and version. A bump makes older entries unreadable. */
export const DASHBOARD_PAGE_ENTRY = { key: 'dashboardPage', version: '1.1' } as const;

/**
 * A document as a dashboard card shows it: title, source, dates (no body, no PDF texts), so 50
 * collections × 8 documents stay a few hundred KB, far below the localStorage quota.
 */
export interface FeedDocument {
  id: string;
  language: NewsDocument['language'];
  document: Pick<NewsDocument['document'], 'documentTitle' | 'domain' | 'url' | 'publicationDate' | 'firstAcquisitionDate'>;
}

/** Only the fields a card shows; also trims an entry written in the earlier, full shape. */
export const toFeedDocument = (doc: FeedDocument): FeedDocument => ({
  id: doc.id,
  language: doc.language,
  document: {
    documentTitle: doc.document.documentTitle,
    domain: doc.document.domain,
    url: doc.document.url,
    publicationDate: doc.document.publicationDate,
    firstAcquisitionDate: doc.document.firstAcquisitionDate,
  },
});

/** One column of the dashboard as cached: the collection and its newest documents. */
export interface CachedFeed {
  collection: { id: string; name: string; url: string; role: 'owner' | 'subscriber' };
  documents: FeedDocument[];
}

export interface DashboardPageState {
  feeds: CachedFeed[];
}

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

const isDocument = (value: unknown): value is FeedDocument => {
  if (!isRecord(value) || typeof value['id'] !== 'string' || typeof value['language'] !== 'string' || !isRecord(value['document']))
    return false;
  const doc = value['document'];
  return (
    typeof doc['documentTitle'] === 'string' &&
    typeof doc['firstAcquisitionDate'] === 'string' &&
    typeof doc['domain'] === 'string' &&
    typeof doc['url'] === 'string' &&
    isStringOrNull(doc['publicationDate'])
  );
};

const isFeed = (value: unknown): value is CachedFeed => {
  if (!isRecord(value) || !isRecord(value['collection']) || !Array.isArray(value['documents'])) return false;
  const c = value['collection'];
  return (
    typeof c['id'] === 'string' &&
    typeof c['name'] === 'string' &&
    typeof c['url'] === 'string' &&
    (c['role'] === 'owner' || c['role'] === 'subscriber') &&
    value['documents'].every(isDocument)
  );
};

// Version 1.1 stays: the slim shape is a subset of the full one written before, which still reads.
const parse = (value: unknown): DashboardPageState | null =>
  isRecord(value) && Array.isArray(value['feeds']) && value['feeds'].every(isFeed)
    ? {
        feeds: value['feeds'].map(({ collection: { id, name, url, role }, documents }) => ({
          collection: { id, name, url, role },
          documents: documents.map(toFeedDocument),
        })),
      }
    : null;

export const dashboardCache = (storage: CacheStorage | null = browserStorage(), now?: () => Date) =>
  new VersionedEntry<DashboardPageState>(DASHBOARD_PAGE_ENTRY, parse, storage, now);

/** The collections page remembers list or grid (not in spec §9's list: a small entry of its own). */
export const COLLECTIONS_PAGE_ENTRY = { key: 'collectionsPage', version: '1.0' } as const;

export const collectionsPageCache = (storage: CacheStorage | null = browserStorage()) =>
  new VersionedEntry<{ viewMode: 'list' | 'grid' }>(
    COLLECTIONS_PAGE_ENTRY,
    (value) => (isRecord(value) && (value['viewMode'] === 'list' || value['viewMode'] === 'grid') ? { viewMode: value['viewMode'] } : null),
    storage,
  );
