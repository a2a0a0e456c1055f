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
    /** documents among the newest ones (the frequent terms' window): suggestions are ranked by it (ADR 0020) */
    recentDocuments: p.integer().default(0),
    refreshedAt: p.datetime(),
  },
});

/**
 * One row per word of a counted entity name (split like core's suggestion-words.ts), so a prefix
 * of any word finds the name: "merk" → "Angela Merkel" (ADR 0020). The counts are copied from
 * frequent_entity so that one index range answers a keystroke without a join.
 */
export const FrequentEntityWordRow = defineEntity({
  name: 'FrequentEntityWordRow',
  tableName: 'frequent_entity_word',
  indexes: [
    {
      name: 'frequent_entity_word_prefix_index',
      expression:
        'create index "frequent_entity_word_prefix_index" on "frequent_entity_word" ("word" varchar_pattern_ops) include ("kind", "name", "recent_documents", "documents")',
    },
  ],
  properties: {
    word: p.string().length(200).primary(),
    kind: p.string().length(16).primary(),
    name: p.string().length(200).primary(),
    /** all words of the folded name, each after one space (" angela merkel"): the other typed words are checked on it */
    words: p.string().length(400),
    documents: p.integer(),
    recentDocuments: p.integer(),
  },
});

/** Length of the longest prefix ranked in advance; longer typed words read frequent_entity_word's prefix index. */
export const RANKED_PREFIX_LENGTH = 5;
/** Names kept per ranked prefix: enough for a page of suggestions after the other typed words have filtered them. */
export const RANKED_PER_PREFIX = 50;

/**
 * The best names (most recent documents, then most documents) for every word prefix of 1 to
 * RANKED_PREFIX_LENGTH letters (ADR 0020): short prefixes match too many words to rank per keystroke.
 */
export const FrequentEntityPrefixRow = defineEntity({
  name: 'FrequentEntityPrefixRow',
  tableName: 'frequent_entity_prefix',
  properties: {
    prefix: p.string().length(5).primary(),
    rank: p.smallint().primary(),
    kind: p.string().length(16),
    name: p.string().length(200),
    words: p.string().length(400),
    documents: p.integer(),
    recentDocuments: p.integer(),
  },
});

/** Documents per source domain, refreshed with the suggestion counts: the Sources filter lists every domain with it (ADR 0020). */
export const SourceCountRow = defineEntity({
  name: 'SourceCountRow',
  tableName: 'source_count',
  indexes: [
    // the list without text, most documents first, is a range of this index
    {
      name: 'source_count_documents_index',
      expression: 'create index "source_count_documents_index" on "source_count" ("documents" desc, "domain")',
    },
  ],
  properties: {
    domain: p.string().length(255).primary(),
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
    recentDocuments: p.integer().default(0),
    refreshedAt: p.datetime(),
  },
});

export const suggestionCountEntities = [FrequentEntityRow, TopicCountRow, FrequentEntityWordRow, FrequentEntityPrefixRow, SourceCountRow];
