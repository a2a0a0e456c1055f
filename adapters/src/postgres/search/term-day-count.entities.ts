import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Documents per stemmed word, document language and UTC day of indexing, kept exact by statement
 * triggers on news_document (Migration20261122700000TermDayCounts). Rows are deltas: inserts add
 * +n rows, deletions and changed texts add −n rows, and a periodic compaction folds the rows of
 * one (lexeme, language, day) into one. A single-word search counts its matches from here instead
 * of confirming 10,001 rows on the heap (docs/benchmarks.md, "Search"). Rows whose lexeme starts
 * with `=` count UNSTEMMED words (`=continued`), for prefix searches
 * (Migration20261127600000ExactWordDayCounts, prefix-word-counts.ts); no stemmed lexeme has a `=`.
 */
export const TermDayCountRow = defineEntity({
  name: 'TermDayCountRow',
  tableName: 'term_day_count',
  indexes: [
    {
      name: 'term_day_count_lexeme_day_index',
      expression: 'create index "term_day_count_lexeme_day_index" on "term_day_count" ("lexeme", "day") include ("language", "documents")',
    },
    {
      // the words of a prefix (`lexeme like '=cont%'`) under any collation (prefix-word-counts.ts)
      name: 'term_day_count_exact_word_index',
      expression:
        'create index "term_day_count_exact_word_index" on "term_day_count" ("lexeme" text_pattern_ops, "day") include ("language", "documents") where lexeme like \'=%\'',
    },
  ],
  properties: {
    id: p.bigint().primary().autoincrement(),
    lexeme: p.text(),
    language: p.string().length(5),
    day: p.date(),
    documents: p.integer(),
  },
});

/**
 * The same counts per UTC hour and source domain, for documents of the last 33 days
 * (Migration20261122930000TermHourCounts, widened by Migration20261128100000WordHoursForAMonth, split
 * by domain in Migration20261128200000WordHoursBySource): a search total within the last 48 hours and
 * one word's attention chart within the last 32 days, by language or by source, sum whole hours from
 * here (term-day-counts.ts, attention-word-days.ts).
 */
export const TermHourCountRow = defineEntity({
  name: 'TermHourCountRow',
  tableName: 'term_hour_count',
  indexes: [
    {
      name: 'term_hour_count_lexeme_hour_index',
      expression:
        'create index "term_hour_count_lexeme_hour_index" on "term_hour_count" ("lexeme", "hour") include ("language", "domain", "documents")',
    },
  ],
  properties: {
    id: p.bigint().primary().autoincrement(),
    lexeme: p.text(),
    language: p.string().length(5),
    domain: p.string().length(255),
    hour: p.datetime(),
    documents: p.integer(),
  },
});

/**
 * How far compaction has folded a word-count table: the highest row id it had seen
 * (Migration20261128300000CountCompactionMarks). Every key has one row after a compaction, so a key
 * with rows to fold has a row above the mark; compaction looks only at those keys and its work
 * follows what was written since, not the table's size (term-day-counts.ts, compactStatement).
 */
export const CountCompactionMarkRow = defineEntity({
  name: 'CountCompactionMarkRow',
  tableName: 'count_compaction_mark',
  properties: {
    countTable: p.text().primary(),
    compactedThrough: p.bigint(),
  },
});
