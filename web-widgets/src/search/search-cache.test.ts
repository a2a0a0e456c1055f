/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { SearchCache, SEARCH_PAGE_ENTRY, SEARCH_RESULT_ENTRY, type SearchPageState } from './search-cache';
import { requestKey, toRequest } from './search-params';
import { MemoryStorage, NOW } from './search.fixtures';
import { emptyParams, type SearchResponse } from './search.types';

const page: SearchPageState = {
  params: {
    ...emptyParams(),
    tags: [{ name: 'inflation' }, { name: 'AND', type: 'operator' }, { name: 'Swiss National Bank', fromSuggestion: true }],
    page: 3,
  },
  viewMode: 'grid',
};
const result: SearchResponse = {
  hits: [],
  total: 0,
  moreThan10000: false,
  query: { display: 'inflation', tags: [] },
  page: 1,
  pageSize: 20,
};
const key = requestKey(toRequest(page.params));

const entry = (version: string, value: unknown) => JSON.stringify({ version, savedAt: NOW.toISOString(), value });

describe('SearchCache', () => {
  test('round-trips the page state and the result of the same request', () => {
    const storage = new MemoryStorage();
    const cache = new SearchCache(storage, () => NOW);
    cache.writePage(page);
    cache.writeResult(key, result);
    expect(JSON.parse(storage.getItem('searchPage') ?? '')).toEqual({ version: '1.1', savedAt: '2026-11-21T10:00:00.000Z', value: page });
    expect(cache.readPage()).toEqual(page);
    expect(cache.readResult(key)).toEqual(result);
    // another request: not this result, but the entry stays for its own request
    expect(cache.readResult(requestKey(toRequest(emptyParams())))).toBeNull();
    expect(storage.getItem('searchResult')).not.toBeNull();
  });

  test('a version bump discards and removes the old entries', () => {
    const storage = new MemoryStorage();
    storage.setItem(SEARCH_PAGE_ENTRY.key, entry('1.0', page));
    storage.setItem(SEARCH_RESULT_ENTRY.key, entry('1.6', { requestKey: key, result }));
    const cache = new SearchCache(storage);
    expect(cache.readPage()).toBeNull();
    expect(cache.readResult(key)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  test.each([
    ['unparsable JSON', '{"version":'],
    ['not an entry', '"hello"'],
    ['no value', JSON.stringify({ version: '1.1' })],
    ['a wrong view mode', entry('1.1', { ...page, viewMode: 'table' })],
    ['a tag without a name', entry('1.1', { ...page, params: { ...page.params, tags: [{}] } })],
    ['an unknown operator', entry('1.1', { ...page, params: { ...page.params, tags: [{ name: 'XOR', type: 'operator' }] } })],
    ['an unknown sort', entry('1.1', { ...page, params: { ...page.params, sort: { field: 'title', direction: 'newest' } } })],
    [
      'a reversed custom range',
      entry('1.1', { ...page, params: { ...page.params, timeFrame: { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' } } }),
    ],
    ['an unknown language', entry('1.1', { ...page, params: { ...page.params, filters: { domains: [], topics: [], languages: ['it'] } } })],
    ['page 0', entry('1.1', { ...page, params: { ...page.params, page: 0 } })],
  ])('a page entry with %s is discarded, never a crash', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(SEARCH_PAGE_ENTRY.key, text);
    expect(new SearchCache(storage).readPage()).toBeNull();
    expect(storage.getItem(SEARCH_PAGE_ENTRY.key)).toBeNull();
  });

  test('a result entry of the wrong shape is discarded', () => {
    const storage = new MemoryStorage();
    storage.setItem(SEARCH_RESULT_ENTRY.key, entry('1.7', { requestKey: key, result: { ...result, hits: [{ document: { id: 1 } }] } }));
    expect(new SearchCache(storage).readResult(key)).toBeNull();
    expect(storage.getItem(SEARCH_RESULT_ENTRY.key)).toBeNull();
  });

  test('quota errors and a throwing storage are ignored', () => {
    const full = new MemoryStorage(10);
    const cache = new SearchCache(full);
    expect(() => cache.writePage(page)).not.toThrow();
    expect(cache.readPage()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const blocked = new SearchCache(broken);
    expect(() => blocked.writeResult(key, result)).not.toThrow();
    expect(blocked.readResult(key)).toBeNull();
    expect(new SearchCache(null).readPage()).toBeNull();
  });
});
