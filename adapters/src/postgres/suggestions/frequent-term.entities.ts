import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Frequent words of recent documents, precomputed by a periodic refresh so that suggesting them
 * as the journalist types is one index range scan (ADR 0006), never a scan of documents.
 */
export const FrequentTermRow = defineEntity({
  name: 'FrequentTermRow',
  tableName: 'frequent_term',
  indexes: [
    // prefix LIKE on the folded form, whatever the database's collation
    {
      name: 'frequent_term_search_term_index',
      expression: 'create index "frequent_term_search_term_index" on "frequent_term" ("search_term" varchar_pattern_ops)',
    },
  ],
  properties: {
    /** lower-cased, accents folded like core's foldForSuggestion; one row per folded form */
    searchTerm: p.string().length(100).primary(),
    /** the word as it is written in the documents (lower case), shown in the suggestion */
    term: p.string().length(100),
    /** recent documents containing the word */
    documents: p.integer(),
    refreshedAt: p.datetime(),
  },
});
