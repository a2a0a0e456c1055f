import type { MikroORM } from '@mikro-orm/postgresql';
import { ATTENTION_TIME_ZONE, type AttentionCount } from '@newsdesk/core/search/attention';
import type { AttentionIndex, AttentionRequest } from '@newsdesk/core/search/attention.ports';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import { countsFromStoredHours, SPLIT_COLUMN, storedHoursStatement } from './attention-hour-counts';
import { wordDaysBranches, wordDaysStatement, wordHoursBranches, wordHoursStatement } from './attention-word-days';
import type { SqlCondition } from './query-to-sql';
import { COUNT_SETTINGS } from './postgres-search-index';
import { searchCondition } from './search-statements';
import { STORED_HOURS_RANGE_MS } from './term-day-counts';

/**
 * One grouped count over the search's own WHERE (searchCondition, so the bars and the result list
 * can never disagree on what matches): Zurich buckets by `date_trunc(…, zone)` (PostgreSQL 12+),
 * the split column, and no document row leaves the database. Every condition of the search is
 * kept as it is; the planner chooses the text or date indexes as for the capped count.
 */
export const attentionStatement = (request: AttentionRequest): SqlCondition => {
  const { range, text, filters } = searchCondition({
    ...request,
    sort: { field: 'indexing-date', direction: 'newest' },
    offset: 0,
    limit: 0,
  });
  const parts = [range, ...(text ? [text] : []), ...filters];
  return {
    sql: `select date_trunc('${request.bucket}', first_acquisition_date, '${ATTENTION_TIME_ZONE}') as bucket, ${SPLIT_COLUMN[request.split]} as key, count(*) as documents
            from news_document where ${parts.map((p) => p.sql).join(' and ')}
           group by 1, 2`,
    params: parts.flatMap((p) => p.params),
  };
};

type Row = { bucket: Date | string; key: string | null; documents: number | string };

/**
 * A search with words: one plain word from the stored word counts (attention-word-days.ts), by
 * language or by source from the stored hours within the last 32 days, by language from the
 * stored days before; any other as one grouped count over its matches. `now` is the real clock, as the
 * triggers that keep the hours use it.
 */
const statementFor = (request: AttentionRequest, now: number, hoursRangeMs: number): SqlCondition => {
  const { ast } = request;
  if (ast?.kind !== 'term') return attentionStatement(request);
  const hours = wordHoursBranches(request, now, hoursRangeMs);
  if (hours) return wordHoursStatement({ ...request, ast }, hours);
  const days = wordDaysBranches(request);
  if (days) return wordDaysStatement({ ...request, ast }, days);
  return attentionStatement(request);
};

/**
 * Attention over time from PostgreSQL, on the primary or a fresh read replica like the search: a
 * search without words from the stored hours (attention-hour-counts.ts), one word from the stored
 * word counts (attention-word-days.ts), any other on its matches.
 */
export class PostgresAttentionIndex implements AttentionIndex {
  private readonly reads: ReadDatabase;

  private readonly hoursRangeMs: number;

  /**
   * `storedHoursRangeMs`: how far back a range may start for one word's chart to read the stored
   * hours (at most what the triggers keep, the default); the search benchmark sets 0 to measure the
   * stored days beside them.
   */
  constructor(database: MikroORM | ReadDatabase, { storedHoursRangeMs = STORED_HOURS_RANGE_MS }: { storedHoursRangeMs?: number } = {}) {
    this.reads = readDatabase(database);
    this.hoursRangeMs = Math.min(storedHoursRangeMs, STORED_HOURS_RANGE_MS);
  }

  async counts(request: AttentionRequest): Promise<AttentionCount[]> {
    const rows = await this.reads.read(async (orm) => {
      const em = orm.em.fork();
      if (countsFromStoredHours(request)) {
        const { sql, params } = storedHoursStatement(request);
        return em.execute<Row[]>(sql, params);
      }
      const { sql, params } = statementFor(request, Date.now(), this.hoursRangeMs);
      // The capped count's settings (postgres-search-index.ts), for this transaction only: a
      // sequential scan would de-TOAST every document's tsvector to test it, a lossy bitmap every
      // row of its pages; an exact bitmap reads only the matches' date and source (1,000,000
      // documents: docs/benchmarks.md, "Attention over time").
      return em.transactional(async (tx) => {
        await tx.execute(COUNT_SETTINGS);
        return tx.execute<Row[]>(sql, params);
      });
    });
    return rows.map((r) => ({ bucket: new Date(r.bucket), key: r.key ?? '', documents: Number(r.documents) }));
  }
}
