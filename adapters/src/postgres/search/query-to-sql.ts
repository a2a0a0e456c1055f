import { exactLexeme } from '@newsdesk/core/search/indexed-words';
import type { QueryNode, SearchTerm } from '@newsdesk/core/search/search-query.types';
import { phraseQuery, quoteLexeme, STEMMED_LANGUAGES, stemmedQueries } from './search-lexemes';

/** A SQL condition with its `?` parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const likePattern = (text: string) => `%${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ALL_TEXT = `(title || ' ' || body || ' ' || associated_plain)`;

/** The documents of these languages (null: every language without its own stemmer); '' for all. */
export const languageCondition = (languages: readonly (string | null)[]): string => {
  const named = languages.filter((l): l is string => l !== null).map((l) => `'${l}'`);
  if (!languages.includes(null)) return named.length === 1 ? `language = ${named[0]}` : `language in (${named.join(', ')})`;
  const excluded = STEMMED_LANGUAGES.map((l) => `'${l}'`).filter((l) => !named.includes(l));
  return excluded.length ? `language not in (${excluded.join(', ')})` : '';
};

/** Stemmed match of consecutive words in each document's own language (one branch per distinct tsquery). */
const stemmed = (words: readonly string[]): SqlCondition => {
  const branches = stemmedQueries(words).map(({ query, languages }) => {
    const only = languageCondition(languages);
    return { sql: only ? `(${only} and tsv_stemmed @@ ?::tsquery)` : `tsv_stemmed @@ ?::tsquery`, params: [query] };
  });
  return { sql: `(${branches.map((b) => b.sql).join(' or ')})`, params: branches.flatMap((b) => b.params) };
};

/** Unstemmed match of consecutive words on the exact vector (lower-cased: the case is checked on the text). */
const unstemmed = (words: readonly string[]): SqlCondition => ({
  sql: 'tsv_exact @@ ?::tsquery',
  params: [phraseQuery(words.map(exactLexeme))],
});

/** Case-sensitive whole-word check on the text (tsvectors are lower-cased). */
const caseSensitiveWords = (words: string[], asPrefix = false): SqlCondition => ({
  sql: `${ALL_TEXT} ~ ?`,
  params: [`(^|[^[:alnum:]])${words.map(regexEscape).join('[^[:alnum:]]+')}${asPrefix ? '' : '($|[^[:alnum:]])'}`],
});

const and = (...parts: SqlCondition[]): SqlCondition => ({
  sql: `(${parts.map((p) => p.sql).join(' and ')})`,
  params: parts.flatMap((p) => p.params),
});

/** One term of the core semantics as a SQL condition on news_document. */
export const termToSql = (term: SearchTerm): SqlCondition => {
  switch (term.kind) {
    case 'plain':
      return stemmed([term.text]);
    case 'exact':
      return and(unstemmed([term.text]), caseSensitiveWords([term.text]));
    case 'prefix': {
      const prefix: SqlCondition = { sql: 'tsv_exact @@ ?::tsquery', params: [`${quoteLexeme(exactLexeme(term.text))}:*`] };
      return term.caseSensitive ? and(prefix, caseSensitiveWords([term.text], true)) : prefix;
    }
    case 'contains':
      return { sql: `${ALL_TEXT} ${term.caseSensitive ? 'like' : 'ilike'} ?`, params: [likePattern(term.text)] };
    case 'phrase':
      return term.exact ? and(unstemmed(term.words), caseSensitiveWords(term.words)) : stemmed(term.words);
  }
};

export const queryToSql = (node: QueryNode): SqlCondition => {
  switch (node.kind) {
    case 'term':
      return termToSql(node.term);
    case 'not': {
      const inner = queryToSql(node.operand);
      return { sql: `not ${inner.sql}`, params: inner.params };
    }
    case 'and':
    case 'or': {
      const parts = node.operands.map((operand) => queryToSql(operand));
      return { sql: `(${parts.map((p) => p.sql).join(` ${node.kind} `)})`, params: parts.flatMap((p) => p.params) };
    }
  }
};
