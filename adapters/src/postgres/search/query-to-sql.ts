import type { QueryNode, SearchTerm } from '@newsdesk/core/search/search-query.types';

/** A SQL condition with its `?` parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const STEMMERS: [string, string][] = [
  ['en', 'english'],
  ['de', 'german'],
  ['fr', 'french'],
];

/** A tsquery operand: the word quoted for to_tsquery (quotes doubled, backslashes escaped). */
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

const likePattern = (text: string) => `%${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ALL_TEXT = `(title || ' ' || body || ' ' || associated_plain)`;

/**
 * Stemmed match in the document's own language: one branch per language with a constant text
 * search configuration, so each branch can use the GIN index of tsv_stemmed.
 */
const stemmed = (fn: 'plainto_tsquery' | 'phraseto_tsquery', text: string): SqlCondition => ({
  sql: `(${[
    ...STEMMERS.map(([lang, config]) => `(language = '${lang}' and tsv_stemmed @@ ${fn}('${config}', ?))`),
    `(language not in ('en', 'de', 'fr') and tsv_stemmed @@ ${fn}('simple', ?))`,
  ].join(' or ')})`,
  params: [...STEMMERS.map(() => text), text],
});

/** Case-sensitive whole-word check on the text (tsvectors are lower-cased). */
const caseSensitiveWords = (words: string[], asPrefix = false): SqlCondition => ({
  sql: `${ALL_TEXT} ~ ?`,
  params: [`(^|[^[:alnum:]_])${words.map(regexEscape).join('[^[:alnum:]_]+')}${asPrefix ? '' : '($|[^[:alnum:]_])'}`],
});

const and = (...parts: SqlCondition[]): SqlCondition => ({ sql: `(${parts.map((p) => p.sql).join(' and ')})`, params: parts.flatMap((p) => p.params) });

/** One term of the core semantics as a SQL condition on news_document. */
export const termToSql = (term: SearchTerm): SqlCondition => {
  switch (term.kind) {
    case 'plain':
      return stemmed('plainto_tsquery', term.text);
    case 'exact':
      return and({ sql: `tsv_exact @@ plainto_tsquery('simple', ?)`, params: [term.text] }, caseSensitiveWords([term.text]));
    case 'prefix': {
      const prefix: SqlCondition = { sql: `tsv_exact @@ to_tsquery('simple', ?)`, params: [`${lexeme(term.text.toLowerCase())}:*`] };
      return term.caseSensitive ? and(prefix, caseSensitiveWords([term.text], true)) : prefix;
    }
    case 'contains':
      return { sql: `${ALL_TEXT} ${term.caseSensitive ? 'like' : 'ilike'} ?`, params: [likePattern(term.text)] };
    case 'phrase':
      return term.exact
        ? and({ sql: `tsv_exact @@ phraseto_tsquery('simple', ?)`, params: [term.words.join(' ')] }, caseSensitiveWords(term.words))
        : stemmed('phraseto_tsquery', term.words.join(' '));
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
      const parts = node.operands.map(queryToSql);
      return { sql: `(${parts.map((p) => p.sql).join(` ${node.kind} `)})`, params: parts.flatMap((p) => p.params) };
    }
  }
};
