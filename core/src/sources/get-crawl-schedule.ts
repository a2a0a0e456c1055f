import type { Clock } from '../shared/clock';
import type { FeedSourceRepository } from './source.ports';
import { toScheduleEntry, type CrawlScheduleEntry } from './source.views';

/** The crawler's timetable: every source's interval, switch, parallel fetches and next visit. */
export class GetCrawlSchedule {
  constructor(
    private readonly sources: Pick<FeedSourceRepository, 'list'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<CrawlScheduleEntry[]> {
    const now = this.clock.now();
    return (await this.sources.list()).map((source) => toScheduleEntry(source, now));
  }
}
