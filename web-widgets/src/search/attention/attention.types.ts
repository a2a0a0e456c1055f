import type { SearchRequest } from '../search.types';

export type AttentionSplit = 'language' | 'source';
export const ATTENTION_SPLITS: readonly AttentionSplit[] = ['language', 'source'];

/** POST /api/search/attention: the search's own body plus how the bars are split. */
export type AttentionRequest = SearchRequest & { split: AttentionSplit };

/** The chart as the server sends it (core attentionChart, instants as ISO strings). */
export interface AttentionChartData {
  bucket: 'hour' | 'day';
  split: AttentionSplit;
  /** Top keys, largest first, then `other` when smaller ones were folded. */
  series: string[];
  /** Each bar's first and last instant (a Zurich hour or day), its documents per series key, and their sum. */
  bars: { start: string; end: string; counts: Record<string, number>; total: number }[];
}

/** The key the server folds the smaller sources into (core OTHER). */
export const OTHER_KEY = 'other';
