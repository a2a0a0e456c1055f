import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Documents per entity name, precomputed by the suggestion refresh (ADR 0006) so that a keystroke
 * reads one short index range instead of counting `document_entity` rows (up to 65,000 for one
 * name in the 1,000,000-document benchmark).
 */
export const FrequentEntityRow = defineEntity({
  name: 'FrequentEntityRow',
  tableName: 'frequent_entity',
  indexes: [
    // prefix LIKE on the folded form, whatever the database's collation
    {
      name: 'frequent_entity_search_name_index',
      expression: 'create index "frequent_entity_search_name_index" on "frequent_entity" ("search_name" varchar_pattern_ops)',
    },
  ],
  properties: {
    kind: p.string().length(16).primary(),
    /** the name as written in the documents, shown in the suggestion */
    name: p.string().length(200).primary(),
    /** `document_entity.search_name` of the name: lower-cased, accents folded like core's foldForSuggestion */
    searchName: p.string().length(200),
    documents: p.integer(),
    refreshedAt: p.datetime(),
  },
});

/** Documents per topic id, refreshed with the entity counts: counting them live reads every document. */
export const TopicCountRow = defineEntity({
  name: 'TopicCountRow',
  tableName: 'topic_count',
  properties: {
    topicId: p.string().length(63).primary(),
    documents: p.integer(),
    refreshedAt: p.datetime(),
  },
});

export const suggestionCountEntities = [FrequentEntityRow, TopicCountRow];
