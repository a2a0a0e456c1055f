import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryNode } from '@newsdesk/core/search/search-query.types';

export type StemFunction = 'plainto_tsquery' | 'phraseto_tsquery';

/**
 * The text search configuration of each document language; `simple` for every other language.
 * The newsdesk_* configurations are Snowball without stop words (Migration20261121800000SearchTokens),
 * so that PostgreSQL indexes and stems every word as core does.
 */
export const STEM_CONFIGS = [
  ['en', 'newsdesk_english'],
  ['de', 'newsdesk_german'],
  ['fr', 'newsdesk_french'],
  [null, 'simple'],
] as const;

/** A stemmed term's tsquery in each configuration (tsquery text, '' for stop words only). */
export type Stems = Record<(typeof STEM_CONFIGS)[number][1], string>;

/** Looks up the stems of a term already asked for (`fn` + text), or undefined. */
export type StemLookup = (fn: StemFunction, text: string) => Stems | undefined;

const key = (fn: StemFunction, text: string) => `${fn}\u0000${text}`;

/** The stemmed terms of a query: plain words and non-exact phrases. */
const stemmedTerms = (node: QueryNode): [StemFunction, string][] => {
  switch (node.kind) {
    case 'term': {
      const { term } = node;
      if (term.kind === 'plain') return [['plainto_tsquery', term.text]];
      if (term.kind === 'phrase' && !term.exact) return [['phraseto_tsquery', term.words.join(' ')]];
      return [];
    }
    case 'not':
      return stemmedTerms(node.operand);
    case 'and':
    case 'or':
      return node.operands.flatMap(stemmedTerms);
  }
};

/**
 * Asks PostgreSQL once for every stemmed term's tsquery in the four configurations, so the SQL
 * can test each distinct tsquery once: most words stem alike in several languages, and four
 * identical index scans OR-ed together cost four times one (docs/benchmarks.md).
 */
export const lookupStems = async (em: EntityManager, ast: QueryNode | null): Promise<StemLookup> => {
  const terms = ast ? stemmedTerms(ast) : [];
  if (terms.length === 0) return () => undefined;
  const rows = await em.execute<({ fn: StemFunction; text: string } & Stems)[]>(
    `select t.fn, t.text, ${STEM_CONFIGS.map(([, config]) =>
      `(case t.fn when 'plainto_tsquery' then plainto_tsquery('${config}', t.text) else phraseto_tsquery('${config}', t.text) end)::text as ${config}`).join(', ')}
       from unnest(?::text[], ?::text[]) as t(fn, text)`,
    [`{${terms.map(([fn]) => fn).join(',')}}`, `{${terms.map(([, text]) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`],
  );
  const found = new Map(rows.map((r) => [key(r.fn, r.text), { newsdesk_english: r.newsdesk_english, newsdesk_german: r.newsdesk_german, newsdesk_french: r.newsdesk_french, simple: r.simple }]));
  return (fn, text) => found.get(key(fn, text));
};
