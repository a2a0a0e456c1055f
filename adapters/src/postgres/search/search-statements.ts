import { COUNT_CAP, type SearchRequest } from '@newsdesk/core/search/search.ports';
import { queryToSql, type SqlCondition } from './query-to-sql';

const ORDER: Record<string, { column: string; direction: 'asc' | 'desc'; nulls: string }> = {
  'indexing-date:newest': { column: 'first_acquisition_date', direction: 'desc', nulls: '' },
  'indexing-date:oldest': { column: 'first_acquisition_date', direction: 'asc', nulls: '' },
  'publication-date:newest': { column: 'publication_date', direction: 'desc', nulls: ' nulls last' },
  'publication-date:oldest': { column: 'publication_date', direction: 'asc', nulls: ' nulls last' },
};

/**
 * How the page of a search is found (docs/benchmarks.md, "How search got there"):
 * - `date-index`: walk the date index newest (or oldest) first and test each document against the
 *   query until the page is full. Cheap when many documents match: the first 20 are near.
 * - `matches-then-sort`: collect every match through the full-text / trigram indexes and sort
 *   them. Cheap when few match; walking the date index would read most of the table for them.
 */
export type PageStrategy = 'date-index' | 'matches-then-sort';

const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** The WHERE of a search: time frame, query, filters; `text` separately so a strategy can hide it from the index choice. */
export const searchCondition = (request: SearchRequest): { range: SqlCondition; text: SqlCondition | null; filters: SqlCondition[] } => {
  const filters: SqlCondition[] = [];
  const { domains, topics, languages, entities } = request.filters;
  if (domains.length) filters.push({ sql: 'domain = any(?::text[])', params: [textArray(domains)] });
  if (topics.length) filters.push({ sql: 'categories && ?::text[]', params: [textArray(topics)] });
  if (languages.length) filters.push({ sql: 'language = any(?::text[])', params: [textArray(languages)] });
  const selected: [string, string[]][] = [
    ['organization', entities.organizations],
    ['person', entities.persons],
    ['location', entities.locations],
  ];
  for (const [kind, names] of selected) {
    for (const name of names) {
      filters.push({
        sql: 'exists (select 1 from document_entity e where e.document_id = news_document.id and e.kind = ? and e.name = ?)',
        params: [kind, name],
      });
    }
  }
  return {
    range: { sql: 'first_acquisition_date between ? and ?', params: [request.range.from, request.range.to] },
    text: request.ast ? queryToSql(request.ast) : null,
    filters,
  };
};

const joined = (parts: SqlCondition[]): SqlCondition => ({
  sql: parts.map((p) => p.sql).join(' and '),
  params: parts.flatMap((p) => p.params),
});

/** Matches counted up to COUNT_CAP: PostgreSQL stops at the cap instead of counting 300,000 rows. */
export const countStatement = (request: SearchRequest, cap: number = COUNT_CAP): SqlCondition => {
  const { range, text, filters } = searchCondition(request);
  const where = joined([range, ...(text ? [text] : []), ...filters]);
  return {
    sql: `select count(*) as n from (select 1 from news_document where ${where.sql} limit ${Math.max(0, Math.floor(cap))}) capped`,
    params: where.params,
  };
};

/**
 * The ids of one page. The strategy is imposed on the planner by what it may use, not by
 * settings: `date-index` wraps the text condition in `coalesce(…, false)` (same rows, but no index
 * can answer it, so the date index drives); `matches-then-sort` sorts by `date + 0 seconds`, which
 * no index provides, so the text indexes drive and a top-N sort follows.
 *
 * The wrapper also hides the text condition's selectivity: the planner estimates an expression
 * it cannot see into as matching half the rows. The strategy is only `date-index` when the capped
 * count found the query frequent, and the planner's own estimate is then often far too low: a
 * phrase is estimated as if its words were independent (`"European Medicines Agency"`: 22 rows
 * for 19,504 matches on 1,000,000 documents), so with `is true`, which keeps that estimate, the
 * planner expected to walk the whole month for 20 rows and sorted a parallel sequential scan
 * instead (3–4 s against 5–10 ms; docs/benchmarks.md, "Search"; postgres-search-index.int.test.ts).
 */
export const pageStatement = (request: SearchRequest, strategy: PageStrategy): SqlCondition => {
  const { range, text, filters } = searchCondition(request);
  const order = ORDER[`${request.sort.field}:${request.sort.direction}`] ?? ORDER['indexing-date:newest']!;
  const textPart = text && strategy === 'date-index' ? [{ sql: `coalesce(${text.sql}, false)`, params: text.params }] : text ? [text] : [];
  const where = joined([range, ...textPart, ...filters]);
  const key = strategy === 'matches-then-sort' && text ? `${order.column} + interval '0 seconds'` : order.column;
  return {
    sql: `select id, story_id from news_document where ${where.sql} order by ${key} ${order.direction}${order.nulls}, id limit ? offset ?`,
    params: [...where.params, request.limit, request.offset],
  };
};
