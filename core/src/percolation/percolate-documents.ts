import type { NewsDocument } from '../documents/document.types';
import type { Clock } from '../shared/clock';
import type { CollectionMatchesAnnounced } from './collection-match';
import type { DocumentPercolator, MatchQueue, NewCollectionMatch } from './percolation.ports';

export interface PercolateDocumentsDeps {
  queue: MatchQueue;
  percolator: DocumentPercolator;
  clock: Clock;
  /** Lets other work of the process run between two documents (setImmediate in Node). */
  yieldTurn: () => Promise<void>;
  /** Told of a document whose matching threw; it is taken off the queue without matches. */
  documentFailed?: (documentId: string, error: unknown) => void;
}

/** What one batch did. */
export interface PercolatedBatch {
  /** Documents claimed (and percolated): fewer than asked for means the queue is empty for now. */
  documents: number;
  /** The new matches, announced when the batch committed. */
  announced: CollectionMatchesAnnounced[];
}

/**
 * Percolates one batch of new documents once (spec §1: alerts on new documents), in one unit of
 * work: claim queued documents, match each against every collection, record the matches and
 * announce them. A batch that fails records nothing and leaves its documents queued
 * (percolate-documents.test.ts).
 */
export class PercolateDocuments {
  constructor(private readonly deps: PercolateDocumentsDeps) {}

  async execute(batchSize: number): Promise<PercolatedBatch> {
    return this.deps.queue.inUnitOfWork(async (tx) => {
      const claimed = await tx.claim(batchSize);
      if (claimed.length === 0) return { documents: 0, announced: [] };
      const matches: NewCollectionMatch[] = [];
      for (const [i, document] of claimed.entries()) {
        // one document at a time holds the event loop (13 ms at 100,000 collections, docs/benchmarks.md),
        // never a whole batch: in a process that also serves HTTP, requests get a turn in between
        if (i > 0) await this.deps.yieldTurn();
        matches.push(...this.matchesOf(document));
      }
      const announced = await tx.record(
        claimed.map((d) => d.id),
        matches,
      );
      return { documents: claimed.length, announced };
    });
  }

  private matchesOf(document: NewsDocument): NewCollectionMatch[] {
    // as of the later of now and the document's indexing: a clock a little behind the ingesting
    // process's must not put a brand-new document outside "past hour"
    const now = Math.max(this.deps.clock.now().getTime(), Date.parse(document.document.firstAcquisitionDate));
    try {
      return this.deps.percolator.match(document, new Date(now)).map((collectionId) => ({
        collectionId,
        documentId: document.id,
        storyId: document.storyId,
        isOriginal: document.isOriginal,
      }));
    } catch (error) {
      // one document that breaks matching must not hold up every document claimed after it
      this.deps.documentFailed?.(document.id, error);
      return [];
    }
  }
}
