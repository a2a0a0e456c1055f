import type { DocumentLanguage, EntityMention, NewsDocument } from './document.types';

/** What ingestion needs to know about an already stored document. */
export interface StoredDocumentRef {
  id: string;
  canonicalUrl: string;
  contentHash: string;
  storyId: string;
}

export interface StoryCandidate {
  id: string;
  storyId: string;
  title: string;
  body: string;
}

/** A document as ingestion writes it: the spec shape plus what dedup and search need. */
export interface DocumentRecord extends NewsDocument {
  canonicalUrl: string;
  contentHash: string;
  /** 64-bit simhash of title + body. */
  simhash: bigint;
  sourceId: string | null;
  mentions: EntityMention[];
}

export interface TextChange {
  title: string;
  body: string;
  associatedText: string[];
  contentHash: string;
  simhash: bigint;
  mentions: EntityMention[];
  categories: string[];
  language: DocumentLanguage;
  changedAt: Date;
}

export const DocumentRepository = Symbol.for('DocumentRepository');
export interface DocumentRepository {
  findByCanonicalUrl(canonicalUrl: string): Promise<StoredDocumentRef | null>;
  findByContentHash(contentHash: string): Promise<StoredDocumentRef | null>;
  /** Documents acquired since `since` whose simhash is within `maxDistance` bits, nearest first. */
  storyCandidates(simhash: bigint, since: Date, maxDistance: number, limit: number): Promise<StoryCandidate[]>;
  /** Stores the document and its entities, and announces it (document indexed event) on commit. */
  insert(record: DocumentRecord): Promise<void>;
  /** The article changed at the same URL: new text, the old one kept as a revision. */
  updateText(id: string, change: TextChange): Promise<void>;
  findById(id: string): Promise<NewsDocument | null>;
}
