import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import { parseQuery } from '../search/parse-query';
import type { QueryNode } from '../search/search-query.types';
import { resolveTimeFrame } from '../search/time-frame';
import { findTermSpans, searchableTexts, tokenize } from '../search/term-matching';
import { collectionMatcher, matchesFilters, parseCollectionSearch, withinTimeRange } from './matches-collection';
import { NOW, aCollectionSearch, aNewsDocument } from './testing/percolation.arbitraries';

/**
 * The search's semantics written out term by term, nothing shared between terms or collections:
 * every term tokenises every text again and goes through findTermSpans.
 */
const evaluatedAfresh = (search: CollectionSearch, document: NewsDocument): boolean => {
  const { ast } = parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly });
  const evaluate = (node: QueryNode): boolean => {
    switch (node.kind) {
      case 'term':
        return searchableTexts(document).some(
          (text) => findTermSpans(tokenize(text), node.term, { language: document.language }).length > 0,
        );
      case 'not':
        return !evaluate(node.operand);
      case 'and':
        return node.operands.every(evaluate);
      case 'or':
        return node.operands.some(evaluate);
    }
  };
  return (
    withinTimeRange(resolveTimeFrame(search.timeFrame, NOW), document) &&
    matchesFilters(search.filters, document) &&
    (ast === null || evaluate(ast))
  );
};

describe('one collection matcher per document, shared by many collections', () => {
  test('gives every collection the verdict of its search evaluated afresh, in any order', () => {
    let matched = 0;
    fc.assert(
      fc.property(fc.array(aCollectionSearch(), { minLength: 1, maxLength: 40 }), aNewsDocument(), (searches, document) => {
        const expected = searches.map((s) => evaluatedAfresh(s, document));
        const parsed = searches.map(parseCollectionSearch);
        const matches = collectionMatcher(document, NOW);
        expect(parsed.map(matches)).toEqual(expected);
        // the outcomes it keeps (terms, time frames) are the same asked in reverse
        const reversed = collectionMatcher(document, NOW);
        expect([...parsed].reverse().map(reversed).reverse()).toEqual(expected);
        matched += expected.filter(Boolean).length;
      }),
      { numRuns: 300, seed: 27_11_2026 },
    );
    // worth something only if matches happen often
    expect(matched).toBeGreaterThan(300);
  });
});
