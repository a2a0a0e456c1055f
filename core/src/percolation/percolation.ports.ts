import type { NewsDocument } from '../documents/document.types';
import type { CollectionMatchesAnnounced } from './collection-match';

/** A match to record: this document would be found by this collection's search. */
export interface NewCollectionMatch {
  collectionId: string;
  documentId: string;
  storyId: string;
  isOriginal: boolean;
}

/**
 * The documents waiting to be percolated, and the matches recorded for them. What one unit of
 * work records commits together with taking its documents off the queue, or not at all: a
 * worker that dies mid-batch leaves its documents queued for the next claim.
 */
export const MatchQueue = Symbol.for('MatchQueue');
export interface MatchQueue {
  /** Runs `work` in one transaction; a throw rolls back what it recorded and leaves its documents queued. */
  inUnitOfWork<T>(work: (tx: MatchQueueTransaction) => Promise<T>): Promise<T>;
}

export interface MatchQueueTransaction {
  /**
   * Up to `limit` queued documents, first queued first, held by this unit of work until it ends:
   * other units of work (in any process) skip them and claim others.
   */
  claim(limit: number): Promise<NewsDocument[]>;
  /**
   * Writes the matches (a collection and document already matched stays as it is), takes the
   * documents off the queue and announces the new matches per collection, heard only once the
   * unit of work commits. Returns the announcements.
   */
  record(documentIds: readonly string[], matches: readonly NewCollectionMatch[]): Promise<CollectionMatchesAnnounced[]>;
}

/** Which collections' searches, run at `now`, would return a document (CollectionPercolator). */
export interface DocumentPercolator {
  match(document: NewsDocument, now: Date): string[];
}
