import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import type { SearchFilters } from '@newsdesk/core/search/search-query.types';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSearchIndex } from './postgres-search-index';
import { prefixCountStatement, prefixLowerBoundStatement, singlePrefix } from './prefix-word-counts';
import { noFilters } from './testing/search-requests';

const NOW = new Date('2026-11-21T12:34:56.789Z');
const DAY = 86_400_000;
let db: TestDatabase;
let corpus: DocumentRecord[];

beforeAll(async () => {
  db = await createTestDatabase();
  corpus = [...generateCorpus({ count: 1_200, seed: 31, now: NOW })];
  await bulkLoadDocuments(db.url, corpus);
}, 60_000);
afterAll(async () => {
  await db.dispose();
});

const requestFor = (tag: string, from: Date, languages: SearchFilters['languages'] = []): SearchRequest => ({
  ast: parseQuery([{ name: tag }]).ast,
  range: { from, to: NOW },
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { ...noFilters, languages },
  offset: 0,
  limit: 20,
});

/** Core's answer: the documents of the range (and languages) that the query matches. */
const expectedMatches = (request: SearchRequest) =>
  corpus.filter((d) => {
    const at = Date.parse(d.document.firstAcquisitionDate);
    const { languages } = request.filters;
    return (
      at >= request.range.from.getTime() &&
      at <= request.range.to.getTime() &&
      (languages.length === 0 || languages.includes(d.language)) &&
      matchesQuery(request.ast!, d)
    );
  }).length;

const run = async (sql: { sql: string; params: unknown[] }) => {
  const [row] = await db.orm.em.fork().execute<{ n: string }[]>(sql.sql, sql.params);
  return Number(row?.n ?? 0);
};

// frequent prefixes of the generated vocabulary (`sai` → said), rarer ones, accents, none at all
const PREFIXES = ['sai*', 'infl*', 'gla*', 'zür*', 'éco*', 'qqqx*'];
const RANGES: [string, Date][] = [
  ['past day', new Date(NOW.getTime() - DAY)],
  ['past week', new Date(NOW.getTime() - 7 * DAY)],
  ['everything', new Date(0)],
];

describe('the stored words of a prefix bound its matches from below, and the capped count is exact', () => {
  for (const tag of PREFIXES) {
    for (const [name, from] of RANGES) {
      test(`${tag}, ${name}`, async () => {
        const request = requestFor(tag, from);
        const term = singlePrefix(request)!;
        const expected = expectedMatches(request);
        const bound = prefixLowerBoundStatement(request, term);
        if (bound) expect(await run(bound)).toBeLessThanOrEqual(expected);
        // a small cap takes the stored path for frequent prefixes; a large one counts on the documents
        for (const cap of [5, 40, 10_001]) expect(await run(prefixCountStatement(request, term, cap))).toBe(Math.min(expected, cap));
        const found = await new PostgresSearchIndex(db.orm).search(request);
        expect(found.total).toBe(Math.min(expected, 10_001));
      });
    }
  }

  test('with a language filter', async () => {
    const request = requestFor('sai*', new Date(0), ['de', 'fr']);
    const expected = expectedMatches(request);
    const bound = await run(prefixLowerBoundStatement(request, singlePrefix(request)!)!);
    expect(bound).toBeLessThanOrEqual(expected);
    for (const cap of [3, 10_001])
      expect(await run(prefixCountStatement(request, singlePrefix(request)!, cap))).toBe(Math.min(expected, cap));
  });

  test('a frequent prefix reaches a small cap from the stored counts alone', async () => {
    const request = requestFor('sai*', new Date(0));
    const bound = await run(prefixLowerBoundStatement(request, singlePrefix(request)!)!);
    expect(bound).toBeGreaterThan(40);
    const plan = await db.orm.em
      .fork()
      .execute<Record<string, string>[]>(`explain (analyze, costs off) ${prefixCountStatement(request, singlePrefix(request)!, 40).sql}`, [
        ...prefixCountStatement(request, singlePrefix(request)!, 40).params,
      ]);
    // the count on the documents is planned but never executed
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toMatch(/news_document[^\n]*\(never executed\)/);
  });
});

test('only one case-insensitive prefix with no filter but languages takes the stored path', () => {
  const of = (tag: string, filters = noFilters, exactMatchesOnly = false) =>
    singlePrefix({ ast: parseQuery([{ name: tag }], { exactMatchesOnly }).ast, filters });
  expect(of('infla*')).toEqual({ kind: 'prefix', text: 'infla', caseSensitive: false });
  expect(of('infla*', { ...noFilters, languages: ['de'] })).toBeDefined();
  expect(of('Infla*', noFilters, true)).toBeUndefined();
  expect(of('infla*', { ...noFilters, domains: ['nzz.ch'] })).toBeUndefined();
  expect(of('inflation')).toBeUndefined();
  expect(of('*nfla*')).toBeUndefined();
});
