import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentLanguage, NewsDocument } from '@newsdesk/core/documents/document.types';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchTag } from '@newsdesk/core/search/search-query.types';
import { highlightRanges } from '@newsdesk/core/search/highlight';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { firstArticles, sharedDataPresent } from '../../archives/shared-news-archives';
import { realIngestion } from '../../crawl/testing/real-ingestion';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSearchIndex } from './postgres-search-index';
import { noFilters } from './testing/search-requests';

const present = sharedDataPresent(['news'], 'Search on real articles');
const describeWithData = present ? describe : describe.skip;

const ARCHIVES: [string, DocumentLanguage][] = [
  ['en/bbc_news_2004_2005.jsonl.gz', 'en'],
  ['de/10kgnad_test.jsonl.gz', 'de'],
  ['fr/orangesum_2020_10k.jsonl.gz', 'fr'],
];
const PER_ARCHIVE = 120;

const tags = (...names: string[]): SearchTag[] =>
  names.map((name) =>
    ['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' as const } : { name, fromSuggestion: name.includes(' ') },
  );

describeWithData('search on real en/de/fr articles of ../shared/data: PostgreSQL finds what core matches and highlights', () => {
  let db: TestDatabase;
  let index: PostgresSearchIndex;
  let documents: NewsDocument[];

  beforeAll(async () => {
    db = await createTestDatabase();
    const repo = new PostgresDocumentRepository(db.orm);
    const ingest = realIngestion(repo);
    const ids: string[] = [];
    for (const [file] of ARCHIVES) {
      for (const article of await firstArticles(file, PER_ARCHIVE)) {
        const outcome = await ingest.execute(article);
        if (outcome.outcome === 'new') ids.push(outcome.documentId);
      }
    }
    documents = (await Promise.all(ids.map((id) => repo.findById(id)))).filter((d): d is NewsDocument => d !== null);
    index = new PostgresSearchIndex(db.orm);
  }, 180_000);
  afterAll(async () => {
    await db?.dispose();
  });

  const compare = async (query: SearchTag[], exactMatchesOnly = false) => {
    const { ast } = parseQuery(query, { exactMatchesOnly });
    const found = await index.search({
      ast,
      range: { from: new Date(0), to: new Date(Date.now() + 86_400_000) },
      sort: { field: 'indexing-date', direction: 'newest' },
      filters: noFilters,
      offset: 0,
      limit: 1_000,
    });
    const expected = documents.filter((d) => matchesQuery(ast, d));
    return {
      ast,
      actual: found.documents.map((d) => d.id).sort(),
      expected: expected.map((d) => d.id).sort(),
      expectedDocuments: expected,
    };
  };

  // Terms whose inflections both stemmers (PostgreSQL Snowball, core's light stemmers) agree on;
  // where they differ is documented in core/src/search/stemmer.ts.
  const cases: [string, SearchTag[], boolean][] = [
    ['en plain term', tags('government'), false],
    ['en plain term, case-insensitive', tags('LONDON'), false],
    ['de plain term with umlaut', tags('Österreich'), false],
    ['fr plain term with accent', tags('santé'), false],
    // accents fold for plain terms (ADR 0020): typed without them, the same words are found
    ['de plain term typed without its umlaut', tags('Osterreich'), false],
    ['fr plain term typed without its accent', tags('sante'), false],
    ['fr phrase typed without accents', tags('"etats unis"'), false],
    ['exact: sante does not find santé (accents are kept)', tags('sante'), true],
    ['en prefix', tags('econom*'), false],
    ['de prefix', tags('Regierung*'), false],
    ['fr contains', tags('*ement*'), false],
    ['en phrase', tags('"prime minister"'), false],
    ['de phrase', tags('"Europäische Union"'), false],
    ['AND across words', tags('market', 'AND', 'shares'), false],
    ['OR across languages', tags('Paris', 'OR', 'Wien'), false],
    ['NOT', tags('music', 'NOT', 'album'), false],
    ['exact: case-sensitive, unstemmed', tags('Chelsea'), true],
    ['exact lower case does not find the capitalised word', tags('chelsea'), true],
  ];
  for (const [name, query, exact] of cases) {
    test(name, async () => {
      const { actual, expected } = await compare(query, exact);
      if (!name.includes('does not find')) expect(expected.length).toBeGreaterThan(0);
      // On failure, show which words of which documents the two sides disagree on.
      const text = (id: string) => {
        const d = documents.find((x) => x.id === id)!;
        const stems = query.filter((q) => !q.type).map((q) => q.name.replace(/[*"]/g, '').slice(0, 4).toLowerCase());
        const words = `${d.document.documentTitle} ${d.document.documentBody}`
          .split(/\s+/)
          .filter((w) => stems.some((st) => w.toLowerCase().includes(st)));
        return `${d.language}: ${words.slice(0, 4).join(' ')}`;
      };
      const differences = {
        onlyPostgres: actual.filter((id) => !expected.includes(id)).map(text),
        onlyCore: expected.filter((id) => !actual.includes(id)).map(text),
      };
      expect(differences).toEqual({ onlyPostgres: [], onlyCore: [] });
      expect(actual).toEqual(expected);
    });
  }

  test('typed with or without accents, a plain term finds the same documents; an exact one does not fold', async () => {
    for (const [accented, plain] of [
      ['santé', 'sante'],
      ['Österreich', 'Osterreich'],
      ['économie', 'economie'],
    ]) {
      const withAccent = await compare(tags(accented!));
      const without = await compare(tags(plain!));
      expect({ plain, found: without.actual }).toEqual({ plain, found: withAccent.actual });
      expect(withAccent.actual.length).toBeGreaterThan(0);
      const exact = await compare(tags(plain!), true);
      const written = (id: string) => {
        const d = documents.find((x) => x.id === id)!;
        return `${d.document.documentTitle} ${d.document.documentBody}`;
      };
      expect(exact.actual.filter((id) => !written(id).includes(plain!))).toEqual([]);
    }
  });

  test('every document found has a highlight for the term, and highlighting never changes the text', async () => {
    for (const query of [
      tags('government'),
      tags('Regierung*'),
      tags('"prime minister"'),
      tags('*ement*'),
      tags('sante'),
      tags('Osterreich'),
    ]) {
      const { ast, expectedDocuments } = await compare(query);
      for (const document of expectedDocuments) {
        const ranges = [document.document.documentTitle, document.document.documentBody].map((text) =>
          highlightRanges(text, ast, { language: document.language }),
        );
        expect(ranges.some((r) => r.length > 0)).toBe(true);
        for (const [i, text] of [document.document.documentTitle, document.document.documentBody].entries()) {
          for (const range of ranges[i]!) expect(range.end).toBeLessThanOrEqual(text.length);
        }
      }
    }
  });
});
