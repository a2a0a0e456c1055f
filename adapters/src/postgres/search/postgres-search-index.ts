import type { MikroORM } from '@mikro-orm/postgresql';
import { COUNT_CAP, type SearchHits, type SearchIndex, type SearchRequest } from '@newsdesk/core/search/search.ports';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import { countStatement, pageStatement, type PageStrategy } from './search-statements';
import { bucketsFor, edgeDaysStatement, singleWordBranches, storedDaysStatement } from './term-day-counts';

/** Memory for the bitmap of the capped count, for this transaction only. */
const COUNT_WORK_MEM = '32MB';

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

/** The planner's row estimate of news_document is re-read at most this often. */
const TABLE_ROWS_TTL_MS = 5 * 60_000;

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

  private async searchOn(orm: MikroORM, request: SearchRequest): Promise<SearchHits> {
    const em = orm.em.fork();
    // The capped count comes first: it tells how frequent the query is, which decides the plan.
    // One plain word (the everyday search) is counted from the stored word counts for the whole
    // days of the range (whole hours for a range within the last 48 hours), and on the documents
    // only for the partial days or hours at its edges, as far as the cap still needs (term-day-counts.ts).
    const branches = singleWordBranches(request);
    const word = branches && request.ast?.kind === 'term' ? request.ast : null;
    const total = await em.transactional(async (tx) => {
      // one snapshot for the stored days and the documents of the edges
      await tx.execute('set transaction isolation level repeatable read');
      // An exact bitmap of a frequent term or trigram needs more than the default 4 MB; a lossy one
      // makes PostgreSQL re-test every row of each page it reads (contains: 160 → 110 ms).
      await tx.execute(`set local work_mem = '${COUNT_WORK_MEM}'`);
      // A sequential scan never pays here: it de-TOASTs every row's tsvector until 10,001 match
      // (`year*` on 1,000,000 documents: 96,000 rows, 267,000 buffers, 580 ms), where the GIN bitmap
      // or the date index visits only the matching rows (145 ms); and the table is larger than a
      // quarter of shared_buffers, so a sequential scan's ring buffer never warms the cache either.
      await tx.execute('set local enable_seqscan = off');
      if (branches && word) {
        const buckets = bucketsFor(request.range, Date.now());
        const storedDays = storedDaysStatement(request, branches, buckets);
        const [stored] = storedDays ? await tx.execute<{ n: string }[]>(storedDays.sql, storedDays.params) : [];
        const onDays = Number(stored?.n ?? 0);
        if (onDays >= COUNT_CAP) return COUNT_CAP;
        const edges = edgeDaysStatement(request, word, COUNT_CAP - onDays, buckets);
        const [counted] = await tx.execute<{ n: string }[]>(edges.sql, edges.params);
        return Math.min(onDays + Number(counted?.n ?? 0), COUNT_CAP);
      }
      const count = countStatement(request);
      const [counted] = await tx.execute<{ n: string }[]>(count.sql, count.params);
      return Number(counted?.n ?? 0);
    });
    const page = pageStatement(request, pageStrategy(total, await this.estimatedRows(orm), request.offset, request.limit));
    const rows = total > request.offset || total >= COUNT_CAP ? await em.execute<{ id: string; story_id: string }[]>(page.sql, page.params) : [];
    const stories = [...new Set(rows.map((r) => r.story_id))];
    // the documents and their stories' sizes do not depend on each other: asked side by side
    const [documents, sizes] = await Promise.all([
      new PostgresDocumentRepository(orm).findByIds(rows.map((r) => r.id)),
      stories.length
        ? orm.em.fork().execute<{ story_id: string; n: string }[]>(`select story_id, count(*) as n from news_document where story_id = any(?::uuid[]) group by story_id`, [`{${stories.join(',')}}`])
        : Promise.resolve([]),
    ]);
    return { documents, total, storySizes: new Map(sizes.map((s) => [s.story_id, Number(s.n)])) };
  }

  /** Documents in the table as the planner estimates them (reltuples; -1 before the first ANALYZE). */
  private async estimatedRows(orm: MikroORM): Promise<number> {
    if (!this.tableRows || Date.now() - this.tableRows.at > TABLE_ROWS_TTL_MS) {
      const [row] = await orm.em.fork().execute<{ rows: number }[]>(`select reltuples as rows from pg_class where oid = 'news_document'::regclass`);
      this.tableRows = { rows: Number(row?.rows ?? 0), at: Date.now() };
    }
    return this.tableRows.rows;
  }
}
