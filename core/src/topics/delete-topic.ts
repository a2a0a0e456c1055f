import { topicHasChildren, topicNotFound } from './topic.errors';
import type { TopicRepository } from './topic.ports';

/** Documents keep the topic id they were given; only future documents no longer get it. */
export class DeleteTopic {
  constructor(private readonly topics: Pick<TopicRepository, 'all' | 'remove'>) {}

  async execute(id: string): Promise<void> {
    const all = await this.topics.all();
    if (!all.some((topic) => topic.id === id)) throw topicNotFound();
    if (all.some((topic) => topic.parentId === id)) throw topicHasChildren();
    await this.topics.remove(id);
  }
}
