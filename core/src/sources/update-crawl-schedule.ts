import { assertScheduleInRange } from './schedule';
import { sourceNotFound } from './source.errors';
import type { FeedSourceRepository } from './source.ports';
import type { FeedSource } from './source.types';

export interface ScheduleChange {
  id: string;
  intervalMinutes?: number | undefined;
  enabled?: boolean | undefined;
  concurrency?: number | undefined;
}

/**
 * Changes the schedule of one or several sources. Every change is checked before any is
 * written, so a bad id or value in a batch leaves all sources as they were.
 */
export class UpdateCrawlSchedule {
  constructor(private readonly sources: Pick<FeedSourceRepository, 'findById' | 'updateSettings'>) {}

  async execute(changes: readonly ScheduleChange[]): Promise<void> {
    const planned: FeedSource[] = [];
    for (const change of changes) {
      const current = await this.sources.findById(change.id);
      if (!current) throw sourceNotFound();
      const next = {
        ...current,
        intervalMinutes: change.intervalMinutes ?? current.intervalMinutes,
        enabled: change.enabled ?? current.enabled,
        concurrency: change.concurrency ?? current.concurrency,
      };
      assertScheduleInRange(next);
      planned.push(next);
    }
    for (const source of planned) {
      const { name, url, domain, intervalMinutes, enabled, concurrency } = source;
      await this.sources.updateSettings(source.id, { name, url, domain, intervalMinutes, enabled, concurrency });
    }
  }
}
