import type { Topic } from './topic.types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, case-insensitive match that also works for umlauts and accents (no \b there). */
const phrasePattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.trim())}(?![\\p{L}\\p{N}])`, 'iu');

export type TopicMatcher = (text: string, entityNames: readonly string[]) => string[];

/**
 * Builds the rule matcher once per topic list (patterns compiled once, not per document).
 * A document belongs to a topic when it mentions one of its keywords or names one of its
 * entities; the result is the topic ids in the order of the topic list, without repeats.
 */
export const topicMatcher = (topics: readonly Topic[]): TopicMatcher => {
  const compiled = topics.map((topic) => ({
    id: topic.id,
    keywords: topic.keywords.filter((k) => k.trim()).map(phrasePattern),
    entities: new Set(topic.entities.map((e) => e.trim().toLowerCase())),
  }));
  return (text, entityNames) => {
    const names = entityNames.map((n) => n.toLowerCase());
    return compiled
      .filter((topic) => names.some((n) => topic.entities.has(n)) || topic.keywords.some((pattern) => pattern.test(text)))
      .map((topic) => topic.id);
  };
};
