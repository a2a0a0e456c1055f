import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { CollectionPercolator } from '@newsdesk/core/percolation/collection-percolator';
import { matchesCollection } from '@newsdesk/core/percolation/matches-collection';
import { NOW, aCollectionSearch, aNewsDocument, toDocumentRecord } from '@newsdesk/core/percolation/testing/percolation.arbitraries';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { PostgresSearchIndex } from '../search/postgres-search-index';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../testing/test-database';

/** Few enough that one page of RunSearch (at most 100) holds every match, and each document is its own story. */
const documents = fc.uniqueArray(aNewsDocument(), { minLength: 1, maxLength: 25, selector: (d) => d.id });
const collections = fc.uniqueArray(fc.record({ id: fc.uuid({ version: 4 }), search: aCollectionSearch() }), {
  minLength: 1,
  maxLength: 6,
  selector: (c) => c.id,
});

describe.each(testPostgresServers())('on $name', (server) => {
  let db: TestDatabase;
  let runSearch: RunSearch;
  beforeAll(async () => {
    db = await createTestDatabase(server);
    runSearch = new RunSearch(new PostgresSearchIndex(db.orm), { now: () => NOW });
  });
  afterAll(async () => {
    await db.dispose();
  });

  /**
   * A document matches a collection if and only if running the collection's search would return it,
   * on every supported PostgreSQL (ADR 0013). Vocabulary limits are described in
   * percolation.arbitraries.ts.
   */
  test('percolator = brute force = PostgreSQL search, for generated documents and collections', async () => {
    let matches = 0;
    await fc.assert(
      fc.asyncProperty(documents, collections, async (docs, cs) => {
        await db.orm.em.fork().execute('truncate news_document, document_entity');
        await bulkLoadDocuments(db.url, docs.map(toDocumentRecord));
        const percolator = new CollectionPercolator();
        for (const c of cs) percolator.upsert(c);
        const byPercolator = new Map<string, string[]>();
        for (const d of docs) for (const id of percolator.match(d, NOW)) byPercolator.set(id, [...(byPercolator.get(id) ?? []), d.id]);
        for (const c of cs) {
          const bruteForce = docs
            .filter((d) => matchesCollection(c.search, d, NOW))
            .map((d) => d.id)
            .sort();
          const result = await runSearch.execute({ ...c.search, page: 1, pageSize: 100 });
          const searched = result.hits.map((h) => h.document.id).sort();
          expect({ search: c.search, ids: (byPercolator.get(c.id) ?? []).sort() }).toEqual({ search: c.search, ids: bruteForce });
          expect({ search: c.search, ids: searched }).toEqual({ search: c.search, ids: bruteForce });
          matches += bruteForce.length;
        }
      }),
      { numRuns: 120, seed: 20_261_122, endOnFailure: true },
    );
    // the property is worth something only if searches find documents
    expect(matches).toBeGreaterThan(200);
  }, 60_000);
});
