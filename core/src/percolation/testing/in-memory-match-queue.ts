import type { NewsDocument } from '../../documents/document.types';
import type { CollectionMatchesAnnounced } from '../collection-match';
import type { MatchQueue, MatchQueueTransaction, NewCollectionMatch } from '../percolation.ports';

const key = (m: Pick<NewCollectionMatch, 'collectionId' | 'documentId'>) => `${m.collectionId} ${m.documentId}`;

/**
 * The percolation queue and its matches in memory, with PostgreSQL's rules: a claim skips the
 * documents another open unit of work holds; what a unit of work records is written, and its
 * announcements heard, only when it ends without throwing; a match recorded before stays and is
 * not announced again. (PostgreSQL splits a collection's announcement into NOTIFY-sized parts;
 * here each collection gets one.)
 */
export class InMemoryMatchQueue implements MatchQueue {
  private queued: NewsDocument[] = [];
  private readonly held = new Set<string>();
  private readonly written = new Map<string, NewCollectionMatch>();
  /** Announcements of committed units of work, in order. */
  readonly heard: CollectionMatchesAnnounced[] = [];

  /** A document indexed: it waits to be percolated (once, however often it is indexed meanwhile). */
  enqueue(document: NewsDocument): void {
    if (!this.queued.some((d) => d.id === document.id)) this.queued.push(structuredClone(document));
  }

  /** Ids of the documents still waiting. */
  get waiting(): string[] {
    return this.queued.map((d) => d.id);
  }

  get matches(): NewCollectionMatch[] {
    return [...this.written.values()];
  }

  async inUnitOfWork<T>(work: (tx: MatchQueueTransaction) => Promise<T>): Promise<T> {
    const claimed = new Set<string>();
    const pending: { documentIds: string[]; matches: NewCollectionMatch[]; announced: CollectionMatchesAnnounced[] }[] = [];
    const tx: MatchQueueTransaction = {
      claim: async (limit) => {
        const free = this.queued.filter((d) => !this.held.has(d.id)).slice(0, limit);
        for (const d of free) {
          this.held.add(d.id);
          claimed.add(d.id);
        }
        return free.map((d) => structuredClone(d));
      },
      record: async (documentIds, matches) => {
        const recorded = new Set([...pending.flatMap((p) => p.matches.map(key)), ...this.written.keys()]);
        const fresh = matches.filter((m) => {
          if (recorded.has(key(m))) return false;
          recorded.add(key(m));
          return true;
        });
        const byCollection = new Map<string, string[]>();
        for (const m of fresh) byCollection.set(m.collectionId, [...(byCollection.get(m.collectionId) ?? []), m.documentId]);
        const announced = [...byCollection].map(([collectionId, ids]) => ({ collectionId, documentIds: ids }));
        pending.push({ documentIds: [...documentIds], matches: fresh.map((m) => ({ ...m })), announced });
        return announced;
      },
    };
    try {
      const result = await work(tx);
      for (const p of pending) {
        for (const m of p.matches) this.written.set(key(m), m);
        const done = new Set(p.documentIds);
        this.queued = this.queued.filter((d) => !done.has(d.id));
        this.heard.push(...p.announced);
      }
      return result;
    } finally {
      for (const id of claimed) this.held.delete(id);
    }
  }
}
