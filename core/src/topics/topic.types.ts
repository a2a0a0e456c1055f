/** A topic of the newsroom (politics, economy, sport, …) and the rules that assign it. */
export interface Topic {
  /** Slug, e.g. `economy`; documents carry it in metadata.concepts.categories[].name. */
  id: string;
  name: string;
  /** Root topics have none. */
  parentId: string | null;
  /** Words or phrases; a document mentioning any of them belongs to the topic. */
  keywords: string[];
  /** Entity names (organizations, persons, locations); a document naming any belongs to it. */
  entities: string[];
  /** Names in the readers' languages (ADR 0029); absent when none is set. */
  labels?: TopicLabels;
}

export const isValidTopicId = (id: string): boolean => /^[a-z0-9][a-z0-9-]{0,62}$/.test(id);

/** The languages a topic can be named in: the reader's languages of the interface. */
export const TOPIC_LABEL_LANGUAGES = ['en', 'de', 'fr'] as const;
export type TopicLabelLanguage = (typeof TOPIC_LABEL_LANGUAGES)[number];
/** An admin's name of the topic per language; a language left out falls back (see topicDisplayName). */
export type TopicLabels = Partial<Record<TopicLabelLanguage, string>>;
