import type { TopicRepository } from './topic.ports';
import type { Topic } from './topic.types';

export class ListTopics {
  constructor(private readonly topics: Pick<TopicRepository, 'all'>) {}

  execute(): Promise<Topic[]> {
    return this.topics.all();
  }
}
