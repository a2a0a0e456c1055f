import type { QueryNode, SearchFilters } from './search-query.types';
import type { AttentionBucket, AttentionCount, AttentionSplit } from './attention';
import type { TimeRange } from './time-frame';

export interface AttentionRequest {
  ast: QueryNode | null;
  range: TimeRange;
  filters: SearchFilters;
  bucket: AttentionBucket;
  split: AttentionSplit;
}

/**
 * Matching documents per Zurich bucket and per language or source domain, counted by the index
 * over the search's own condition, without loading a document (docs/decisions/0023-attention-over-time.md).
 */
export const AttentionIndex = Symbol.for('AttentionIndex');
export interface AttentionIndex {
  counts(request: AttentionRequest): Promise<AttentionCount[]>;
}
