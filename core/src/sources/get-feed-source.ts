import { sourceNotFound } from './source.errors';
import type { FeedSourceRepository } from './source.ports';
import type { FeedSource } from './source.types';

export class GetFeedSource {
  constructor(private readonly sources: Pick<FeedSourceRepository, 'findById'>) {}

  async execute(id: string): Promise<FeedSource> {
    const source = await this.sources.findById(id);
    if (!source) throw sourceNotFound();
    return source;
  }
}
