import type { DocumentLanguage } from '../documents/document.types';
import { utf8Bytes } from '../shared/utf8';
import { stemEnglish } from './snowball/english';
import { stemFrench } from './snowball/french';
import { stemGerman } from './snowball/german';

/**
 * The stem of a word in a document language: the Snowball stemmers (`english`, `german`,
 * `french`) as PostgreSQL 18 ships them, lower-casing first; `other` is lower-cased only. Core is
 * the one place where words are stemmed: the stored search vectors, queries, the percolator and
 * highlighting all use these stems (ADR 0013), so a PostgreSQL whose own Snowball is older
 * (15 stems `aktuell`, `zuerst`, `Sprecherin` otherwise) changes nothing.
 * (adapters/src/postgres/search/snowball-stemmers.int.test.ts checks the copy against PostgreSQL
 * 18's dictionaries on real articles.)
 *
 * As in PostgreSQL's text search configurations:
 * - a word with an ASCII digit (`1990s`, `mp3s`) is a `numword`: not stemmed;
 * - a word longer than 1000 UTF-8 bytes is not stemmed.
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
const tooLong = (text: string): boolean => text.length * 3 > MAX_STEMMED_BYTES && utf8Bytes(text) > MAX_STEMMED_BYTES;
