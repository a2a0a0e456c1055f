import { ATTENTION_TIME_ZONE } from '@newsdesk/core/search/attention';
import type { AttentionRequest } from '@newsdesk/core/search/attention.ports';
import type { SqlCondition } from './query-to-sql';
import { searchCondition } from './search-statements';
import { partialBuckets, wholeBuckets } from './term-day-counts';

const HOUR_MS = 3_600_000;

/** The column a split reads, the same name in news_document and attention_hour_count. */
export const SPLIT_COLUMN = { language: 'language', source: 'domain' } as const;

/**
 * A search without words, narrowed at most by language and source: attention_hour_count has both
 * columns, so its bars are sums of stored hours. Topics and entities are not in that table; a
 * search with words needs its matches, so both are counted on the documents (attentionStatement).
 */
export const countsFromStoredHours = ({ ast, filters }: Pick<AttentionRequest, 'ast' | 'filters'>): boolean =>
  ast === null &&
  filters.topics.length === 0 &&
  filters.entities.organizations.length === 0 &&
  filters.entities.persons.length === 0 &&
  filters.entities.locations.length === 0;

/**
 * The grouped counts of a search without words in one statement (one snapshot): whole hours from
 * the stored counts, the partial first and last hour from the documents. Zurich days are sums of
 * UTC hours (its offset is whole hours), so `date_trunc(…, zone)` over the hour start gives the
 * same bucket as over any instant of that hour.
 */
export const storedHoursStatement = (request: AttentionRequest): SqlCondition => {
  const { filters } = searchCondition({
    ...request,
    sort: { field: 'indexing-date', direction: 'newest' },
    offset: 0,
    limit: 0,
  });
  const { from, to } = request.range;
  const whole = wholeBuckets(from, to, HOUR_MS);
  const key = SPLIT_COLUMN[request.split];
  const bucket = (column: string) => `date_trunc('${request.bucket}', ${column}, '${ATTENTION_TIME_ZONE}')`;
  const where = (parts: SqlCondition[]) => ({
    sql: parts.map((p) => p.sql).join(' and '),
    params: parts.flatMap((p) => p.params),
  });
  const edges = where([partialBuckets(from, to, whole), ...filters]);
  const onDocuments = `select ${bucket('first_acquisition_date')} as bucket, ${key} as key, count(*) as documents
                         from news_document where ${edges.sql} group by 1, 2`;
  if (!whole) return { sql: onDocuments, params: edges.params };
  const stored = where([{ sql: 'hour >= ? and hour < ?', params: [whole.first, whole.end] }, ...filters]);
  return {
    sql: `select bucket, key, sum(documents) as documents from (
            select ${bucket('hour')} as bucket, ${key} as key, sum(documents) as documents
              from attention_hour_count where ${stored.sql} group by 1, 2
            union all
            ${onDocuments}
          ) counted group by 1, 2 having sum(documents) <> 0`,
    params: [...stored.params, ...edges.params],
  };
};

/**
 * Folds the delta rows of each (hour, language, domain) into one; zero counts disappear. Every hour
 * is kept: a year's chart of all documents reads them. One compaction at a time (advisory lock).
 * Returns the rows removed.
 */
export const COMPACT_ATTENTION_HOUR_COUNTS = `
  with locked as (select pg_try_advisory_xact_lock(hashtext('newsdesk-attention_hour_count-compaction')) as ok),
  keys as (
    select hour, language, domain from attention_hour_count, locked where locked.ok
    group by 1, 2, 3 having count(*) > 1 or sum(documents) = 0
  ),
  gone as (
    delete from attention_hour_count t using keys k
     where t.hour = k.hour and t.language = k.language and t.domain = k.domain
    returning t.hour, t.language, t.domain, t.documents
  ),
  folded as (
    insert into attention_hour_count (hour, language, domain, documents)
    select hour, language, domain, sum(documents)::int from gone group by 1, 2, 3 having sum(documents) <> 0
    returning 1
  )
  select (select count(*) from gone) - (select count(*) from folded) as removed`;
