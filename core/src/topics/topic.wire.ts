import type { SaveTopicCommand } from './save-topic';
import type { Topic, TopicLabelLanguage } from './topic.types';

/**
 * The wire contract of the topic routes (ADR 0029, ADR 0031). The route schemas
 * (adapters/src/http/sources/topics.routes.ts) are checked against these types and the widgets import them.
 */

/**
 * Body of POST of a topic: creates, or changes the topic with this id. The use case's command with
 * the lists as JSON brings them (SaveTopicCommand also takes read-only lists from code).
 */
export interface TopicRequest extends Omit<SaveTopicCommand, 'keywords' | 'entities'> {
  keywords?: string[] | undefined;
  entities?: string[] | undefined;
}

/** Answer of GET /api/topics. */
export interface TopicList {
  topics: Topic[];
}

/** Body of the topic's labels: replaces every label; an empty string or null removes that language's. */
export type TopicLabelsRequest = Partial<Record<TopicLabelLanguage, string | null>>;

export type { Topic };
