/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { SearchCache, SEARCH_PAGE_ENTRY, SEARCH_RESULT_ENTRY } from './search-cache';
import { FakeSearchApi, MemoryStorage, NOW } from './search.fixtures';
import { SearchStore } from './search.store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const setup = (storage = new MemoryStorage()) => {
  const api = new FakeSearchApi();
  const cache = new SearchCache(storage, () => NOW);
  const store = new SearchStore(api, { cache, now: () => NOW, debounceMs: 0, shareBaseUrl: 'https://newsdesk.example/' });
  return { api, cache, storage, store };
};

const typeAndEnter = async (store: SearchStore, text: string) => {
  store.setDraft(text);
  await settle();
  store.suggestions.close();
  store.commitDraft();
  await settle();
};

describe('SearchStore', () => {
  test('a typed term becomes a tag and searches; hits give the viewer ids and highlights', async () => {
    const { api, store } = setup();
    await store.init();
    expect(store.status).toBe('idle');
    expect(api.requests).toEqual([]);
    await typeAndEnter(store, 'inflation');
    expect(store.tags).toEqual([{ name: 'inflation' }]);
    expect(store.suggestions.text).toBe('');
    expect(store.status).toBe('ready');
    expect(store.resultIds).toEqual(['doc-1', 'doc-3', 'doc-4', 'doc-5', 'doc-6', 'doc-10']);
    // doc-2 is a wire copy of doc-1: folded under it
    expect(store.hits[0]?.copies).toBe(1);
    const body = store.hits[0]?.document.document.documentBody ?? '';
    const [range] = store.highlightsById['doc-1']?.body ?? [];
    expect(body.slice(range?.start, range?.end)).toBe('Inflation');
  });

  test('two words not taken from the suggestions are refused with the server code', async () => {
    const { store } = setup();
    await typeAndEnter(store, 'national bank');
    expect(store.status).toBe('error');
    expect(store.error).toMatchObject({
      code: 'search.more_than_one_term',
      message: 'Not allowed to search more than one term.',
      retryable: false,
    });
    expect(store.error?.values['hint']).toBe('Please for searching use the auto-suggestion feature.');
  });

  test('a short wildcard is refused by the server rule', async () => {
    const { store } = setup();
    await typeAndEnter(store, 'in*');
    expect(store.error?.code).toBe('search.wildcard_too_short');
  });

  test('suggestions: debounced, keyboard selection, a multi-word pick is a phrase', async () => {
    const { api, store } = setup();
    store.setDraft('s');
    store.setDraft('sw');
    store.setDraft('swi');
    await settle();
    expect(api.suggestCalls).toEqual(['swi']);
    expect(store.suggestions.expanded).toBe(true);
    expect(store.suggestions.items.map((s) => s.name)).toEqual(['Swiss National Bank', 'Swissair', 'Switzerland']);
    store.suggestions.move(1);
    store.suggestions.move(1);
    store.suggestions.move(-1);
    expect(store.suggestions.active?.name).toBe('Swiss National Bank');
    store.suggestions.move(-1);
    expect(store.suggestions.active?.name).toBe('Switzerland');
    store.suggestions.move(1);
    store.commitDraft();
    await settle();
    expect(store.tags).toEqual([{ name: 'Swiss National Bank', fromSuggestion: true }]);
    expect(store.status).toBe('ready');
    expect(store.resultIds).toContain('doc-1');
  });

  test('an answer to older text does not replace newer suggestions', async () => {
    const { store } = setup();
    store.setDraft('sw');
    await settle();
    store.setDraft('zu');
    await settle();
    expect(store.suggestions.items.map((s) => s.name)).toEqual(['Zurich']);
  });

  test('operators are tags; Backspace removes the last; operators alone do not search', async () => {
    const { api, store } = setup();
    store.addOperator('NOT');
    await settle();
    expect(api.requests).toHaveLength(0);
    await typeAndEnter(store, 'inflation');
    await typeAndEnter(store, 'AND');
    expect(store.tags).toEqual([{ name: 'NOT', type: 'operator' }, { name: 'inflation' }, { name: 'AND', type: 'operator' }]);
    store.removeLastTag();
    store.removeTag(0);
    await settle();
    expect(store.tags).toEqual([{ name: 'inflation' }]);
    expect(api.requests.at(-1)?.tags).toEqual([{ name: 'inflation' }]);
  });

  test('filters, sort, time frame and exact match change the request and go back to page 1', async () => {
    const { api, store } = setup();
    store.toggleSource('nzz.ch');
    await settle();
    expect(store.resultIds).toEqual(['doc-1', 'doc-6']);
    store.toggleLanguage('en');
    store.toggleTopic('economy');
    store.setSort({ field: 'publication-date', direction: 'oldest' });
    store.setTimeFrame('week');
    store.setExactMatchesOnly(true);
    await settle();
    expect(api.requests.at(-1)).toEqual({
      tags: [],
      timeFrame: 'week',
      sort: { field: 'publication-date', direction: 'oldest' },
      filters: { domains: ['nzz.ch'], topics: ['economy'], languages: ['en'], entities: { organizations: [], persons: [], locations: [] } },
      exactMatchesOnly: true,
      page: 1,
      pageSize: 20,
    });
    expect(store.resultIds).toEqual(['doc-6', 'doc-1']);
  });

  test('a custom time frame searches only when from ≤ to', async () => {
    const { api, store } = setup();
    store.toggleSource('srf.ch');
    await settle();
    const before = api.requests.length;
    store.setTimeFrame('custom');
    store.setCustomRange('2026-11-20', '2026-11-01');
    await settle();
    expect(store.customRangeInvalid).toBe(true);
    expect(api.requests).toHaveLength(before);
    store.setCustomRange('2026-11-01', '2026-11-21');
    await settle();
    const frame = api.requests.at(-1)?.timeFrame;
    expect(typeof frame === 'object' && new Date(frame.from) < new Date(frame.to)).toBe(true);
    expect(store.customRangeInvalid).toBe(false);
  });

  test('pagination asks for the page; a new criterion returns to page 1', async () => {
    const { api, store } = setup();
    api.index.extraMatches = 95;
    store.toggleLanguage('en');
    await settle();
    expect(store.total).toBe(102);
    expect(store.pageCount).toBe(6);
    await store.goToPage(3);
    expect(api.requests.at(-1)?.page).toBe(3);
    await store.goToPage(99);
    expect(api.requests.at(-1)?.page).toBe(6);
    store.toggleLanguage('de');
    await settle();
    expect(api.requests.at(-1)?.page).toBe(1);
  });

  test('more than 10,000 matches sets the warning flag', async () => {
    const { api, store } = setup();
    api.index.extraMatches = 20_000;
    store.toggleLanguage('en');
    await settle();
    expect(store.moreThan10000).toBe(true);
    expect(store.total).toBe(10_001);
  });

  test('a stale answer never overwrites a newer one', async () => {
    const { api, store } = setup();
    api.mode = 'hold';
    store.toggleSource('nzz.ch');
    store.toggleSource('srf.ch');
    await settle();
    expect(api.held).toHaveLength(2);
    api.held[1]?.resolve();
    await settle();
    const newest = [...store.resultIds];
    expect(newest).toEqual(['doc-1', 'doc-6', 'doc-7']);
    api.held[0]?.resolve();
    await settle();
    expect(store.resultIds).toEqual(newest);
  });

  test('a failing server gives "Error searching documents" and retry works', async () => {
    const { api, store } = setup();
    api.mode = 'failing';
    store.toggleSource('nzz.ch');
    await settle();
    expect(store.error).toMatchObject({ code: 'search.failed', retryable: true });
    api.mode = 'normal';
    await store.retry();
    expect(store.status).toBe('ready');
    expect(store.error).toBeNull();
  });

  test('no match is the empty state', async () => {
    const { store } = setup();
    await typeAndEnter(store, 'volcano');
    expect(store.isEmpty).toBe(true);
  });

  test('the page state and result are cached and restored; the cached result shows at once', async () => {
    const { storage, store } = setup();
    await typeAndEnter(store, 'inflation');
    store.setViewMode('grid');
    expect(JSON.parse(storage.getItem(SEARCH_PAGE_ENTRY.key) ?? '{}')).toMatchObject({ version: '1.1', savedAt: NOW.toISOString() });
    expect(JSON.parse(storage.getItem(SEARCH_RESULT_ENTRY.key) ?? '{}')).toMatchObject({ version: '1.7' });

    const again = setup(storage);
    again.api.mode = 'pending';
    void again.store.init();
    expect(again.store.tags).toEqual([{ name: 'inflation' }]);
    expect(again.store.viewMode).toBe('grid');
    expect(again.store.status).toBe('loading');
    expect(again.store.resultIds).toEqual(store.resultIds);
    expect(again.api.requests).toHaveLength(1);
  });

  test('sharing needs parameters; a link restores the search; expired links say so', async () => {
    const { api, store } = setup();
    expect(await store.shareSearch()).toBeNull();
    expect(store.sharing.error?.code).toBe('search.share_without_parameters');
    await typeAndEnter(store, 'inflation');
    store.toggleTopic('economy');
    const url = await store.shareSearch();
    expect(url).toBe('https://newsdesk.example/search?share=shared-search-00000001');

    const other = setup();
    other.api.shares.set('shared-search-00000001', api.shares.get('shared-search-00000001')!);
    await other.store.loadShared('shared-search-00000001');
    expect(other.store.tags).toEqual([{ name: 'inflation' }]);
    expect(other.store.params.filters.topics).toEqual(['economy']);
    expect(other.store.resultIds).toEqual(['doc-1', 'doc-3', 'doc-4', 'doc-6']);

    other.api.expiredShares.add('old');
    await other.store.loadShared('old');
    expect(other.store.sharing.error?.code).toBe('search.share_expired');
    await other.store.loadShared('missing');
    expect(other.store.sharing.error?.code).toBe('search.share_not_found');
  });
});
