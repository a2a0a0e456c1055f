import type { AlertedStory, DeliveryStatus, DeliverySubject, NewDelivery, PlannedMatch } from './alert.types';

/** A ledger row the planner created, and when it is due (the job that sends it waits until then). */
export interface PlannedDelivery {
  id: string;
  dueAt: Date;
}

/** A collection match not planned yet (a `collection_match` row without a planned mark). */
export interface PendingMatch extends PlannedMatch {
  collectionId: string;
}

/** A digest row of a collection as the planner needs it: has its sending begun? */
export interface DigestState {
  subject: DeliverySubject;
  status: DeliveryStatus;
  attempts: number;
}

/**
 * What the planner reads and writes (ADR 0007). Everything one unit of work writes commits
 * together or not at all, so a crash re-plans a batch from scratch and nothing is planned twice;
 * units of work run one at a time, across processes.
 */
export const AlertPlanStore = Symbol.for('AlertPlanStore');
export interface AlertPlanStore {
  /** Runs `work` in one transaction, after every other planner's has ended; a throw rolls it all back. */
  inUnitOfWork<T>(work: (tx: AlertPlanTransaction) => Promise<T>): Promise<T>;
}

export interface AlertPlanTransaction {
  /** Matches made after `since` that have no planned mark, oldest first (then by document), at most `limit`. */
  pendingMatches(since: Date, limit: number): Promise<PendingMatch[]>;
  /** The given stories of the collection that are already assigned to an alert or digest. */
  alertedStories(collectionId: string, storyIds: readonly string[]): Promise<AlertedStory[]>;
  /**
   * The collection's digest rows created after `since`. They stay held until the unit of work
   * ends, so no sender begins one while stories join it.
   */
  digests(collectionId: string, since: Date): Promise<DigestState[]>;
  /** New story assignments; a story already assigned keeps its assignment. */
  recordStories(collectionId: string, stories: readonly AlertedStory[], at: Date): Promise<void>;
  /**
   * New ledger rows, `queued` until their due time; a row that exists already (same subject,
   * channel and recipient) is kept as it is. Returns the rows created, in the order given.
   */
  addDeliveries(collectionId: string, deliveries: readonly NewDelivery[], at: Date): Promise<PlannedDelivery[]>;
  /** Marks matches planned (a mark that exists stays); a marked match is never pending again. */
  markPlanned(matches: readonly Pick<PendingMatch, 'collectionId' | 'documentId'>[], at: Date): Promise<void>;
}
