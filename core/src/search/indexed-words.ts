import type { DocumentLanguage } from '../documents/document.types';
import { fold, plainLexeme, tokenize } from './term-matching';

/**
 * What a full-text index holds of a document: every word's lexeme with the positions it occurs
 * at. Core computes it once, and the PostgreSQL adapter stores it as it is (ADR 0013), so search,
 * the percolator and highlighting give a query one meaning whatever PostgreSQL version or locale
 * runs underneath: PostgreSQL's own parser and Snowball stemmers never see the text.
 *
 * The layout is the one PostgreSQL's `to_tsvector` gave before (the equality test in
 * adapters/src/postgres/search/indexed-words-vector.int.test.ts compares them word for word):
 * - one position per token, from 1, in the order of the texts (title, body, each PDF text);
 * - one empty position between two texts, so a phrase never spans them;
 * - positions above 16,383 are stored as 16,383, and a lexeme keeps its first 255 positions
 *   (what to_tsvector keeps);
 * - a run of letters of 2,047 UTF-8 bytes or more is no token (term-matching.ts), as in PostgreSQL.
 * Since version 2 the stemmed lexemes have their accents folded (ADR 0020); the exact ones keep them.
 */
export interface IndexedWords {
  /** Lexemes stemmed in the document's language (lower-cased only for `other`), accents folded. */
  stemmed: ReadonlyMap<string, readonly number[]>;
  /** Lexemes unstemmed, case folded: exact matches (with a case check on the text) and prefixes. */
  exact: ReadonlyMap<string, readonly number[]>;
}

/**
 * The version of what indexedWords gives for a text. Raise it with any change to tokens, case
 * folding or stems: stored documents of an older version are indexed again in the background
 * (indexed-words.test.ts pins a sample of lexemes to this version).
 */
export const INDEXED_WORDS_VERSION = 2;

/** tsvector limits as to_tsvector applies them (PostgreSQL's MAXENTRYPOS - 1, MAXNUMPOS - 1). */
export const MAX_POSITION = 16_383;
export const MAX_POSITIONS_PER_LEXEME = 255;

/** The stemmed index's lexeme of a word in a language, accents folded: what a plain search term is looked up by. */
export const stemmedLexeme = (word: string, language: DocumentLanguage): string => plainLexeme(word, language);

/** The exact index's lexeme of a word: what prefix and exact terms are looked up by. */
export const exactLexeme = (word: string): string => fold(word);

const add = (lexemes: Map<string, number[]>, lexeme: string, position: number) => {
  const positions = lexemes.get(lexeme);
  if (positions === undefined) lexemes.set(lexeme, [position]);
  else if (positions.length < MAX_POSITIONS_PER_LEXEME && positions[positions.length - 1] !== position) positions.push(position);
};

/** A word's two lexemes, [stemmed, exact]: the exact one is the case-folded word the stem is made of. */
type WordLexemes = readonly [string, string];

const LEXEME_CACHE_SIZE = 100_000;
/**
 * V8 keeps a substring of 13 or more characters as a view into its whole text, so a memo of such
 * a token (or of a lexeme that is the token unchanged) would keep whole articles alive. Shorter
 * ones are copies, and they are most of a text's tokens.
 */
const LONGEST_MEMOISED_WORD = 12;
const lexemeCaches = new Map<DocumentLanguage, Map<string, WordLexemes>>();

/**
 * The lexemes of a word as written, from a bounded memo per language: a document repeats its
 * words, and every document repeats the language's common ones, so most tokens skip the Unicode
 * normalisation, case folding and accent folding (the bulk load's share of Node time,
 * docs/benchmarks.md "How the bulk load got there"). Same values as stemmedLexeme and exactLexeme.
 */
const wordLexemes = (word: string, language: DocumentLanguage): WordLexemes => {
  if (word.length > LONGEST_MEMOISED_WORD) return [stemmedLexeme(word, language), exactLexeme(word)];
  let cache = lexemeCaches.get(language);
  if (cache === undefined) lexemeCaches.set(language, (cache = new Map()));
  let lexemes = cache.get(word);
  if (lexemes === undefined) {
    lexemes = [stemmedLexeme(word, language), exactLexeme(word)];
    if (cache.size >= LEXEME_CACHE_SIZE) cache.clear();
    cache.set(word, lexemes);
  }
  return lexemes;
};

/** The index entries of a document's texts (title, body, each PDF text) in its language. */
export const indexedWords = (texts: readonly string[], language: DocumentLanguage): IndexedWords => {
  const stemmed = new Map<string, number[]>();
  const exact = new Map<string, number[]>();
  let last = 0;
  texts.forEach((text, i) => {
    if (i > 0) last += 1;
    for (const token of tokenize(text)) {
      last += 1;
      const position = Math.min(last, MAX_POSITION);
      const [stemmedForm, exactForm] = wordLexemes(token.text, language);
      add(stemmed, stemmedForm, position);
      add(exact, exactForm, position);
    }
  });
  return { stemmed, exact };
};
