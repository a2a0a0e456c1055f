import { browserStorage, isRecord, VersionedEntry, type CacheStorage } from '../cache/versioned-entry';
import { parseParams } from './search-params';
import type { SearchHit, SearchParams, SearchResponse, ViewMode } from './search.types';

/** Spec §9: local cache keys and their versions. A bump makes every older entry unreadable. */
export const SEARCH_RESULT_ENTRY = { key: 'searchResult', version: '1.7' } as const;
export const SEARCH_PAGE_ENTRY = { key: 'searchPage', version: '1.1' } as const;

export type { CacheStorage } from '../cache/versioned-entry';

/** What the search page restores on load. */
export interface SearchPageState {
  params: SearchParams;
  viewMode: ViewMode;
}

/** The last result, with the request it answered (see requestKey). */
export interface CachedResult {
  requestKey: string;
  result: SearchResponse;
}

const isRangeList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((r) => isRecord(r) && typeof r['start'] === 'number' && typeof r['end'] === 'number');

const isHit = (value: unknown): value is SearchHit => {
  if (!isRecord(value) || typeof value['copies'] !== 'number') return false;
  const doc = value['document'];
  const highlights = value['highlights'];
  return (
    isRecord(doc) &&
    typeof doc['id'] === 'string' &&
    isRecord(doc['document']) &&
    typeof doc['document']['documentTitle'] === 'string' &&
    typeof doc['document']['documentBody'] === 'string' &&
    isRecord(doc['metadata']) &&
    isRecord(highlights) &&
    isRangeList(highlights['title']) &&
    isRangeList(highlights['body']) &&
    Array.isArray(highlights['associatedText'])
  );
};

const parseResult = (value: unknown): CachedResult | null => {
  if (!isRecord(value) || typeof value['requestKey'] !== 'string') return null;
  const result = value['result'];
  if (
    !isRecord(result) ||
    !Array.isArray(result['hits']) ||
    !result['hits'].every(isHit) ||
    typeof result['total'] !== 'number' ||
    typeof result['moreThan10000'] !== 'boolean' ||
    typeof result['page'] !== 'number' ||
    typeof result['pageSize'] !== 'number'
  ) {
    return null;
  }
  return { requestKey: value['requestKey'], result: result as unknown as SearchResponse };
};

const parsePage = (value: unknown): SearchPageState | null => {
  if (!isRecord(value)) return null;
  const params = parseParams(value['params']);
  const viewMode = value['viewMode'];
  return params && (viewMode === 'list' || viewMode === 'grid') ? { params, viewMode } : null;
};

/**
 * The search page's localStorage entries `{version, savedAt, value}`. Reading never throws: an
 * entry of another version, unparsable or of the wrong shape is removed and reads as null.
 * Writing ignores quota and privacy errors — the cache is a convenience, never a requirement.
 */
export class SearchCache {
  private readonly page: VersionedEntry<SearchPageState>;
  private readonly result: VersionedEntry<CachedResult>;

  constructor(storage: CacheStorage | null = browserStorage(), now: () => Date = () => new Date()) {
    this.page = new VersionedEntry(SEARCH_PAGE_ENTRY, parsePage, storage, now);
    this.result = new VersionedEntry(SEARCH_RESULT_ENTRY, parseResult, storage, now);
  }

  readPage(): SearchPageState | null {
    return this.page.read();
  }

  writePage(state: SearchPageState): void {
    this.page.write(state);
  }

  /** The cached result when it answers exactly this request. */
  readResult(requestKey: string): SearchResponse | null {
    const cached = this.result.read();
    return cached !== null && cached.requestKey === requestKey ? cached.result : null;
  }

  writeResult(requestKey: string, result: SearchResponse): void {
    this.result.write({ requestKey, result });
  }
}
