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
}

export const isValidTopicId = (id: string): boolean => /^[a-z0-9][a-z0-9-]{0,62}$/.test(id);
