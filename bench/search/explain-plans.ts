import type { MikroORM } from '@mikro-orm/postgresql';
import { countingStatement, tierStatement } from '@newsdesk/adapters/postgres/related/related-statements';
import { COUNT_SETTINGS, pageStrategy, searchCountStatement } from '@newsdesk/adapters/postgres/search/postgres-search-index';
import { pageStatement } from '@newsdesk/adapters/postgres/search/search-statements';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import { resolveTimeFrame } from '@newsdesk/core/search/time-frame';
import { PAGE_SIZE, searchQuery } from './postgres-runner';

/**
 * The plan lines worth quoting: node types, conditions, row counts and buffers (what a slow plan
 * reads), no I/O timing. `settings` runs first in the same transaction, as the adapter's does.
 */
const explain = async (orm: MikroORM, sql: string, params: unknown[], settings?: string): Promise<string> => {
  const rows = await orm.em.fork().transactional(async (tx) => {
    if (settings) await tx.execute(settings);
    return tx.execute<Record<string, string>[]>(`explain (analyze, buffers, costs off) ${sql}`, params);
  });
  return rows
    .map((r) => Object.values(r)[0]!)
    .filter((line) => !/^\s*(I\/O|Planning:|Index Searches|Worker)/.test(line))
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
      // the statement the adapter runs (stored word counts for one word or one prefix), under its settings
      const count = searchCountStatement(request, Date.now());
      const [row] = await orm.em.fork().transactional(async (tx) => {
        await tx.execute(COUNT_SETTINGS);
        return tx.execute<{ n: string }[]>(count.sql, count.params);
      });
      const [table] = await orm.em
        .fork()
        .execute<{ rows: number }[]>(`select reltuples as rows from pg_class where oid = 'news_document'::regclass`);
      const strategy = pageStrategy(Number(row?.n ?? 0), Number(table?.rows ?? 0), 0, PAGE_SIZE);
      const page = pageStatement(request, strategy);
      console.log(
        `\n${example.kind} ${example.tag}: ${row?.n} matches (capped), page strategy ${strategy}\n  count:\n${await explain(orm, count.sql, count.params, COUNT_SETTINGS)}\n  page:\n${await explain(orm, page.sql, page.params)}`,
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
