import type { CollectionRepository } from '../collections/collection.ports';
import type { Clock } from '../shared/clock';
import type { AlertPlanStore, AlertPlanTransaction, PendingMatch, PlannedDelivery } from './alert-plan.ports';
import type { PlannedMatch } from './alert.types';
import { planDeliveries } from './plan-deliveries';

export type { PlannedDelivery } from './alert-plan.ports';

/** Matches older than this are not planned any more (a worker that was down for a week does not alert on old news). */
export const PLAN_WINDOW_MS = 7 * 24 * 3_600_000;
/**
 * Digests created this long ago or less are read for their state. A digest period is a day at
 * most, so an older digest has been sent and no new match can fall into its period.
 */
const DIGEST_LOOKBACK_MS = 3 * 24 * 3_600_000;
const BATCH = 500;

export interface PlanAlertDeliveriesDeps {
  store: AlertPlanStore;
  collections: Pick<CollectionRepository, 'findById'>;
  clock: Clock;
  /** Zurich hour at which daily digests close (0–23). */
  dailyHour: number;
  /** Matches per unit of work (default 500). */
  batchSize?: number;
}

/**
 * Turns new collection matches into ledger rows (ADR 0007), one unit of work per batch: story
 * assignments (one per collection and story), deliveries (a row that exists is kept) and the
 * planned marks commit together, so a crash re-plans a batch from scratch and nothing is planned
 * twice. Digest rows whose sending has begun are read as closed, so a story never joins a digest
 * already read; the store holds the others until the batch commits (plan-alert-deliveries.test.ts).
 */
export class PlanAlertDeliveries {
  constructor(private readonly deps: PlanAlertDeliveriesDeps) {}

  /** Plans every pending match; returns the deliveries it created. */
  async execute(): Promise<PlannedDelivery[]> {
    const created: PlannedDelivery[] = [];
    for (;;) {
      const { deliveries, matches } = await this.deps.store.inUnitOfWork((tx) => this.planBatch(tx));
      created.push(...deliveries);
      if (matches < this.batchSize) return created;
    }
  }

  private get batchSize() {
    return this.deps.batchSize ?? BATCH;
  }

  private async planBatch(tx: AlertPlanTransaction): Promise<{ deliveries: PlannedDelivery[]; matches: number }> {
    const now = this.deps.clock.now();
    const pending = await tx.pendingMatches(new Date(now.getTime() - PLAN_WINDOW_MS), this.batchSize);
    const deliveries: PlannedDelivery[] = [];
    for (const [collectionId, matches] of byCollection(pending)) {
      deliveries.push(...(await this.planCollection(tx, collectionId, matches, now)));
    }
    // matches of a collection without an alert are marked too: an alert switched on later starts with the next news
    if (pending.length) await tx.markPlanned(pending, now);
    return { deliveries, matches: pending.length };
  }

  private async planCollection(tx: AlertPlanTransaction, collectionId: string, matches: PlannedMatch[], now: Date) {
    const collection = await this.deps.collections.findById(collectionId);
    if (!collection?.alert) return [];
    const storyIds = [...new Set(matches.map((m) => m.storyId))];
    const alerted = new Map((await tx.alertedStories(collectionId, storyIds)).map((s) => [s.storyId, s]));
    const digests = await tx.digests(collectionId, new Date(now.getTime() - DIGEST_LOOKBACK_MS));
    // a digest a sender has claimed (or tried) has read its stories already
    const closedDigests = new Set(digests.filter((d) => d.status !== 'queued' || d.attempts > 0).map((d) => d.subject));
    const plan = planDeliveries({ alert: collection.alert, matches, alerted, closedDigests, now, dailyHour: this.deps.dailyHour });
    if (plan.stories.length) await tx.recordStories(collectionId, plan.stories, now);
    return plan.deliveries.length ? tx.addDeliveries(collectionId, plan.deliveries, now) : [];
  }
}

const byCollection = (pending: readonly PendingMatch[]): Map<string, PlannedMatch[]> => {
  const grouped = new Map<string, PlannedMatch[]>();
  for (const { collectionId, ...match } of pending) {
    const list = grouped.get(collectionId) ?? [];
    list.push(match);
    grouped.set(collectionId, list);
  }
  return grouped;
};
