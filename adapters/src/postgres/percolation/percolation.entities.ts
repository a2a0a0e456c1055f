import { defineEntity, p } from '@mikro-orm/postgresql';

/** A document that matched a collection (core/src/percolation/collection-match.ts), one row per pair. */
export const CollectionMatchRow = defineEntity({
  name: 'CollectionMatchRow',
  tableName: 'collection_match',
  indexes: [
    { properties: ['documentId'] },
    { name: 'collection_match_matched_at_index', properties: ['matchedAt'] },
    // a collection's newest matches first (its documents, digests)
    { name: 'collection_match_collection_id_matched_at_index', expression: 'create index "collection_match_collection_id_matched_at_index" on "collection_match" ("collection_id", "matched_at" desc)' },
  ],
  properties: {
    collectionId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    storyId: p.uuid(),
    isOriginal: p.boolean(),
    matchedAt: p.datetime(),
  },
});

export const percolationEntities = [CollectionMatchRow];
