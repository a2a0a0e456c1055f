import { topicNotFound } from './topic.errors';
import { cleanTopicLabels } from './topic-labels';
import type { TopicRepository } from './topic.ports';
import type { Topic, TopicLabelLanguage } from './topic.types';

/**
 * ADR 0029: an admin names a topic in the readers' languages. The labels sent replace the
 * topic's labels; an empty or null label removes that language, which then falls back to English,
 * then to the topic's name. Keywords, entities and the place in the tree stay as they are.
 */
export class SetTopicLabels {
  constructor(private readonly topics: Pick<TopicRepository, 'findById' | 'save'>) {}

  async execute(id: string, labels: Partial<Record<TopicLabelLanguage, string | null>>): Promise<Topic> {
    const current = await this.topics.findById(id.trim());
    if (!current) throw topicNotFound();
    const { labels: _previous, ...rest } = current;
    const clean = cleanTopicLabels(labels);
    const topic: Topic = Object.keys(clean).length > 0 ? { ...rest, labels: clean } : rest;
    await this.topics.save(topic);
    return topic;
  }
}
