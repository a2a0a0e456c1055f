/**
 * A new document that matched a collection. Written durably (one row per collection and document)
 * by the percolation worker in the same transaction that marks the document percolated, then
 * announced; alert deliveries and live notifications start from these rows, so a crash between
 * steps loses nothing.
 */
export interface CollectionMatch {
  collectionId: string;
  documentId: string;
  storyId: string;
  /** False for a near-duplicate copy of an earlier document of the same story. */
  isOriginal: boolean;
  matchedAt: string;
}

/** Announcement of new matches (PostgreSQL NOTIFY payload, kept small: ids only). */
export interface CollectionMatchesAnnounced {
  collectionId: string;
  documentIds: string[];
}
