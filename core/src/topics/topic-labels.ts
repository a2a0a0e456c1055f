import { TOPIC_LABEL_LANGUAGES, type Topic, type TopicLabelLanguage, type TopicLabels } from './topic.types';

export const MAX_TOPIC_LABEL_LENGTH = 200;

const labelLanguage = (language: string | undefined): TopicLabelLanguage | null => {
  const base = language?.toLowerCase().split(/[-_]/)[0];
  return TOPIC_LABEL_LANGUAGES.find((known) => known === base) ?? null;
};

/**
 * The name a reader sees (ADR 0029): the label in the reader's language (`de-CH` reads `de`),
 * else the English label, else the topic's own name (which admins type once, in any language).
 */
export const topicDisplayName = (topic: Pick<Topic, 'name' | 'labels'>, language: string | undefined): string => {
  const own = labelLanguage(language);
  return (own && topic.labels?.[own]) || topic.labels?.en || topic.name;
};

/**
 * Labels as an admin sends them: trimmed and cut to length; an empty label removes that language
 * (it falls back again), so the result holds only languages with a name.
 */
export const cleanTopicLabels = (labels: Partial<Record<TopicLabelLanguage, string | null>>): TopicLabels => {
  const clean: TopicLabels = {};
  for (const language of TOPIC_LABEL_LANGUAGES) {
    const label = labels[language]?.trim().slice(0, MAX_TOPIC_LABEL_LENGTH);
    if (label) clean[language] = label;
  }
  return clean;
};

/** Sorting topics for a reader: by the name they see, in their language's order. */
export const compareTopicsForReader =
  (language: string | undefined) =>
  (a: Pick<Topic, 'name' | 'labels'>, b: Pick<Topic, 'name' | 'labels'>): number =>
    topicDisplayName(a, language).localeCompare(topicDisplayName(b, language), labelLanguage(language) ?? 'en', {
      sensitivity: 'base',
    });
