import { describe, expect, test } from '@jest/globals';
import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import { aBareDocument } from '../testing/news-document.mother';
import { CollectionPercolator } from './collection-percolator';

const NOW = new Date('2026-11-22T12:00:00.000Z');

const aDocument = (body: string, organizations: string[] = []): NewsDocument =>
  aBareDocument(
    body,
    body,
    { acquiredAt: '2026-11-22T11:00:00.000Z' },
    { metadata: { concepts: { organizations: organizations.map((name) => ({ name })), persons: [], locations: [], categories: [] } } },
  );

const search = (words: string[], organizations: string[] = []): CollectionSearch => ({
  tags: words.map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' as const } : { name })),
  timeFrame: 'week',
  sort: { field: 'indexing-date', direction: 'newest' },
  exactMatchesOnly: false,
  filters: { domains: [], topics: [], languages: [], entities: { organizations, persons: [], locations: [] } },
});

describe('CollectionPercolator', () => {
  test('finds the collections of a document among others, by stems, wildcards, entities and negations', () => {
    const percolator = new CollectionPercolator();
    percolator.upsert({ id: 'rates', search: search(['rate']) });
    percolator.upsert({ id: 'gold', search: search(['gold']) });
    percolator.upsert({ id: 'infla', search: search(['*flat*']) });
    percolator.upsert({ id: 'snb', search: search([], ['SNB']) });
    percolator.upsert({ id: 'not-gold', search: search(['NOT', 'gold']) });
    expect(percolator.match(aDocument('Rates rise with inflation.', ['SNB']), NOW).sort()).toEqual(['infla', 'not-gold', 'rates', 'snb']);
    expect(percolator.match(aDocument('Gold shines.'), NOW)).toEqual(['gold']);
  });

  test('an updated collection is matched by its new search only; a removed one not at all', () => {
    const percolator = new CollectionPercolator();
    percolator.upsert({ id: 'c', search: search(['gold']) });
    percolator.upsert({ id: 'c', search: search(['silver']) });
    expect(percolator.match(aDocument('gold'), NOW)).toEqual([]);
    expect(percolator.match(aDocument('silver'), NOW)).toEqual(['c']);
    percolator.remove('c');
    expect(percolator.match(aDocument('silver'), NOW)).toEqual([]);
    expect(percolator.size).toBe(0);
  });

  test('a search that cannot run is refused with its error and left out', () => {
    const percolator = new CollectionPercolator();
    percolator.upsert({ id: 'c', search: search(['gold']) });
    expect(() => percolator.upsert({ id: 'c', search: search(['go*']) })).toThrow(
      expect.objectContaining({ code: 'search.wildcard_too_short' }),
    );
    expect(percolator.has('c')).toBe(false);
    expect(percolator.match(aDocument('gold'), NOW)).toEqual([]);
  });
});
