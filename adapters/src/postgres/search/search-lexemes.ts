import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { INDEXED_WORDS_VERSION, indexedWords, stemmedLexeme } from '@newsdesk/core/search/indexed-words';

/**
 * Lexemes in PostgreSQL's text forms. The lexemes themselves come from core (indexed-words.ts,
 * ADR 0013): documents and queries are never parsed or stemmed by PostgreSQL, so every supported
 * version (14–18) and locale stores and finds the same words.
 */

/** Document languages with a stemmer; every other language is indexed lower-cased only (`other`). */
export const STEMMED_LANGUAGES = ['en', 'de', 'fr'] as const;

/** A lexeme quoted for tsvector or tsquery input (quotes doubled, backslashes escaped). */
export const quoteLexeme = (lexeme: string): string => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** A tsvector literal: `'lexeme':1,4 'other':2`. */
export const tsvectorText = (lexemes: ReadonlyMap<string, readonly number[]>): string => {
  const parts: string[] = [];
  for (const [lexeme, positions] of lexemes) parts.push(`${quoteLexeme(lexeme)}:${positions.join(',')}`);
  return parts.join(' ');
};

/** The two stored search vectors of a document (news_document.tsv_stemmed, tsv_exact) as tsvector literals. */
export const searchVectors = (texts: readonly string[], language: DocumentLanguage): { stemmed: string; exact: string } => {
  const words = indexedWords(texts, language);
  return { stemmed: tsvectorText(words.stemmed), exact: tsvectorText(words.exact) };
};

/** The values of news_document's tsv_stemmed, tsv_exact and search_version for a document's texts. */
export const storedVectors = (texts: readonly string[], language: DocumentLanguage): [string, string, number] => {
  const { stemmed, exact } = searchVectors(texts, language);
  return [stemmed, exact, INDEXED_WORDS_VERSION];
};

/** A tsquery of consecutive lexemes: one lexeme, or a phrase (`'a' <-> 'b'`). */
export const phraseQuery = (lexemes: readonly string[]): string => lexemes.map(quoteLexeme).join(' <-> ');

/** The stemmed tsquery of words, with the document languages that stem them alike. */
export interface StemmedQuery {
  query: string;
  lexemes: string[];
  /** Document languages; null = every language without a stemmer. */
  languages: (string | null)[];
}

/**
 * Consecutive words (one word: a plain term) stemmed in each document language, grouped by
 * result: "said" stems alike in all four and becomes one `tsv_stemmed @@ 'said'`, because four
 * identical index scans OR-ed together cost four times one (docs/benchmarks.md).
 */
export const stemmedQueries = (words: readonly string[]): StemmedQuery[] => {
  const groups = new Map<string, StemmedQuery>();
  for (const language of [...STEMMED_LANGUAGES, null]) {
    const lexemes = words.map((word) => stemmedLexeme(word, language ?? 'other'));
    const query = phraseQuery(lexemes);
    const group = groups.get(query);
    if (group) group.languages.push(language);
    else groups.set(query, { query, lexemes, languages: [language] });
  }
  return [...groups.values()];
};
