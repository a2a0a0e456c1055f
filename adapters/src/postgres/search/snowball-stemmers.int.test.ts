import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { stem } from '@newsdesk/core/search/stemmer';
import pg from 'pg';
import { readJsonlArchive } from '../../archives/jsonl-archive';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/**
 * Core's stemmers are a faithful copy of PostgreSQL 18's Snowball: every distinct word of real
 * articles, stemmed by core and by the embedded PostgreSQL 18's dictionaries. (Search no longer
 * depends on this: core's stems are stored, ADR 0013; it keeps the copy honest.)
 */

const DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const present = existsSync(path.join(DATA, 'news'));
if (!present) console.warn(`Snowball stemmer comparison skipped: ${DATA} is absent (the shared data folder sits beside the checkout).`);
const describeWithData = present ? describe : describe.skip;

const ARCHIVES: [string, DocumentLanguage, string][] = [
  ['en/bbc_news_2004_2005.jsonl.gz', 'en', 'english'],
  ['de/10kgnad_test.jsonl.gz', 'de', 'german'],
  ['fr/orangesum_2020_10k.jsonl.gz', 'fr', 'french'],
];
const PER_ARCHIVE = 400;
const SHOWN = 30;

/** The distinct tokens of the archive's first articles, lower-cased, that match `pattern`. */
const distinctWords = async (file: string, pattern: RegExp): Promise<string[]> => {
  const words = new Set<string>();
  let articles = 0;
  for await (const entry of readJsonlArchive(path.join(DATA, 'news', file))) {
    if (!('article' in entry)) continue;
    for (const word of `${entry.article.title} ${entry.article.body}`.toLowerCase().match(pattern) ?? []) words.add(word);
    if (++articles >= PER_ARCHIVE) break;
  }
  return [...words];
};

const differences = (rows: { word: string; lexeme: string }[], language: DocumentLanguage): string[] =>
  rows
    .filter(({ word, lexeme }) => stem(word, language) !== lexeme)
    .map(({ word, lexeme }) => `${word}: core ${stem(word, language)}, PostgreSQL ${lexeme}`);

describeWithData('core stem() = PostgreSQL Snowball dictionaries, on real en/de/fr articles of ../shared/data', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await db?.dispose();
  });

  test.each(ARCHIVES)('%s: every word stems as ts_lexize does', async (file, language, config) => {
    const words = await distinctWords(file, /\p{L}+/gu);
    const { rows } = await client.query<{ word: string; lexemes: string[] | null }>(
      `select word, ts_lexize('${config}_stem', word) as lexemes from unnest($1::text[]) as word`,
      [words],
    );
    // a stop word gives no lexeme: PostgreSQL drops it before stemming (see stemmer.ts)
    const stemmed = rows.flatMap(({ word, lexemes }) => (lexemes?.[0] === undefined ? [] : [{ word, lexeme: lexemes[0] }]));
    expect(words.length).toBeGreaterThan(3000);
    expect(stemmed.length).toBeGreaterThan(words.length * 0.9);
    const diff = differences(stemmed, language);
    expect({ words: stemmed.length, differing: diff.length, first: diff.slice(0, SHOWN) }).toEqual({
      words: stemmed.length,
      differing: 0,
      first: [],
    });
  });

  test.each(ARCHIVES)('%s: words with digits are not stemmed, as to_tsvector does', async (file, language, config) => {
    const words = (await distinctWords(file, /[\p{L}0-9]+/gu)).filter((w) => /[0-9]/.test(w) && /\p{L}/u.test(w));
    const { rows } = await client.query<{ word: string; tokens: number; lexemes: string[] }>(
      `select word, (select count(*) from ts_debug('${config}', word))::int as tokens,
              tsvector_to_array(to_tsvector('${config}', word)) as lexemes
         from unnest($1::text[]) as word`,
      [words],
    );
    // only words PostgreSQL's parser also reads as one token (it reads 7e7s as the number 7e7 and s)
    const single = rows.flatMap(({ word, tokens, lexemes }) =>
      tokens === 1 && lexemes.length === 1 ? [{ word, lexeme: lexemes[0]! }] : [],
    );
    expect(single.length).toBeGreaterThan(5);
    expect(differences(single, language)).toEqual([]);
  });
});
