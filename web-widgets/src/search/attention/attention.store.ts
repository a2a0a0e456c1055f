import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SEARCH_FAILED } from '../search-error';
import type { CustomTimeFrame, SearchRequest } from '../search.types';
import type { AttentionChartData, AttentionRequest, AttentionSplit } from './attention.types';
import { keepRefusals, toUiError, type UiError } from '../../ui/ui-error';
import type { LoadStatus } from '../../ui/loadable';

export type AttentionStatus = LoadStatus;

/**
 * The attention-over-time chart above the search results: asked again with every search (the
 * SearchStore hands over its request), and again when the split changes. Choosing bars narrows
 * the search to the time they cover, through `narrow` (SearchStore.setAbsoluteTimeFrame).
 */
export class AttentionStore {
  split: AttentionSplit = 'language';
  status: AttentionStatus = 'idle';
  chart: AttentionChartData | null = null;
  error: UiError | null = null;
  /** The bar under the pointer (its counts are shown), or null. */
  hovered: number | null = null;
  private request: SearchRequest | null = null;
  private token = 0;

  constructor(
    private readonly fetchChart: (request: AttentionRequest) => Promise<AttentionChartData>,
    private readonly narrow: (range: CustomTimeFrame) => void,
  ) {
    makeAutoObservable<AttentionStore, 'fetchChart' | 'narrow' | 'request' | 'token'>(
      this,
      // the chart is replaced whole with each answer: hundreds of bars need no deep observation
      { fetchChart: false, narrow: false, request: false, token: false, chart: observableRef },
      { autoBind: true },
    );
  }

  /** The search changed: its chart is asked for (null: no search, no chart). Page and sort do not change the chart. */
  load(request: SearchRequest | null): Promise<void> {
    this.request = request;
    return this.refresh();
  }

  setSplit(split: AttentionSplit): Promise<void> {
    if (split === this.split) return Promise.resolve();
    this.split = split;
    return this.refresh();
  }

  setHovered(index: number | null): void {
    this.hovered = index !== null && this.chart?.bars[index] ? index : null;
  }

  get hoveredBar() {
    return this.hovered === null ? null : (this.chart?.bars[this.hovered] ?? null);
  }

  /** The bars `first` … `last` (either order) as an absolute time frame: the first one's start to the last one's end (server-given Zurich buckets). */
  rangeOf(first: number, last: number): CustomTimeFrame | null {
    const bars = this.chart?.bars ?? [];
    const [a, b] = first <= last ? [first, last] : [last, first];
    const from = bars[a];
    const to = bars[b];
    return from && to ? { from: from.start, to: to.end } : null;
  }

  /** Choosing one bar, or dragging over several, narrows the search's time frame to them. */
  narrowTo(first: number, last: number = first): void {
    const range = this.rangeOf(first, last);
    if (range) this.narrow(range);
  }

  private async refresh(): Promise<void> {
    const token = ++this.token;
    const request = this.request;
    if (request === null) {
      this.status = 'idle';
      this.chart = null;
      this.error = null;
      return;
    }
    this.status = 'loading';
    this.error = null;
    try {
      const chart = await this.fetchChart({ ...request, page: 1, split: this.split });
      if (token !== this.token) return;
      runInAction(() => {
        this.chart = chart;
        this.hovered = null;
        this.status = 'ready';
      });
    } catch (error) {
      if (token !== this.token) return;
      runInAction(() => {
        this.chart = null;
        this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: SEARCH_FAILED });
      });
    }
  }
}
