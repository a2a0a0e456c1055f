import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AlertSettings, CollectionSearch } from '@newsdesk/core/collections/collection.types';

/**
 * A saved search. `name_key` and `search_key` are core's normalised forms (collectionNameKey,
 * collectionSearchKey); unique per owner, so two requests racing past the use case's check
 * still cannot save a duplicate. The search key can be long: its unique index is over its md5.
 */
export const CollectionRow = defineEntity({
  name: 'CollectionRow',
  tableName: 'collection',
  uniques: [{ name: 'collection_owner_id_name_key_unique', properties: ['ownerId', 'nameKey'] }],
  indexes: [
    {
      name: 'collection_owner_id_search_key_unique',
      expression: 'create unique index "collection_owner_id_search_key_unique" on "collection" ("owner_id", md5("search_key"))',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(120),
    // text: the key of a 120-character name can be longer than the name (Migration20261122910000CollectionNameKey)
    nameKey: p.text(),
    search: p.json<CollectionSearch>(),
    searchKey: p.text(),
    alert: p.json<AlertSettings>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/**
 * Who sees a collection: its owner and its subscribers, one row each, with that user's drag
 * position (null = not placed yet: listed after the placed ones, oldest first).
 */
export const CollectionMemberRow = defineEntity({
  name: 'CollectionMemberRow',
  tableName: 'collection_member',
  properties: {
    collectionId: p.uuid().primary(),
    userId: p.uuid().primary().index(),
    position: p.integer().nullable(),
  },
});

export const collectionEntities = [CollectionRow, CollectionMemberRow];
