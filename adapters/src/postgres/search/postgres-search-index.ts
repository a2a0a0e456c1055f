import type { MikroORM } from '@mikro-orm/postgresql';
import { COUNT_CAP, type SearchHits, type SearchIndex, type SearchRequest } from '@newsdesk/core/search/search.ports';
import { DOCUMENT_COLUMNS, toNewsDocument, type DocumentRowData } from '../documents/postgres-document-repository';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import { prefixCountStatement, singlePrefix } from './prefix-word-counts';
import type { SqlCondition } from './query-to-sql';
import { countStatement, pageStatement, type PageStrategy } from './search-statements';
import { bucketsFor, singleWordBranches, wordCountStatement } from './term-day-counts';

/** Memory for the bitmap of the capped count, for this transaction only. */
const COUNT_WORK_MEM = '32MB';

/** The count's planner settings (see searchOn), for its transaction only; also run before EXPLAIN of the count (bench/search/explain-plans.ts). */
export const COUNT_SETTINGS = `select set_config('work_mem', '${COUNT_WORK_MEM}', true), set_config('enable_seqscan', 'off', true)`;

/**
 * Walking the date index reads about (offset + limit) × rows / matches documents, at ~5 µs each;
 * collecting the matches reads all of them, at ~15 µs each (measured on 1,000,000 documents,
 * docs/benchmarks.md). The walk wins when matches² ≥ WALK_FACTOR × rows × (offset + limit) / 20.
 */
const WALK_FACTOR = 6;

/** The page strategy for `total` matches (capped) among about `tableRows` documents. */
export const pageStrategy = (total: number, tableRows: number, offset: number, limit: number): PageStrategy => {
  if (total >= COUNT_CAP) return 'date-index';
  // never analysed (-1): the table may be large, and collecting fewer than COUNT_CAP matches is bounded
  if (tableRows < 0) return 'matches-then-sort';
  return total * total >= (WALK_FACTOR * tableRows * (offset + limit)) / 20 ? 'date-index' : 'matches-then-sort';
};

/**
 * The capped count of a search. One plain word (the everyday search) is counted from the stored
 * word counts for the whole days of the range (whole hours for a range within the last 48 hours),
 * and on the documents only for the partial days or hours at its edges, as far as the cap still
 * needs (term-day-counts.ts). One prefix is the cap at once when one word it expands to reaches
 * the cap in the stored counts (prefix-word-counts.ts). Anything else is counted on the documents.
 */
export const searchCountStatement = (request: SearchRequest, now: number): SqlCondition => {
  const branches = singleWordBranches(request);
  if (branches && request.ast?.kind === 'term')
    return wordCountStatement(request, request.ast, branches, COUNT_CAP, bucketsFor(request.range, now));
  const prefix = singlePrefix(request);
  return prefix ? prefixCountStatement(request, prefix, COUNT_CAP) : countStatement(request);
};

/** The planner's row estimate of news_document is re-read at most this often. */
const TABLE_ROWS_TTL_MS = 5 * 60_000;

/**
 * The page's documents and each one's story size, in the page's order, from the page statement
 * (`select id, story_id … order by … limit … offset …`) in the same statement.
 */
const withDocuments = (pageSql: string) => `
  select ${DOCUMENT_COLUMNS.split(', ')
    .map((c) => `d.${c}`)
    .join(', ')},
         (select count(*) from news_document s where s.story_id = d.story_id) as story_size
    from (select p.id, row_number() over () as position from (${pageSql}) p) page
    join news_document d on d.id = page.id
   order by page.position`;

/** PostgreSQL full-text search with the core term semantics (see query-to-sql.ts). */
export class PostgresSearchIndex implements SearchIndex {
  private readonly reads: ReadDatabase;
  private tableRows: { rows: number; at: number } | null = null;

  /** Reads on the primary, or on a fresh read replica (ReadReplicas). */
  constructor(database: MikroORM | ReadDatabase) {
    this.reads = readDatabase(database);
  }

  search(request: SearchRequest): Promise<SearchHits> {
    return this.reads.read((orm) => this.searchOn(orm, request));
  }

  /**
   * At most five statements (a test counts them): BEGIN, the count's settings, the capped count,
   * COMMIT, then the page with its documents and their stories' sizes.
   */
  private async searchOn(orm: MikroORM, request: SearchRequest): Promise<SearchHits> {
    const em = orm.em.fork();
    // The capped count comes first: it tells how frequent the query is, which decides the plan.
    const count = searchCountStatement(request, Date.now());
    const total = await em.transactional(async (tx) => {
      // An exact bitmap of a frequent term or trigram needs more than the default 4 MB; a lossy one
      // makes PostgreSQL re-test every row of each page it reads (contains: 160 → 110 ms).
      // A sequential scan never pays here: it de-TOASTs every row's tsvector until 10,001 match
      // (`year*` on 1,000,000 documents: 96,000 rows, 267,000 buffers, 580 ms), where the GIN bitmap
      // or the date index visits only the matching rows (145 ms); and the table is larger than a
      // quarter of shared_buffers, so a sequential scan's ring buffer never warms the cache either.
      // Both for this transaction only, in one round trip.
      await tx.execute(COUNT_SETTINGS);
      const [counted] = await tx.execute<{ n: string }[]>(count.sql, count.params);
      return Math.min(Number(counted?.n ?? 0), COUNT_CAP);
    });
    if (!(total > request.offset || total >= COUNT_CAP)) return { documents: [], total, storySizes: new Map() };
    const page = pageStatement(request, pageStrategy(total, await this.estimatedRows(orm), request.offset, request.limit));
    const rows = await em.execute<(DocumentRowData & { story_size: string })[]>(withDocuments(page.sql), page.params);
    return {
      documents: rows.map(toNewsDocument),
      total,
      storySizes: new Map(rows.map((r) => [r.story_id, Number(r.story_size)])),
    };
  }

  /** Documents in the table as the planner estimates them (reltuples; -1 before the first ANALYZE). */
  private async estimatedRows(orm: MikroORM): Promise<number> {
    if (!this.tableRows || Date.now() - this.tableRows.at > TABLE_ROWS_TTL_MS) {
      const [row] = await orm.em
        .fork()
        .execute<{ rows: number }[]>(`select reltuples as rows from pg_class where oid = 'news_document'::regclass`);
      this.tableRows = { rows: Number(row?.rows ?? 0), at: Date.now() };
    }
    return this.tableRows.rows;
  }
}
