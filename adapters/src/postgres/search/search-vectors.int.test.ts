import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { foldAccents } from '@newsdesk/core/search/accent-folding';
import { INDEXED_WORDS_VERSION, MAX_POSITIONS_PER_LEXEME } from '@newsdesk/core/search/indexed-words';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { firstArticles, sharedDataPresent } from '../../archives/shared-news-archives';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSearchIndex } from './postgres-search-index';
import { searchVectors } from './search-lexemes';
import { refreshSearchVectors } from './search-vector-refresh';

const NOW = new Date('2026-11-26T12:00:00Z');
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

/** A tsvector's text as lexeme → positions. */
const parseVector = (text: string): Map<string, number[]> =>
  new Map(
    [...text.matchAll(/'((?:[^']|'')*)'(?::([0-9,]+))?/g)].map((m) => [
      m[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'),
      (m[2] ?? '').split(',').filter(Boolean).map(Number),
    ]),
  );

/** PostgreSQL's stemmed lexemes with their accents folded as core folds them since version 2 (ADR 0020): lexemes that fold alike share positions. */
const foldedVector = (vector: Map<string, number[]>): Map<string, number[]> => {
  const folded = new Map<string, number[]>();
  for (const [lexeme, positions] of vector) folded.set(foldAccents(lexeme), [...(folded.get(foldAccents(lexeme)) ?? []), ...positions]);
  return new Map(
    [...folded].map(([lexeme, positions]) => [lexeme, [...new Set(positions)].sort((a, b) => a - b).slice(0, MAX_POSITIONS_PER_LEXEME)]),
  );
};
const sameVector = (a: Map<string, number[]>, b: Map<string, number[]>) =>
  a.size === b.size && [...a].every(([lexeme, positions]) => JSON.stringify(b.get(lexeme)) === JSON.stringify(positions));

const CONFIG: Record<DocumentLanguage, string> = { en: 'newsdesk_english', de: 'newsdesk_german', fr: 'newsdesk_french', other: 'simple' };

/**
 * The vectors core writes have the layout PostgreSQL 18's `to_tsvector` gave them before ADR 0013
 * (Migration20261122920000TextGaps's newsdesk_text_vector, still in the database): the same
 * lexemes at the same positions, so stored documents and new ones index alike. Since
 * INDEXED_WORDS_VERSION 2 the stemmed lexemes are PostgreSQL's with their accents folded (ADR 0020).
 */
const differences = async (cases: { title: string; body: string; associated: string[]; language: DocumentLanguage }[]) => {
  const found: string[] = [];
  for (const c of cases) {
    const mine = searchVectors([c.title, c.body, ...c.associated], c.language);
    const [row] = await db.orm.em.fork().execute<{ stemmed: boolean; exact: boolean; theirs: string; ours: string }[]>(
      `select ?::tsvector = newsdesk_text_vector(?::regconfig, ?, ?, ?::jsonb) as stemmed,
              ?::tsvector = newsdesk_text_vector('simple'::regconfig, ?, ?, ?::jsonb) as exact,
              newsdesk_text_vector(?::regconfig, ?, ?, ?::jsonb)::text as theirs, ?::tsvector::text as ours`,
      [
        mine.stemmed,
        CONFIG[c.language],
        c.title,
        c.body,
        JSON.stringify(c.associated),
        mine.exact,
        c.title,
        c.body,
        JSON.stringify(c.associated),
        CONFIG[c.language],
        c.title,
        c.body,
        JSON.stringify(c.associated),
        mine.stemmed,
      ],
    );
    const stemmed = row !== undefined && sameVector(parseVector(row.ours), foldedVector(parseVector(row.theirs)));
    if (!stemmed || !row?.exact)
      found.push(
        `${c.language} "${c.title.slice(0, 40)}": stemmed ${stemmed} exact ${row?.exact}\n  ours   ${row?.ours.slice(0, 300)}\n  theirs ${row?.theirs.slice(0, 300)}`,
      );
  }
  return found;
};

test('edge cases: empty texts, several PDF texts, a word past 256 occurrences, positions past 16,383, a word of 2,047 bytes', async () => {
  const long = Array.from({ length: 17_000 }, (_, i) => (i % 300 === 0 ? 'storm' : `w${i % 50}`)).join(' ');
  const cases = [
    { title: '', body: 'Only a body here.', associated: [], language: 'en' as const },
    { title: 'Only a title', body: '', associated: ['first PDF', '', 'third PDF text'], language: 'de' as const },
    { title: 'Die Sprecherin', body: 'aktuell zuerst', associated: ['Rapport annuel'], language: 'de' as const },
    { title: 'Repeated', body: Array.from({ length: 300 }, () => 'the').join(' ') + ' end', associated: [], language: 'en' as const },
    { title: 'Long', body: long, associated: ['after the end'], language: 'fr' as const },
    { title: 'Huge word', body: `before ${'x'.repeat(2_100)} after`, associated: [], language: 'en' as const },
    { title: 'Ünïcödé ÆØÅ ß', body: 'Straße STRASSE l’inflation e-mail 1990s mp3 café', associated: [], language: 'other' as const },
  ];
  expect(await differences(cases)).toEqual([]);
});

test("PostgreSQL stores core's lexemes as they are, also where its own lower-casing differs (İ)", async () => {
  const mine = searchVectors(['İstanbul Ärzte', 'Straße'], 'de');
  const [row] = await db.orm.em.fork().execute<{ lexemes: string[] }[]>(`select tsvector_to_array(?::tsvector) as lexemes`, [mine.stemmed]);
  // core lower-cases İ to i and a combining dot above, which the accent folding takes off (ADR 0020)
  expect(row?.lexemes).toEqual(['arzt', 'istanbul', 'strass']);
});

const describeWithData = sharedDataPresent(['news'], 'Search vectors of real articles') ? describe : describe.skip;
describeWithData('real articles of ../shared/data', () => {
  test.each([
    ['en/bbc_news_2004_2005.jsonl.gz', 'en'],
    ['de/10kgnad_test.jsonl.gz', 'de'],
    ['fr/orangesum_2020_10k.jsonl.gz', 'fr'],
  ] as const)('%s: the same lexemes at the same positions as PostgreSQL 18 gave', async (file, language) => {
    const articles = await firstArticles(file, 60);
    expect(await differences(articles.map((a) => ({ title: a.title, body: a.body, associated: [], language })))).toEqual([]);
  });
});

test('documents of an older index version are indexed again from core, and search finds them', async () => {
  const corpus: DocumentRecord[] = [...generateCorpus({ count: 300, seed: 5, now: NOW })];
  await bulkLoadDocuments(db.url, corpus);
  const em = db.orm.em.fork();
  // as PostgreSQL 15 or an older core left them: other lexemes, version 0
  await em.execute(
    `update news_document set tsv_stemmed = to_tsvector('simple', 'stale'), tsv_exact = to_tsvector('simple', 'stale'), search_version = 0`,
  );
  const { ast } = parseQuery([{ name: 'inflation' }]);
  const expected = corpus
    .filter((d) => matchesQuery(ast, d))
    .map((d) => d.id)
    .sort();
  const index = new PostgresSearchIndex(db.orm);
  const request = {
    ast,
    range: { from: new Date(0), to: NOW },
    sort: { field: 'indexing-date' as const, direction: 'newest' as const },
    filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
    offset: 0,
    limit: 1_000,
  };
  expect((await index.search(request)).documents).toEqual([]);

  const batches: number[] = [];
  expect(await refreshSearchVectors(db.orm.em, { batchSize: 70, onBatch: (done) => batches.push(done) })).toBe(300);
  expect(batches).toEqual([70, 140, 210, 280, 300]);
  const [left] = await em.execute<{ n: string }[]>(`select count(*) as n from news_document where search_version <> ?`, [
    INDEXED_WORDS_VERSION,
  ]);
  expect(Number(left?.n)).toBe(0);
  expect(expected.length).toBeGreaterThan(0);
  expect((await index.search(request)).documents.map((d) => d.id).sort()).toEqual(expected);
  // nothing left to do: a second run (another worker, a restart) indexes nothing
  expect(await refreshSearchVectors(db.orm.em)).toBe(0);
});
