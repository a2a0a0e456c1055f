import { parseParams } from './search-params';
import type { SearchHit, SearchParams, SearchResponse, ViewMode } from './search.types';

/** Spec §9: local cache keys and their versions. A bump makes every older entry unreadable. */
export const SEARCH_RESULT_ENTRY = { key: 'searchResult', version: '1.7' } as const;
export const SEARCH_PAGE_ENTRY = { key: 'searchPage', version: '1.1' } as const;

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

interface Entry {
  version: string;
  savedAt: string;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

const browserStorage = (): CacheStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Sandboxed iframes and some private modes throw on access: then nothing is cached.
    return null;
  }
};

/**
 * The search page's localStorage entries `{version, savedAt, value}`. Reading never throws: an
 * entry of another version, unparsable or of the wrong shape is removed and reads as null.
 * Writing ignores quota and privacy errors — the cache is a convenience, never a requirement.
 */
export class SearchCache {
  constructor(
    private readonly storage: CacheStorage | null = browserStorage(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  readPage(): SearchPageState | null {
    return this.read(SEARCH_PAGE_ENTRY, parsePage);
  }

  writePage(state: SearchPageState): void {
    this.write(SEARCH_PAGE_ENTRY, state);
  }

  /** The cached result when it answers exactly this request. */
  readResult(requestKey: string): SearchResponse | null {
    const cached = this.read(SEARCH_RESULT_ENTRY, parseResult);
    return cached !== null && cached.requestKey === requestKey ? cached.result : null;
  }

  writeResult(requestKey: string, result: SearchResponse): void {
    this.write(SEARCH_RESULT_ENTRY, { requestKey, result } satisfies CachedResult);
  }

  private read<T>(entry: { key: string; version: string }, parse: (value: unknown) => T | null): T | null {
    let text: string | null;
    try {
      text = this.storage?.getItem(entry.key) ?? null;
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
    const value = isRecord(stored) && stored['version'] === entry.version ? parse(stored['value']) : null;
    if (value === null) this.remove(entry.key);
    return value;
  }

  private write(entry: { key: string; version: string }, value: unknown): void {
    const stored: Entry = { version: entry.version, savedAt: this.now().toISOString(), value };
    try {
      this.storage?.setItem(entry.key, JSON.stringify(stored));
    } catch {
      // QuotaExceededError or storage disabled: the page works without the cache.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to do: the entry stays unreadable and is skipped again next time.
    }
  }
}
