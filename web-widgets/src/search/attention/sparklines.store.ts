import { makeAutoObservable, runInAction } from 'mobx';
import type { CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { AttentionChartData, AttentionRequest } from './attention.types';

/** Days a collection card's sparkline covers. */
export const SPARKLINE_DAYS = 30;

export interface Sparkline {
  /** Documents per Zurich day, oldest first. */
  days: number[];
  total: number;
}

/**
 * The 30-day sparkline of each collection card, from POST /api/search/attention with the
 * collection's search over an absolute frame of the last 30 days (docs/decisions/0023-attention-over-time.md).
 * A failure shows no sparkline: the card's documents say what went wrong.
 */
export class SparklinesStore {
  byCollection: Record<string, Sparkline | null> = {};

  constructor(
    private readonly fetchChart: (request: AttentionRequest) => Promise<AttentionChartData>,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<SparklinesStore, 'fetchChart' | 'now'>(this, { fetchChart: false, now: false }, { autoBind: true });
  }

  of(id: string): Sparkline | null {
    return this.byCollection[id] ?? null;
  }

  async load(id: string, search: CollectionSearch): Promise<void> {
    const to = this.now();
    const from = new Date(to.getTime() - SPARKLINE_DAYS * 86_400_000);
    try {
      const chart = await this.fetchChart({
        tags: search.tags,
        timeFrame: { from: from.toISOString(), to: to.toISOString() },
        sort: search.sort,
        filters: { ...search.filters, entities: search.filters.entities ?? { organizations: [], persons: [], locations: [] } },
        exactMatchesOnly: search.exactMatchesOnly,
        page: 1,
        pageSize: 20,
        split: 'language',
      });
      const days = chart.bars.map((bar) => bar.total);
      runInAction(() => {
        this.byCollection[id] = { days, total: days.reduce((a, b) => a + b, 0) };
      });
    } catch {
      runInAction(() => {
        this.byCollection[id] = null;
      });
    }
  }
}
