import type { MikroORM } from '@mikro-orm/postgresql';
import type { AlertVolumeCandidates, RecentCandidates } from '@newsdesk/core/alerting/alert-volume-preview.ports';
import type { CollectionSearch } from '@newsdesk/core/collections/collection.types';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import { DOCUMENT_COLUMNS, toNewsDocument, type DocumentRowData } from '../postgres/documents/postgres-document-repository';
import { readDatabase, type ReadDatabase } from '../postgres/replicas/read-database';
import { searchCondition } from '../postgres/search/search-statements';

/**
 * The last days' documents a collection may match, found by the search index with the search's
 * own statement (query and filters; the indexing-date range instead of the time frame), newest
 * first (ADR 0024). Search and percolation give a query one meaning (percolation-equals-search
 * tests), so these are the matches; the preview still confirms each with the percolator's matcher,
 * which also applies the time frame as of each document's indexing.
 */
export class PostgresAlertVolumeCandidates implements AlertVolumeCandidates {
  private readonly reads: ReadDatabase;

  /** Reads on the primary, or on a fresh read replica (ReadReplicas), like search. */
  constructor(database: MikroORM | ReadDatabase) {
    this.reads = readDatabase(database);
  }

  candidates(search: CollectionSearch, range: { from: Date; to: Date }, limit: number): Promise<RecentCandidates> {
    const { ast } = parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly });
    const condition = searchCondition({ ast, range, filters: search.filters, sort: search.sort, offset: 0, limit });
    const parts = [condition.range, ...(condition.text ? [condition.text] : []), ...condition.filters];
    const where = parts.map((p) => p.sql).join(' and ');
    return this.reads.read(async (orm) => {
      // one row past the limit tells whether there were more
      const rows = await orm.em
        .fork()
        .execute<DocumentRowData[]>(
          `select ${DOCUMENT_COLUMNS} from news_document where ${where} order by first_acquisition_date desc, id limit ?`,
          [...parts.flatMap((p) => p.params), limit + 1],
        );
      return { documents: rows.slice(0, limit).map(toNewsDocument), capped: rows.length > limit };
    });
  }
}
