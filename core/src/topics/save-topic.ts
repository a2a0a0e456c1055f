import { invalidTopicId, parentTopicNotFound, topicCycle } from './topic.errors';
import type { TopicRepository } from './topic.ports';
import { isValidTopicId, type Topic } from './topic.types';

/**
 * Spec §7 `POST /api/topics` with an id: creates the topic, or updates it. Without a parent it
 * is a root topic. Name, keywords and entities left out keep their value (a new topic is named
 * after its id and has none).
 */
export interface SaveTopicCommand {
  id: string;
  name?: string | undefined;
  parentId?: string | null | undefined;
  keywords?: readonly string[] | undefined;
  entities?: readonly string[] | undefined;
}

const MAX_NAME_LENGTH = 200;
const MAX_PHRASE_LENGTH = 200;

/** Trimmed, non-empty, without repeats (case-insensitive): the matcher would only do the work twice. */
const phrases = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const phrase = value.trim().slice(0, MAX_PHRASE_LENGTH);
    if (phrase && !seen.has(phrase.toLowerCase())) {
      seen.add(phrase.toLowerCase());
      kept.push(phrase);
    }
  }
  return kept;
};

export class SaveTopic {
  constructor(private readonly topics: TopicRepository) {}

  async execute(command: SaveTopicCommand): Promise<Topic> {
    const id = command.id.trim();
    if (!isValidTopicId(id)) throw invalidTopicId();
    const parentId = command.parentId?.trim() || null;
    const all = await this.topics.all();
    if (parentId) this.assertParent(id, parentId, all);
    const current = all.find((topic) => topic.id === id);
    const topic: Topic = {
      id,
      name: command.name?.trim().slice(0, MAX_NAME_LENGTH) || current?.name || id,
      parentId,
      keywords: phrases(command.keywords ?? current?.keywords ?? []),
      entities: phrases(command.entities ?? current?.entities ?? []),
      // Labels are set on their own (SetTopicLabels); saving the topic keeps them.
      ...(current?.labels ? { labels: { ...current.labels } } : {}),
    };
    await this.topics.save(topic);
    return topic;
  }

  /** The parent exists, and walking up from it never reaches the topic itself. */
  private assertParent(id: string, parentId: string, all: readonly Topic[]) {
    const byId = new Map(all.map((topic) => [topic.id, topic]));
    if (!byId.has(parentId)) throw parentTopicNotFound();
    const visited = new Set<string>();
    for (let at: string | null = parentId; at; at = byId.get(at)?.parentId ?? null) {
      if (at === id || visited.has(at)) throw topicCycle();
      visited.add(at);
    }
  }
}
