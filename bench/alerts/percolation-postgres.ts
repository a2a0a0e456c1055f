import type { MikroORM } from '@mikro-orm/postgresql';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { QueryNode, SearchTerm } from '@newsdesk/core/search/search-query.types';
import { stem } from '@newsdesk/core/search/stemmer';
import { fold } from '@newsdesk/core/search/term-matching';
import type { BenchCollection } from './percolation-collections';

const LANGUAGES: DocumentLanguage[] = ['en', 'de', 'fr', 'other'];
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * A collection's terms as a tsquery over tsv_stemmed in one document language (lexemes stemmed
 * by core, which stems exactly like PostgreSQL). What tsquery cannot say makes it null: contains
 * wildcards and searches without terms (entity or topic filters alone). Simplifications of this
 * baseline: exact terms are matched like plain ones, prefixes against stems, and filters and
 * time frames are not applied. It measures the cost of `@@` over stored queries, not a
 * second percolator.
 */
const toTsquery = (node: QueryNode, language: DocumentLanguage): string | null => {
  const term = (t: SearchTerm): string | null => {
    switch (t.kind) {
      case 'plain':
      case 'exact':
        return lexeme(stem(fold(t.text), language));
      case 'phrase':
        return `(${t.words.map((w) => lexeme(stem(fold(w), language))).join(' <-> ')})`;
      case 'prefix':
        return `${lexeme(fold(t.text))}:*`;
      case 'contains':
        return null;
    }
  };
  switch (node.kind) {
    case 'term':
      return term(node.term);
    case 'not': {
      const inner = toTsquery(node.operand, language);
      return inner === null ? null : `!${inner}`;
    }
    case 'and':
    case 'or': {
      const parts = node.operands.map((o) => toTsquery(o, language));
      return parts.includes(null) ? null : `(${parts.join(node.kind === 'and' ? ' & ' : ' | ')})`;
    }
  }
};

/** Stores the collections' tsqueries (one column per document language); returns how many could be stored. */
export const storeTsqueries = async (orm: MikroORM, collections: readonly BenchCollection[]): Promise<number> => {
  const em = orm.em.fork();
  await em.execute(`drop table if exists bench_collection_query`);
  await em.execute(
    `create table bench_collection_query (id uuid primary key, query_en tsquery not null, query_de tsquery not null, query_fr tsquery not null, query_other tsquery not null)`,
  );
  const rows = collections.flatMap((c) => {
    const { ast } = parseQuery(c.search.tags, { exactMatchesOnly: c.search.exactMatchesOnly });
    const queries = ast === null ? [] : LANGUAGES.map((language) => toTsquery(ast, language));
    return queries.length && !queries.includes(null) ? [[c.id, ...queries] as string[]] : [];
  });
  for (let i = 0; i < rows.length; i += 5_000) {
    const batch = rows.slice(i, i + 5_000);
    const column = (k: number) => `{${batch.map((r) => `"${r[k]!.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
    await em.execute(
      `insert into bench_collection_query select * from unnest(?::uuid[], ?::text[]::tsquery[], ?::text[]::tsquery[], ?::text[]::tsquery[], ?::text[]::tsquery[])`,
      [column(0), column(1), column(2), column(3), column(4)],
    );
  }
  await em.execute('analyze bench_collection_query');
  return rows.length;
};

/** The ids whose stored query matches the stored document's search vector. */
export const postgresMatch = async (orm: MikroORM, documentId: string, language: DocumentLanguage): Promise<string[]> => {
  const column = `query_${LANGUAGES.includes(language) ? language : 'other'}`;
  const rows = await orm.em
    .fork()
    .execute<{ id: string }[]>(
      `select id from bench_collection_query where ${column} @@ (select tsv_stemmed from news_document where id = ?)`,
      [documentId],
    );
  return rows.map((r) => r.id);
};
