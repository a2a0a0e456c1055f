import type { Clock } from '../shared/clock';
import { attentionBucket, attentionChart, type AttentionChart, type AttentionSplit } from './attention';
import type { AttentionIndex } from './attention.ports';
import { parseQuery } from './parse-query';
import type { SearchQuery } from './search-query.types';
import { resolveTimeFrame } from './time-frame';

export type AttentionQuery = Pick<SearchQuery, 'tags' | 'timeFrame' | 'filters' | 'exactMatchesOnly'> & { split: AttentionSplit };

/**
 * Attention over time for a search: the same parsed query and time frame as RunSearch, so the bars
 * add up to the documents the search finds (up to story folding, which the result list does and the
 * chart does not: every copy of a wire story is a document written).
 */
export class AttentionOverTime {
  constructor(
    private readonly index: AttentionIndex,
    private readonly clock: Clock,
  ) {}

  async execute(query: AttentionQuery): Promise<AttentionChart> {
    const parsed = parseQuery(query.tags, { exactMatchesOnly: query.exactMatchesOnly });
    const range = resolveTimeFrame(query.timeFrame, this.clock.now());
    const bucket = attentionBucket(range);
    const counts = await this.index.counts({ ast: parsed.ast, range, filters: query.filters, bucket, split: query.split });
    return attentionChart(range, query.split, counts, bucket);
  }
}
