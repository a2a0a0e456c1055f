import { sourceNotFound } from './source.errors';
import type { FeedSourceRepository } from './source.ports';

/** Documents already indexed from the source stay; only the crawling stops. */
export class DeleteFeedSource {
  constructor(private readonly sources: Pick<FeedSourceRepository, 'remove'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.sources.remove(id))) throw sourceNotFound();
  }
}
