import type { QueryNode } from '@newsdesk/core/search/search-query.types';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import { languageCondition, termToSql, type SqlCondition } from './query-to-sql';
import { stemmedQueries } from './search-lexemes';

const DAY_MS = 86_400_000;

interface Branch {
  lexeme: string;
  /** Document languages of this stem; null = every language without its own configuration. */
  languages: (string | null)[];
}

/** No filter but languages (and the time frame): the stored counts are kept per word, language and day only. */
export const onlyLanguageFilters = ({ domains, topics, entities }: SearchRequest['filters']): boolean =>
  !domains.length && !topics.length && !entities.organizations.length && !entities.persons.length && !entities.locations.length;

/**
 * The stemmed lexeme per group of document languages when the search is one plain word with no
 * filter but languages and time (the search page's everyday query); undefined otherwise.
 */
export const singleWordBranches = (request: Pick<SearchRequest, 'ast' | 'filters'>): Branch[] | undefined => {
  const { ast, filters } = request;
  if (ast?.kind !== 'term' || ast.term.kind !== 'plain' || !onlyLanguageFilters(filters)) return undefined;
  return stemmedQueries([ast.term.text]).map(({ lexemes, languages }) => ({ lexeme: lexemes[0]!, languages }));
};

const HOUR_MS = 3_600_000;
/**
 * Hours are stored for documents of the last 33 days (the triggers' window,
 * Migration20261128100000WordHoursForAMonth; bulk loads: deferred-counts.ts). Ranges that start
 * within the last 32 days read them, so every hour they read is complete: a calendar month
 * ('month') is at most 31 days.
 */
export const HOURS_STORED_FOR = '33 days';
export const STORED_HOURS_RANGE_MS = 32 * DAY_MS;
/** Single-word totals read hours for ranges within the last 48 hours (the past 4 or 24 hours), days beyond. */
export const HOURLY_RANGE_MS = 48 * HOUR_MS;

/** How the stored counts are cut: whole UTC days (term_day_count) or, for recent ranges, whole UTC hours (term_hour_count). */
export interface CountBuckets {
  table: 'term_day_count' | 'term_hour_count';
  column: 'day' | 'hour';
  sizeMs: number;
  /** A bucket start as the column compares it. */
  param(at: Date): string;
  cast: '::date' | '::timestamptz';
  /** The columns of a row's key besides the bucket: hours are kept per source domain too. */
  keys: readonly string[];
}

export const DAY_BUCKETS: CountBuckets = {
  table: 'term_day_count',
  column: 'day',
  sizeMs: DAY_MS,
  param: (at) => at.toISOString().slice(0, 10),
  cast: '::date',
  keys: ['lexeme', 'language'],
};
export const HOUR_BUCKETS: CountBuckets = {
  table: 'term_hour_count',
  column: 'hour',
  sizeMs: HOUR_MS,
  param: (at) => at.toISOString(),
  cast: '::timestamptz',
  keys: ['lexeme', 'language', 'domain'],
};

/**
 * Hours for a range that lies within the last 48 hours of `now` (the real clock, as the triggers
 * that fill the hours use it), days otherwise.
 */
export const bucketsFor = (range: { from: Date }, now: number): CountBuckets =>
  range.from.getTime() >= now - HOURLY_RANGE_MS ? HOUR_BUCKETS : DAY_BUCKETS;

/** Buckets lying wholly inside [from, to], as [first, end) bucket starts; null: none (all of it is edge). */
export const wholeBuckets = (from: Date, to: Date, sizeMs: number): { first: Date; end: Date } | null => {
  const first = Math.ceil(from.getTime() / sizeMs) * sizeMs;
  const end = Math.floor(to.getTime() / sizeMs) * sizeMs;
  return first < end ? { first: new Date(first), end: new Date(end) } : null;
};

/**
 * The documents' dates in the range's partial first and last bucket, around its whole buckets
 * (all of the range when it holds none); `to` is inclusive, like the search's.
 */
export const partialBuckets = (from: Date, to: Date, whole: { first: Date; end: Date } | null): SqlCondition =>
  whole
    ? {
        sql: '((first_acquisition_date >= ? and first_acquisition_date < ?) or (first_acquisition_date >= ? and first_acquisition_date <= ?))',
        params: [from, whole.first, whole.end, to],
      }
    : { sql: 'first_acquisition_date between ? and ?', params: [from, to] };

/** UTC days lying wholly inside [from, to], as [first, end) day starts. */
export const wholeDays = (from: Date, to: Date): { first: Date; end: Date } | null => wholeBuckets(from, to, DAY_MS);

/** The search's language filter, on any table with a `language` column. */
export const languageFilterOf = ({ filters }: { filters: { languages: readonly string[] } }): SqlCondition[] =>
  filters.languages.length ? [{ sql: 'language = any(?::text[])', params: [`{${filters.languages.join(',')}}`] }] : [];

/**
 * The stored rows of one word's whole buckets, every branch (stem per language group) in one
 * union: `bucket` (the day or hour), `language` (and for hours `domain`), `documents`. Totals sum
 * them, charts group them.
 */
export const storedBucketRows = (
  request: { filters: { languages: readonly string[] } },
  branches: Branch[],
  buckets: CountBuckets,
  whole: { first: Date; end: Date },
): SqlCondition => {
  const stored = branches.map((b) => {
    const only = languageCondition(b.languages);
    const parts: SqlCondition[] = [
      {
        sql: `lexeme = ? and ${buckets.column} >= ?${buckets.cast} and ${buckets.column} < ?${buckets.cast}`,
        params: [b.lexeme, buckets.param(whole.first), buckets.param(whole.end)],
      },
      ...(only ? [{ sql: only, params: [] }] : []),
      ...languageFilterOf(request),
    ];
    return {
      sql: `select ${buckets.column} as bucket, ${buckets.keys.slice(1).join(', ')}, documents from ${buckets.table} where ${parts.map((p) => p.sql).join(' and ')}`,
      params: parts.flatMap((p) => p.params),
    };
  });
  return { sql: stored.map((x) => x.sql).join(' union all '), params: stored.flatMap((x) => x.params) };
};

/** Matches on the whole buckets inside the range, from the stored counts (null: the range holds no whole bucket). */
export const storedDaysStatement = (
  request: SearchRequest,
  branches: Branch[],
  buckets: CountBuckets = DAY_BUCKETS,
): SqlCondition | null => {
  const whole = wholeBuckets(request.range.from, request.range.to, buckets.sizeMs);
  if (!whole) return null;
  const rows = storedBucketRows(request, branches, buckets, whole);
  return { sql: `select coalesce(sum(documents), 0) as n from (${rows.sql}) s`, params: rows.params };
};

/**
 * Matches in the partial first and last bucket of the range (the whole range when it holds no
 * whole bucket), counted on the documents up to `limit`: the caller needs no more than the cap.
 */
export const edgeDaysStatement = (
  request: SearchRequest,
  ast: QueryNode & { kind: 'term' },
  /** A number, or a SQL expression (wordCountStatement's "what the cap still needs"). */
  limit: number | string,
  buckets: CountBuckets = DAY_BUCKETS,
): SqlCondition => {
  const { from, to } = request.range;
  const whole = wholeBuckets(from, to, buckets.sizeMs);
  const edges = partialBuckets(from, to, whole);
  const live = [edges, termToSql(ast.term), ...languageFilterOf(request)];
  return {
    sql: `select count(*) as n from (select 1 from news_document where ${live.map((p) => p.sql).join(' and ')} limit ${typeof limit === 'number' ? Math.max(0, Math.floor(limit)) : limit}) e`,
    params: live.flatMap((p) => p.params),
  };
};

/**
 * The capped total of a single-word search in ONE statement, so one snapshot sees the stored
 * buckets and the documents of the edges alike (no repeatable-read transaction, no second round
 * trip): the whole buckets' stored counts, plus the edges counted on the documents only as far as
 * the cap still needs.
 */
export const wordCountStatement = (
  request: SearchRequest,
  ast: QueryNode & { kind: 'term' },
  branches: Branch[],
  cap: number,
  buckets: CountBuckets = DAY_BUCKETS,
): SqlCondition => {
  const stored = storedDaysStatement(request, branches, buckets) ?? { sql: 'select 0 as n', params: [] };
  const edges = edgeDaysStatement(request, ast, `greatest(0, ${cap} - (select n from stored))`, buckets);
  return {
    sql: `with stored as (${stored.sql}) select least(${cap}, (select n from stored) + (${edges.sql})) as n`,
    params: [...stored.params, ...edges.params],
  };
};

/**
 * Folds the delta rows of each key (lexeme, language, bucket; hours also domain) into one row;
 * zero counts disappear; with `keep`, buckets older than that go first (and are never folded: two
 * deletes of one row in one statement would race). Returns the rows removed. One compaction per
 * table at a time (transaction-scoped advisory lock).
 *
 * Only keys with a row above the table's compaction mark are looked at (CountCompactionMarkRow):
 * after a compaction every key has one row, so a key with rows to fold has a newer one. A few such
 * rows (live ingestion's hour) are looked up key by key in the index; with many (after a bulk load
 * or a migration: more than a fifth of the table) every key is grouped in one scan of the covering
 * index, as a key-by-key look-up of millions took 35 s against 7–9 s at 1,000,000 documents. The
 * mark moves to the highest id this statement saw. The rows of the keys to fold are found key by key
 * and deleted by id (`offset 0` keeps the look-up key by key): joined on the key, the planner
 * misjudged a few thousand keys for half a million and merged them with the whole table (9 s for
 * an hour's deltas). A row of a transaction that commits after a later id was marked is left
 * unfolded, which costs a row, never a count: every reader sums the rows.
 */
const compactStatement = ({ table, column, keys }: CountBuckets, keep?: string) => {
  const recent = keep ? ` and t.${column} >= now() - interval '${keep}'` : '';
  const key = [...keys, column];
  const columns = key.join(', ');
  const ordinals = key.map((_, i) => i + 1).join(', ');
  return `
  with locked as (select pg_try_advisory_xact_lock(hashtext('newsdesk-${table}-compaction')) as ok),
  mark as (
    select coalesce((select compacted_through from count_compaction_mark where count_table = '${table}'), 0) as since,
           coalesce((select max(id) from ${table}), 0) as upto
  ),
  old as (
    ${keep ? `delete from ${table} t using locked where locked.ok and t.${column} < now() - interval '${keep}' returning 1` : 'select 1 where false'}
  ),
  few as (
    select (upto - since) <= greatest(10000, (select reltuples from pg_class where oid = '${table}'::regclass) / 5) as ok from mark
  ),
  touched as (
    select distinct ${key.map((c) => `t.${c}`).join(', ')} from ${table} t, mark, locked
     where locked.ok and (select ok from few) and t.id > mark.since and t.id <= mark.upto${recent}
  ),
  keys as (
    select k.* from touched k,
           lateral (select count(*) as n, sum(documents) as s from ${table} t where ${key.map((c) => `t.${c} = k.${c}`).join(' and ')}) c
     where c.n > 1 or c.s = 0
    union all
    select ${columns} from ${table} t, locked where locked.ok and not (select ok from few)${recent}
     group by ${ordinals} having count(*) > 1 or sum(documents) = 0
  ),
  gone as (
    delete from ${table} t
     where t.id = any(array(
       select r.id from keys k, lateral (select x.id from ${table} x where ${key.map((c) => `x.${c} = k.${c}`).join(' and ')} offset 0) r
     ))
    returning ${key.map((c) => `t.${c}`).join(', ')}, t.documents
  ),
  folded as (
    insert into ${table} (${columns}, documents)
    select ${columns}, sum(documents)::int from gone group by ${ordinals} having sum(documents) <> 0
    returning 1
  ),
  marked as (
    insert into count_compaction_mark (count_table, compacted_through)
    select '${table}', upto from mark, locked where locked.ok
    on conflict (count_table) do update set compacted_through = excluded.compacted_through
    returning 1
  )
  select (select count(*) from old) + (select count(*) from gone) - (select count(*) from folded) as removed`;
};

export const COMPACT_TERM_DAY_COUNTS = compactStatement(DAY_BUCKETS);

/** Hours older than 34 days go: reads stay within the last 32 (STORED_HOURS_RANGE_MS). */
export const COMPACT_TERM_HOUR_COUNTS = compactStatement(HOUR_BUCKETS, '34 days');
