import type { AlertPlanStore, AlertPlanTransaction, DigestState, PendingMatch, PlannedDelivery } from '../alert-plan.ports';
import { subjectOf, type AlertedStory, type DeliverySubject, type DeliveryStatus, type NewDelivery } from '../alert.types';

/** A ledger row as the planner leaves it, and as a sender changes it. */
export interface InMemoryPlannedRow extends NewDelivery {
  id: string;
  /** `subjectOf(about)`, the unique key's part, as PostgreSQL stores it. */
  subject: DeliverySubject;
  collectionId: string;
  status: DeliveryStatus;
  attempts: number;
  createdAt: Date;
}

interface State {
  matches: PendingMatch[];
  /** `collectionId documentId` → planned at */
  planned: Map<string, Date>;
  /** `collectionId storyId` → the story's assignment */
  stories: Map<string, AlertedStory & { createdAt: Date }>;
  deliveries: InMemoryPlannedRow[];
}

const key = (a: string, b: string) => `${a} ${b}`;

/**
 * The planner's store in memory, with PostgreSQL's rules (alert-plan-store.contract.ts): a unit of
 * work runs after the one before it has ended and a throw undoes all it wrote; a story, a
 * delivery (collection, subject, channel, recipient) and a planned mark that exist are kept.
 */
export class InMemoryAlertPlanStore implements AlertPlanStore {
  private state: State = { matches: [], planned: new Map(), stories: new Map(), deliveries: [] };
  private queue: Promise<unknown> = Promise.resolve();
  private next = 1;

  /** A new collection match, as the percolation worker records it. */
  addMatch(match: PendingMatch): void {
    this.state.matches.push({ ...match });
  }

  /** A sender claims a row: it is `sending`, with one more attempt. */
  beginSending(collectionId: string, subject: string): void {
    for (const row of this.state.deliveries.filter((d) => d.collectionId === collectionId && d.subject === subject)) {
      row.status = 'sending';
      row.attempts += 1;
    }
  }

  /** What has been written, for assertions. */
  get rows(): { deliveries: readonly InMemoryPlannedRow[]; stories: AlertedStory[]; planned: string[] } {
    return {
      deliveries: this.state.deliveries,
      stories: [...this.state.stories.values()].map(({ storyId, subject, documentId }) => ({ storyId, subject, documentId })),
      planned: [...this.state.planned.keys()],
    };
  }

  inUnitOfWork<T>(work: (tx: AlertPlanTransaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const before = structuredClone(this.state);
      try {
        return await work(this.transaction());
      } catch (error) {
        this.state = before;
        throw error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private transaction(): AlertPlanTransaction {
    return {
      pendingMatches: async (since, limit) =>
        this.state.matches
          .filter((m) => m.matchedAt > since && !this.state.planned.has(key(m.collectionId, m.documentId)))
          .sort((a, b) => a.matchedAt.getTime() - b.matchedAt.getTime() || a.documentId.localeCompare(b.documentId))
          .slice(0, limit)
          .map((m) => ({ ...m })),
      alertedStories: async (collectionId, storyIds) =>
        storyIds.flatMap((storyId) => {
          const s = this.state.stories.get(key(collectionId, storyId));
          return s ? [{ storyId: s.storyId, subject: s.subject, documentId: s.documentId }] : [];
        }),
      digests: async (collectionId, since): Promise<DigestState[]> =>
        this.state.deliveries
          .filter((d) => d.collectionId === collectionId && d.about.kind === 'digest' && d.createdAt > since)
          .map((d) => ({ subject: d.subject, status: d.status, attempts: d.attempts })),
      recordStories: async (collectionId, stories, at) => {
        for (const s of stories) {
          const k = key(collectionId, s.storyId);
          if (!this.state.stories.has(k)) this.state.stories.set(k, { ...s, createdAt: at });
        }
      },
      addDeliveries: async (collectionId, deliveries, at) => {
        const created: PlannedDelivery[] = [];
        for (const d of deliveries) {
          const subject = subjectOf(d.about);
          const exists = this.state.deliveries.some(
            (r) => r.collectionId === collectionId && r.subject === subject && r.channel === d.channel && r.recipient === d.recipient,
          );
          if (exists) continue;
          const id = `00000000-0000-4000-9000-${String(this.next++).padStart(12, '0')}`;
          this.state.deliveries.push({
            ...d,
            subject,
            about: structuredClone(d.about),
            documentIds: [...d.documentIds],
            id,
            collectionId,
            status: 'queued',
            attempts: 0,
            createdAt: at,
          });
          created.push({ id, dueAt: d.dueAt });
        }
        return created;
      },
      markPlanned: async (matches, at) => {
        for (const m of matches) {
          const k = key(m.collectionId, m.documentId);
          if (!this.state.planned.has(k)) this.state.planned.set(k, at);
        }
      },
    };
  }
}
