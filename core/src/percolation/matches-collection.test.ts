import { describe, expect, test } from '@jest/globals';
import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import { matchesCollection } from './matches-collection';

const NOW = new Date('2026-11-22T12:00:00.000Z');

const aDocument = (
  overrides: { body?: string; language?: NewsDocument['language']; acquired?: string; domain?: string } = {},
): NewsDocument => ({
  id: 'd1',
  document: {
    publicationDate: null,
    firstAcquisitionDate: overrides.acquired ?? '2026-11-22T11:30:00.000Z',
    domain: overrides.domain ?? 'nzz.ch',
    documentTitle: 'Markets today',
    documentBody: overrides.body ?? 'The Swiss National Bank raised rates as inflation rose.',
    url: 'https://nzz.ch/1',
    associatedText: ['Annex on banking'],
  },
  metadata: {
    concepts: {
      organizations: [{ name: 'Swiss National Bank' }],
      persons: [],
      locations: [{ name: 'Zurich' }],
      categories: [{ name: 'economy' }],
    },
  },
  language: overrides.language ?? 'en',
  storyId: 'd1',
  isOriginal: true,
});

const aSearch = (overrides: Partial<CollectionSearch> & { words?: string[] } = {}): CollectionSearch => ({
  tags: (overrides.words ?? []).map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' as const } : { name })),
  timeFrame: overrides.timeFrame ?? 'week',
  sort: { field: 'indexing-date', direction: 'newest' },
  exactMatchesOnly: overrides.exactMatchesOnly ?? false,
  filters: overrides.filters ?? { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
});

const noFilters = aSearch().filters;

describe('a document matches a collection exactly when its search would return it', () => {
  test('terms are stemmed in the document language, operators as in search', () => {
    expect(matchesCollection(aSearch({ words: ['rate'] }), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(aSearch({ words: ['rate', 'NOT', 'inflation'] }), aDocument(), NOW)).toBe(false);
    expect(matchesCollection(aSearch({ words: ['gold', 'OR', 'bank*'] }), aDocument(), NOW)).toBe(true);
    // English stems "raised" and "raise" alike; German does not
    expect(matchesCollection(aSearch({ words: ['raise'] }), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(aSearch({ words: ['raise'] }), aDocument({ language: 'de' }), NOW)).toBe(false);
  });

  test('exact matches only: unstemmed and case-sensitive', () => {
    expect(matchesCollection(aSearch({ words: ['rate'], exactMatchesOnly: true }), aDocument(), NOW)).toBe(false);
    expect(matchesCollection(aSearch({ words: ['Bank'], exactMatchesOnly: true }), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(aSearch({ words: ['bank'], exactMatchesOnly: true }), aDocument(), NOW)).toBe(false);
  });

  test('the time frame ends at now and includes both ends, on the indexing date', () => {
    const hourAgo = new Date(NOW.getTime() - 3_600_000).toISOString();
    expect(matchesCollection(aSearch({ timeFrame: 'past-hour' }), aDocument({ acquired: hourAgo }), NOW)).toBe(true);
    expect(matchesCollection(aSearch({ timeFrame: 'past-hour' }), aDocument({ acquired: '2026-11-22T10:59:59.999Z' }), NOW)).toBe(false);
    expect(matchesCollection(aSearch({ timeFrame: 'past-hour' }), aDocument({ acquired: '2026-11-22T12:00:00.001Z' }), NOW)).toBe(false);
    const custom = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' };
    expect(matchesCollection(aSearch({ timeFrame: custom }), aDocument({ acquired: '2026-11-02T00:00:00.000Z' }), NOW)).toBe(true);
  });

  test('filters: any of the domains, topics and languages; every selected entity', () => {
    const withFilters = (filters: Partial<CollectionSearch['filters']>) => aSearch({ filters: { ...noFilters, ...filters } });
    expect(matchesCollection(withFilters({ domains: ['srf.ch', 'nzz.ch'] }), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(withFilters({ domains: ['srf.ch'] }), aDocument(), NOW)).toBe(false);
    expect(matchesCollection(withFilters({ topics: ['sport', 'economy'] }), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(withFilters({ languages: ['de', 'fr'] }), aDocument(), NOW)).toBe(false);
    const entities = (organizations: string[], locations: string[]) => withFilters({ entities: { organizations, persons: [], locations } });
    expect(matchesCollection(entities(['Swiss National Bank'], ['Zurich']), aDocument(), NOW)).toBe(true);
    expect(matchesCollection(entities(['Swiss National Bank'], ['Geneva']), aDocument(), NOW)).toBe(false);
  });

  test('a search that cannot run throws its error, as search does', () => {
    expect(() => matchesCollection(aSearch({ words: ['ab*'] }), aDocument(), NOW)).toThrow(
      expect.objectContaining({ code: 'search.wildcard_too_short' }),
    );
  });
});
