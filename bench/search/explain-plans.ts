import type { MikroORM } from '@mikro-orm/postgresql';
import { countingStatement, tierStatement } from '@newsdesk/adapters/postgres/related/related-statements';
import { pageStrategy } from '@newsdesk/adapters/postgres/search/postgres-search-index';
import { countStatement, pageStatement } from '@newsdesk/adapters/postgres/search/search-statements';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import { resolveTimeFrame } from '@newsdesk/core/search/time-frame';
import { PAGE_SIZE, searchQuery } from './postgres-runner';

/** The plan lines worth quoting: node types, conditions and row counts, no buffers or I/O timing. */
const explain = async (orm: MikroORM, sql: string, params: unknown[]): Promise<string> => {
  const rows = await orm.em.fork().execute<Record<string, string>[]>(`explain (analyze, costs off) ${sql}`, params);
  return rows
    .map((r) => Object.values(r)[0]!)
    .filter((line) => !/^\s*(Buffers|I\/O|Planning:|Index Searches|Worker)/.test(line))
    .map((line) => `    ${line}`)
    .join('\n');
};

/** EXPLAIN ANALYZE of the statements PostgresSearchIndex / PostgresRelatedDocumentIndex run for one query of each kind. */
export const printPlans = async (orm: MikroORM, now: Date, examples: { kind: string; tag?: string; names?: string[] }[]) => {
  for (const example of examples) {
    if (example.tag) {
      const query = searchQuery(example.tag);
      const request: SearchRequest = {
        ast: parseQuery(query.tags).ast,
        range: resolveTimeFrame(query.timeFrame, now),
        sort: query.sort,
        filters: query.filters,
        offset: 0,
        limit: PAGE_SIZE,
      };
      const count = countStatement(request);
      const [row] = await orm.em.fork().execute<{ n: string }[]>(count.sql, count.params);
      const [table] = await orm.em
        .fork()
        .execute<{ rows: number }[]>(`select reltuples as rows from pg_class where oid = 'news_document'::regclass`);
      const strategy = pageStrategy(Number(row?.n ?? 0), Number(table?.rows ?? 0), 0, PAGE_SIZE);
      const page = pageStatement(request, strategy);
      console.log(
        `\n${example.kind} ${example.tag}: ${row?.n} matches (capped), page strategy ${strategy}\n  count:\n${await explain(orm, count.sql, count.params)}\n  page:\n${await explain(orm, page.sql, page.params)}`,
      );
    } else if (example.names) {
      const all = tierStatement(example.names, example.names.length, null, PAGE_SIZE);
      const counting = countingStatement(example.names, 1, null, PAGE_SIZE, 0);
      console.log(`\n${example.kind} ${example.names.join(', ')}\n  tier "all names":\n${await explain(orm, all.sql, all.params)}`);
      console.log(
        `  the counting plan (before; now only for documents with many names):\n${await explain(orm, counting.sql, counting.params)}`,
      );
    }
  }
};
