/** Spec §3: a news document as stored, searched and shown. */
/** The wire contract's list: request schemas, filters and widgets read it from here. */
export const DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'other'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export type EntityKind = 'organization' | 'person' | 'location';

/** How an entity was found, kept per mention so precision can be judged per method. */
export type EntityMethod = 'library' | 'gazetteer' | 'cue';

export interface EntityMention {
  name: string;
  kind: EntityKind;
  method: EntityMethod;
}

export interface DocumentBody {
  publicationDate: string | null;
  firstAcquisitionDate: string;
  domain: string;
  documentTitle: string;
  documentBody: string;
  url: string;
  /** Texts of PDFs linked from the item. */
  associatedText: string[];
}

export interface DocumentConcepts {
  organizations: { name: string }[];
  persons: { name: string }[];
  locations: { name: string }[];
  /** name = topic id */
  categories: { name: string }[];
}

export interface NewsDocument {
  id: string;
  document: DocumentBody;
  metadata: { concepts: DocumentConcepts };
  language: DocumentLanguage;
  storyId: string;
  /** True for the first-seen document of its story; copies point to it through storyId. */
  isOriginal: boolean;
}

/** The spec's concept lists from entity mentions (one entry per name and kind). */
export const conceptsFromMentions = (
  mentions: readonly EntityMention[],
): Pick<DocumentConcepts, 'organizations' | 'persons' | 'locations'> => {
  const of = (kind: EntityKind) => [...new Set(mentions.filter((m) => m.kind === kind).map((m) => m.name))].map((name) => ({ name }));
  return { organizations: of('organization'), persons: of('person'), locations: of('location') };
};
