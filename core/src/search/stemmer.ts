import type { DocumentLanguage } from '../documents/document.types';
import { stemEnglish } from './snowball/english';
import { stemFrench } from './snowball/french';
import { stemGerman } from './snowball/german';

/**
 * The lexeme PostgreSQL's text search gives a word: the `english`, `german` and `french`
 * configurations lower-case the token and run the Snowball stemmer (`english_stem`, …);
 * `other` uses `simple` (lower-casing only). Core search and PostgreSQL search must find the same
 * documents, so the stems are identical to PostgreSQL 18's, not just similar
 * (adapters/src/postgres/search/snowball-stemmers.int.test.ts compares them on real articles).
 *
 * Also as in PostgreSQL:
 * - a word with an ASCII digit (`1990s`, `mp3s`) is a `numword`, which those configurations
 *   send to `simple`: not stemmed;
 * - a word longer than 1000 UTF-8 bytes is not stemmed.
 * What remains different is outside this function: stop words (PostgreSQL drops `the`, `und`,
 * `le`, …; core matches them like any word) and tokens that PostgreSQL's parser reads
 * differently (lower-casing of `İ`, `x²y`, file paths and host names).
 */
export const stem = (word: string, language: DocumentLanguage): string => {
  const lower = word.toLowerCase();
  const stemmer = STEMMERS[language];
  if (stemmer === undefined || /[0-9]/.test(lower) || tooLong(lower)) return lower;
  let cache = caches.get(language);
  if (cache === undefined) caches.set(language, (cache = new Map()));
  let stemmed = cache.get(lower);
  if (stemmed === undefined) {
    stemmed = stemmer(lower);
    // a bounded memo: search stems the same words of every document again
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(lower, stemmed);
  }
  return stemmed;
};

const STEMMERS: Partial<Record<DocumentLanguage, (word: string) => string>> = {
  en: stemEnglish,
  de: stemGerman,
  fr: stemFrench,
};

const MAX_STEMMED_BYTES = 1000;
const CACHE_SIZE = 50_000;
const caches = new Map<DocumentLanguage, Map<string, string>>();

/** Over 1000 UTF-8 bytes (a UTF-16 unit takes at most 3, so short words need no encoding). */
const tooLong = (text: string): boolean =>
  text.length * 3 > MAX_STEMMED_BYTES && new TextEncoder().encode(text).length > MAX_STEMMED_BYTES;
