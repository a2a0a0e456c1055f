import type { Clock } from '../shared/clock';
import type { FeedSourceRepository } from './source.ports';
import { toFeedSourceView, type FeedSourceView } from './source.views';

/** The administration's table: every source with its health and next crawl, by name. */
export class ListFeedSources {
  constructor(
    private readonly sources: Pick<FeedSourceRepository, 'list'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<FeedSourceView[]> {
    const now = this.clock.now();
    return (await this.sources.list()).map((source) => toFeedSourceView(source, now));
  }
}
