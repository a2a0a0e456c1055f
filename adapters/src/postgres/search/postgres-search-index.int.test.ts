import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchTag } from '@newsdesk/core/search/search-query.types';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../testing/test-database';
import { createOrm } from '../orm';
import { PostgresSearchIndex } from './postgres-search-index';
import { pageStatement } from './search-statements';
import { noFilters, searchAllTime } from './testing/search-requests';

const NOW = new Date('2026-11-21T12:00:00Z');
// Every supported PostgreSQL (the embedded 18; Debian's 15 in CI) finds what core finds (ADR 0013).
describe.each(testPostgresServers())('on $name', (server) => {
  let db: TestDatabase;
  let corpus: DocumentRecord[];
  let index: PostgresSearchIndex;

  beforeAll(async () => {
    db = await createTestDatabase(server);
    corpus = [...generateCorpus({ count: 1_500, seed: 11, now: NOW })];
    await bulkLoadDocuments(db.url, corpus);
    index = new PostgresSearchIndex(db.orm);
  }, 60_000);
  afterAll(async () => {
    await db.dispose();
  });

  const tags = (...names: string[]): SearchTag[] =>
    names.map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' } : { name, fromSuggestion: name.includes(' ') }));

  /** PostgreSQL against core's matcher, the oracle of the one term semantics. */
  const compare = async (query: SearchTag[], exactMatchesOnly = false) => {
    const { ast } = parseQuery(query, { exactMatchesOnly });
    const found = await index.search(searchAllTime(ast, NOW));
    const expected = corpus
      .filter((d) => matchesQuery(ast, d))
      .map((d) => d.id)
      .sort();
    return { actual: found.documents.map((d) => d.id).sort(), expected, total: found.total };
  };

  describe('PostgreSQL search has the term semantics of core', () => {
    const cases: [string, SearchTag[], boolean][] = [
      ['a plain term', tags('glacier'), false],
      ['a plain term with umlaut', tags('Zürich'), false],
      ['a prefix', tags('infla*'), false],
      ['a contains wildcard', tags('*ational*'), false],
      ['a phrase from the suggestions', tags('"Swiss National Bank"'), false],
      ['AND', tags('franc', 'AND', 'euro'), false],
      ['OR', tags('glacier', 'OR', 'vaccine'), false],
      ['NOT', tags('match', 'NOT', 'stadium'), false],
      ['an exact term is case-sensitive', tags('Bern'), true],
      ['an exact lower-case term', tags('bern'), true],
      ['an exact phrase', tags('"Banque nationale suisse"'), true],
    ];
    for (const [name, query, exact] of cases) {
      test(name, async () => {
        const { actual, expected, total } = await compare(query, exact);
        expect(expected.length).toBeGreaterThan(name.includes('lower-case') ? -1 : 0);
        expect(actual).toEqual(expected);
        expect(total).toBe(expected.length);
      });
    }
  });

  test('time frame, filters, sort, paging and story sizes', async () => {
    const request = {
      ast: parseQuery(tags('inflation')).ast,
      range: { from: new Date(NOW.getTime() - 7 * 86_400_000), to: NOW },
      sort: { field: 'indexing-date' as const, direction: 'oldest' as const },
      filters: { ...noFilters, languages: ['en' as const] },
      offset: 0,
      limit: 5,
    };
    const page = await index.search(request);
    expect(page.documents.length).toBeLessThanOrEqual(5);
    for (const d of page.documents) {
      expect(d.language).toBe('en');
      expect(Date.parse(d.document.firstAcquisitionDate)).toBeGreaterThanOrEqual(request.range.from.getTime());
    }
    const dates = page.documents.map((d) => d.document.firstAcquisitionDate);
    expect([...dates].sort()).toEqual(dates);
    const second = await index.search({ ...request, offset: 5 });
    expect(second.documents.map((d) => d.id)).not.toContain(page.documents[0]?.id);
    const story = corpus.find((d) => !d.isOriginal)!;
    const hits = await index.search({ ...request, ast: null, filters: noFilters, range: { from: new Date(0), to: NOW }, limit: 2_000 });
    expect(hits.storySizes.get(story.storyId)).toBe(corpus.filter((d) => d.storyId === story.storyId).length);
    const byEntity = await index.search({
      ...request,
      ast: null,
      filters: { ...noFilters, entities: { ...noFilters.entities, organizations: ['UBS'] } },
      range: { from: new Date(0), to: NOW },
      limit: 2_000,
    });
    expect(byEntity.documents.map((d) => d.id).sort()).toEqual(
      corpus
        .filter((d) => d.mentions.some((m) => m.name === 'UBS'))
        .map((d) => d.id)
        .sort(),
    );
  });

  test('the page of a frequent phrase walks the date index, whatever the planner estimates for its words', async () => {
    // The planner estimates a phrase as if its words were independent (a few rows for thousands of
    // matches at 1,000,000 documents); with that estimate visible it sorted a sequential scan of the
    // whole range instead of walking the date index for 20 rows (3–4 s; docs/benchmarks.md, "Search").
    await db.orm.em.fork().execute('analyze news_document');
    const { ast } = parseQuery(tags('"Swiss National Bank"'));
    const request = searchAllTime(ast, NOW, 20);
    const walk = pageStatement(request, 'date-index');
    const plan = await db.orm.em.fork().execute<Record<string, string>[]>(`explain (costs off) ${walk.sql}`, walk.params);
    const lines = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(lines).toMatch(/Index Scan Backward using news_document_first_acquisition_date_index/);
    expect(lines).not.toMatch(/Seq Scan|Bitmap/);
    // the same page as collecting every match and sorting, and as core's matcher
    const ids = async (statement: { sql: string; params: unknown[] }) =>
      (await db.orm.em.fork().execute<{ id: string }[]>(statement.sql, statement.params)).map((r) => r.id);
    const newest = corpus
      .filter((d) => matchesQuery(ast, d))
      .sort((a, b) => b.document.firstAcquisitionDate.localeCompare(a.document.firstAcquisitionDate) || a.id.localeCompare(b.id))
      .slice(0, 20)
      .map((d) => d.id);
    expect(newest).toHaveLength(20);
    expect(await ids(walk)).toEqual(newest);
    expect(await ids(pageStatement(request, 'matches-then-sort'))).toEqual(newest);
  });

  test('a phrase never spans two texts (title → body, body → PDF text, one PDF text → the next), as in core', async () => {
    const [template] = corpus;
    const base = template!;
    const document = (n: number, title: string, body: string, associatedText: string[]): DocumentRecord => ({
      ...base,
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      canonicalUrl: `https://gaps.example/${n}`,
      contentHash: `gap${n}`.padEnd(16, '0'),
      storyId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      isOriginal: true,
      language: 'en',
      document: {
        ...base.document,
        url: `https://gaps.example/${n}`,
        domain: 'gaps.example',
        documentTitle: title,
        documentBody: body,
        associatedText,
        firstAcquisitionDate: NOW.toISOString(),
      },
    });
    const across = [
      document(1, 'Storm over Lucerne', 'Quay closed all night.', []),
      document(2, 'Ferries', 'Storm over Lucerne', ['Quay closed all night.']),
      document(3, 'Ferries', 'Harbour news.', ['Storm over Lucerne', 'Quay closed all night.']),
    ];
    const within = document(4, 'Lucerne quay closed', 'The storm over Lucerne: quay closed all night.', []);
    await bulkLoadDocuments(db.url, [...across, within]);
    const { ast } = parseQuery(tags('"Lucerne quay"'), { exactMatchesOnly: false });
    const found = await index.search(searchAllTime(ast, NOW, 10));
    expect([...across, within].filter((d) => matchesQuery(ast, d)).map((d) => d.id)).toEqual([within.id]);
    expect(found.documents.map((d) => d.id)).toEqual([within.id]);
  });
});

describe('round trips', () => {
  const tags = (...names: string[]): SearchTag[] =>
    names.map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' } : { name, fromSuggestion: name.includes(' ') }));
  let counted: TestDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    counted = await createTestDatabase();
    await bulkLoadDocuments(counted.url, [...generateCorpus({ count: 300, seed: 4, now: NOW })]);
    await counted.orm.close(true);
    counted.orm = await createOrm({ url: counted.url, poolSize: 2, onStatement: (sql) => statements.push(sql) });
  }, 60_000);
  afterAll(async () => {
    await counted?.dispose();
  });

  test.each([
    ['one word (stored day counts)', tags('inflation')],
    ['a phrase', tags('"Swiss National Bank"')],
    ['a prefix and a NOT', tags('infla*', 'NOT', 'glacier')],
    ['one prefix (stored word counts first)', tags('infla*')],
  ])('a search of %s is at most 5 statements, its page and documents included', async (_name, query) => {
    const index = new PostgresSearchIndex(counted.orm);
    const request = {
      ast: parseQuery(query).ast,
      range: { from: new Date(0), to: NOW },
      sort: { field: 'indexing-date' as const, direction: 'newest' as const },
      filters: noFilters,
      offset: 0,
      limit: 20,
    };
    await index.search(request); // the planner's row estimate is read once per 5 minutes
    statements.length = 0;
    const found = await index.search(request);
    expect(found.documents.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});
