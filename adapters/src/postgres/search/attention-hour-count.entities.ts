import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Documents per UTC hour of indexing, language and source domain, kept exact by statement triggers
 * on news_document (Migration20261127990000AttentionHourCounts). Rows are deltas, folded by the
 * frequent-terms job (attention-hour-counts.ts). The attention chart of a search without words sums
 * these into Zurich hours or days (docs/decisions/0023-attention-over-time.md).
 */
export const AttentionHourCountRow = defineEntity({
  name: 'AttentionHourCountRow',
  tableName: 'attention_hour_count',
  indexes: [
    {
      name: 'attention_hour_count_hour_index',
      expression:
        'create index "attention_hour_count_hour_index" on "attention_hour_count" ("hour") include ("language", "domain", "documents")',
    },
  ],
  properties: {
    id: p.bigint().primary().autoincrement(),
    hour: p.datetime(),
    language: p.string().length(5),
    domain: p.string().length(255),
    documents: p.integer(),
  },
});
