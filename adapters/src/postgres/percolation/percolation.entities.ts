import { defineEntity, p } from '@mikro-orm/postgresql';

/** A document that matched a collection (core/src/percolation/collection-match.ts), one row per pair. */
export const CollectionMatchRow = defineEntity({
  name: 'CollectionMatchRow',
  tableName: 'collection_match',
  indexes: [
    { properties: ['documentId'] },
    { name: 'collection_match_matched_at_index', properties: ['matchedAt'] },
    // a collection's newest matches first (its documents, digests)
    {
      name: 'collection_match_collection_id_matched_at_index',
      expression:
        'create index "collection_match_collection_id_matched_at_index" on "collection_match" ("collection_id", "matched_at" desc)',
    },
  ],
  properties: {
    collectionId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    storyId: p.uuid(),
    isOriginal: p.boolean(),
    matchedAt: p.datetime(),
  },
});

/**
 * A document not yet matched against the collections: written with the document, deleted in the
 * transaction that records its matches. A narrow table of its own, so percolation never updates
 * news_document (an update there touched a dozen indexes, the trigram one included, and fired
 * the word-count triggers; docs/benchmarks.md "Percolation write path").
 */
export const PercolationQueueRow = defineEntity({
  name: 'PercolationQueueRow',
  tableName: 'percolation_queue',
  indexes: [{ name: 'percolation_queue_indexed_at_index', properties: ['indexedAt'] }],
  properties: {
    documentId: p.uuid().primary(),
    indexedAt: p.datetime(),
  },
});

export const percolationEntities = [CollectionMatchRow, PercolationQueueRow];
