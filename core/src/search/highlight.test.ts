import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { NewsDocument } from '../documents/document.types';
import { highlightRanges, mergeRanges, splitHighlights } from './highlight';
import { parseQuery } from './parse-query';
import type { QueryNode, SearchTag, SearchTerm } from './search-query.types';
import { matchesQuery } from './term-matching';

const query = (names: string[], exactMatchesOnly = false): QueryNode | null =>
  parseQuery(
    names.map((name): SearchTag => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' } : { name })),
    { exactMatchesOnly },
  ).ast;

const highlighted = (text: string, names: string[], exactMatchesOnly = false) =>
  splitHighlights(text, highlightRanges(text, query(names, exactMatchesOnly), { language: 'en' }))
    .filter((s) => s.highlighted)
    .map((s) => s.text);

describe('highlightRanges', () => {
  test('plain terms: stemmed, case-insensitive, whole words', () => {
    expect(highlighted('Banks and the BANK of a sandbank', ['bank'])).toEqual(['Banks', 'BANK']);
  });
  test('trailing wildcard = prefix, leading and trailing = contains (whole words highlighted)', () => {
    expect(highlighted('Inflation and deflation', ['infla*'])).toEqual(['Inflation']);
    expect(highlighted('Inflation and deflation', ['*flat*'])).toEqual(['Inflation', 'deflation']);
  });
  test('exact matches only: case-sensitive and unstemmed', () => {
    expect(highlighted('Bank, bank, Banks', ['Bank'], true)).toEqual(['Bank']);
    expect(highlighted('Bankrott, bankrott', ['Bank*'], true)).toEqual(['Bankrott']);
  });
  test('plain terms fold accents as search does; exact terms keep them (ADR 0020)', () => {
    const fr = (text: string, names: string[], exact = false) =>
      splitHighlights(text, highlightRanges(text, query(names, exact), { language: 'fr' }))
        .filter((s) => s.highlighted)
        .map((s) => s.text);
    expect(fr('La transition écologique, Ecologiques', ['ecologique'])).toEqual(['écologique', 'Ecologiques']);
    expect(fr('Les Ärzte und Arzte', ['Arzte'])).toEqual(['Ärzte', 'Arzte']);
    expect(fr('écologique ecologique', ['ecologique'], true)).toEqual(['ecologique']);
  });
  test('a phrase is one range including the space between its words', () => {
    expect(highlighted('The Swiss  National Bank said', ['"swiss national bank"'])).toEqual(['Swiss  National Bank']);
  });
  test('NOT terms are not highlighted; OR and AND terms are', () => {
    expect(highlighted('snb franc euro', ['snb', 'NOT', 'euro', 'OR', 'franc'])).toEqual(['snb', 'franc']);
  });
  test('overlapping and touching ranges are merged', () => {
    expect(highlightRanges('Swiss National Bank', query(['"Swiss National"', 'OR', '"National Bank"']))).toEqual([{ start: 0, end: 19 }]);
    expect(
      mergeRanges([
        { start: 5, end: 7 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 4, end: 4 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 7 },
    ]);
  });
  test('no query, no highlights', () => {
    expect(highlightRanges('text', null)).toEqual([]);
  });
});

describe('splitHighlights', () => {
  test('segments for rendering as text nodes', () => {
    expect(splitHighlights('a SNB b', [{ start: 2, end: 5 }])).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'SNB', highlighted: true },
      { text: ' b', highlighted: false },
    ]);
    expect(splitHighlights('', [])).toEqual([]);
    expect(splitHighlights('abc', [{ start: -3, end: 99 }])).toEqual([{ text: 'abc', highlighted: true }]);
  });
});

// Text built from words that often hit terms, separators and odd characters.
const vocabulary = ['bank', 'Banks', 'BANKING', 'Nationalbank', 'swiss', 'national', 'franc', "don't", 'zürich', 'Zins', '19', 'é'];
const separators = [' ', '  ', ', ', '-', '\n', '’', "'", '*', '"', '🙂', '.'];
const text = fc
  .array(fc.oneof(fc.constantFrom(...vocabulary), fc.constantFrom(...separators), fc.string({ maxLength: 4 })), { maxLength: 20 })
  .map((parts) => parts.join(''));
const termArb: fc.Arbitrary<SearchTerm> = fc.oneof(
  fc.constantFrom(...vocabulary).map((w): SearchTerm => ({ kind: 'plain', text: w })),
  fc.constantFrom(...vocabulary).map((w): SearchTerm => ({ kind: 'exact', text: w })),
  fc
    .constantFrom('ban', 'Ban', 'nat', 'zür', 'fra', 'don')
    .map((w): SearchTerm => ({ kind: 'prefix', text: w, caseSensitive: w !== w.toLowerCase() })),
  fc
    .constantFrom('ank', 'ion', 'ürc', 'anc')
    .chain((w) => fc.boolean().map((cs): SearchTerm => ({ kind: 'contains', text: w, caseSensitive: cs }))),
  fc
    .subarray(['swiss', 'national', 'bank'], { minLength: 2 })
    .chain((words) => fc.boolean().map((exact): SearchTerm => ({ kind: 'phrase', words, exact }))),
);
const language = fc.constantFrom('en' as const, 'de' as const, 'fr' as const, 'other' as const);

const aDocument = (body: string, lang: NewsDocument['language']): NewsDocument => ({
  id: 'doc',
  document: {
    publicationDate: null,
    firstAcquisitionDate: '2026-01-01T00:00:00Z',
    domain: 'x.ch',
    documentTitle: '',
    documentBody: body,
    url: 'https://x.ch',
    associatedText: [],
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: lang,
  storyId: 'doc',
  isOriginal: true,
});

describe('properties', () => {
  test('(a) highlighting never changes the text', () => {
    fc.assert(
      fc.property(text, fc.array(termArb, { maxLength: 3 }), language, (input, terms, lang) => {
        const ast: QueryNode | null = terms.length === 0 ? null : { kind: 'or', operands: terms.map((term) => ({ kind: 'term', term })) };
        const segments = splitHighlights(input, highlightRanges(input, ast, { language: lang }));
        expect(segments.map((s) => s.text).join('')).toBe(input);
        expect(segments.every((s) => s.text.length > 0)).toBe(true);
      }),
    );
  });

  test('(a) splitHighlights gives the text back for any ranges', () => {
    const range = fc.tuple(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -5, max: 60 })).map(([start, end]) => ({ start, end }));
    fc.assert(
      fc.property(text, fc.array(range, { maxLength: 6 }), (input, ranges) => {
        expect(
          splitHighlights(input, ranges)
            .map((s) => s.text)
            .join(''),
        ).toBe(input);
      }),
    );
  });

  test('(b) ranges are sorted, in bounds and non-overlapping', () => {
    fc.assert(
      fc.property(text, fc.array(termArb, { minLength: 1, maxLength: 4 }), language, (input, terms, lang) => {
        const ranges = highlightRanges(input, { kind: 'or', operands: terms.map((term) => ({ kind: 'term', term })) }, { language: lang });
        ranges.forEach((r, i) => {
          expect(r.start).toBeGreaterThanOrEqual(0);
          expect(r.end).toBeLessThanOrEqual(input.length);
          expect(r.start).toBeLessThan(r.end);
          const next = ranges[i + 1];
          if (next) expect(r.end).toBeLessThan(next.start);
        });
      }),
    );
  });

  test('(c) a document matches a single positive term iff highlighting it yields a range', () => {
    fc.assert(
      fc.property(text, termArb, language, (input, term, lang) => {
        const ast: QueryNode = { kind: 'term', term };
        const matches = matchesQuery(ast, aDocument(input, lang));
        expect(highlightRanges(input, ast, { language: lang }).length > 0).toBe(matches);
      }),
    );
  });
});
