import type { Topic } from './topic.types';

/** The newsroom's topics; the ingestion pipeline builds `topicMatcher(await topics.all())` from them. */
export const TopicRepository = Symbol.for('TopicRepository');
export interface TopicRepository {
  /** Every topic, by id. */
  all(): Promise<Topic[]>;
  findById(id: string): Promise<Topic | null>;
  /** Inserts the topic, or replaces the one with the same id. */
  save(topic: Topic): Promise<void>;
  remove(id: string): Promise<void>;
}
