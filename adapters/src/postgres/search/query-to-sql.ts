import type { QueryNode, SearchTerm } from '@newsdesk/core/search/search-query.types';
import { STEM_CONFIGS, type StemFunction, type StemLookup } from './stem-lookup';

/** A SQL condition with its `?` parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** A tsquery operand: the word quoted for to_tsquery (quotes doubled, backslashes escaped). */
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

const likePattern = (text: string) => `%${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ALL_TEXT = `(title || ' ' || body || ' ' || associated_plain)`;

const STEMMED_LANGUAGES = STEM_CONFIGS.flatMap(([lang]) => (lang ? [`'${lang}'`] : []));

/** The documents of these languages (null: every language without its own stemmer); '' for all. */
export const languageCondition = (languages: readonly (string | null)[]): string => {
  const named = languages.filter((l): l is string => l !== null).map((l) => `'${l}'`);
  if (!languages.includes(null)) return named.length === 1 ? `language = ${named[0]}` : `language in (${named.join(', ')})`;
  const excluded = STEMMED_LANGUAGES.filter((l) => !named.includes(l));
  return excluded.length ? `language not in (${excluded.join(', ')})` : '';
};

/**
 * Stemmed match in the document's own language. With the stems looked up (stem-lookup.ts), one
 * branch per distinct tsquery: "said" stems alike in all four configurations and becomes a single
 * `tsv_stemmed @@ 'said'`. Without, one branch per language with a constant configuration, so
 * each branch can use the GIN index of tsv_stemmed.
 */
const stemmed = (fn: StemFunction, text: string, stems?: StemLookup): SqlCondition => {
  const known = stems?.(fn, text);
  if (!known) {
    return {
      sql: `(${STEM_CONFIGS.map(([lang, config]) => `(${lang ? `language = '${lang}'` : `language not in (${STEMMED_LANGUAGES.join(', ')})`} and tsv_stemmed @@ ${fn}('${config}', ?))`).join(' or ')})`,
      params: STEM_CONFIGS.map(() => text),
    };
  }
  const groups = new Map<string, (string | null)[]>();
  for (const [lang, config] of STEM_CONFIGS) groups.set(known[config], [...(groups.get(known[config]) ?? []), lang]);
  // a configuration whose stop words swallow the whole term matches nothing in its languages
  groups.delete('');
  if (groups.size === 0) return { sql: 'false', params: [] };
  const branches = [...groups].map(([query, languages]) => {
    const only = languageCondition(languages);
    return { sql: only ? `(${only} and tsv_stemmed @@ ?::tsquery)` : `tsv_stemmed @@ ?::tsquery`, params: [query] };
  });
  return { sql: `(${branches.map((b) => b.sql).join(' or ')})`, params: branches.flatMap((b) => b.params) };
};

/** Case-sensitive whole-word check on the text (tsvectors are lower-cased). */
const caseSensitiveWords = (words: string[], asPrefix = false): SqlCondition => ({
  sql: `${ALL_TEXT} ~ ?`,
  params: [`(^|[^[:alnum:]])${words.map(regexEscape).join('[^[:alnum:]]+')}${asPrefix ? '' : '($|[^[:alnum:]])'}`],
});

const and = (...parts: SqlCondition[]): SqlCondition => ({ sql: `(${parts.map((p) => p.sql).join(' and ')})`, params: parts.flatMap((p) => p.params) });

/** One term of the core semantics as a SQL condition on news_document. */
export const termToSql = (term: SearchTerm, stems?: StemLookup): SqlCondition => {
  switch (term.kind) {
    case 'plain':
      return stemmed('plainto_tsquery', term.text, stems);
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
        : stemmed('phraseto_tsquery', term.words.join(' '), stems);
  }
};

export const queryToSql = (node: QueryNode, stems?: StemLookup): SqlCondition => {
  switch (node.kind) {
    case 'term':
      return termToSql(node.term, stems);
    case 'not': {
      const inner = queryToSql(node.operand, stems);
      return { sql: `not ${inner.sql}`, params: inner.params };
    }
    case 'and':
    case 'or': {
      const parts = node.operands.map((operand) => queryToSql(operand, stems));
      return { sql: `(${parts.map((p) => p.sql).join(` ${node.kind} `)})`, params: parts.flatMap((p) => p.params) };
    }
  }
};
