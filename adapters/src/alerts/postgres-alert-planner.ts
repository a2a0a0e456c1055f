import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type {
  AlertPlanStore,
  AlertPlanTransaction,
  DigestState,
  PendingMatch,
  PlannedDelivery,
} from '@newsdesk/core/alerting/alert-plan.ports';
import type { AlertedStory, DeliveryStatus, NewDelivery } from '@newsdesk/core/alerting/alert.types';
import { PlanAlertDeliveries } from '@newsdesk/core/alerting/plan-alert-deliveries';
import type { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { insertQueuedDelivery } from './insert-delivery';

// the delivery jobs name the planner's result by this module
export type { PlannedDelivery } from '@newsdesk/core/alerting/alert-plan.ports';

interface MatchRow {
  collection_id: string;
  document_id: string;
  story_id: string;
  is_original: boolean;
  matched_at: Date;
}

const uuids = (values: readonly string[]) => `{${values.join(',')}}`;

/** One transaction of the planner: the statements PlanAlertDeliveries asks for, nothing decided here. */
class PostgresAlertPlanTransaction implements AlertPlanTransaction {
  constructor(private readonly em: EntityManager) {}

  async pendingMatches(since: Date, limit: number): Promise<PendingMatch[]> {
    const rows = await this.em.execute<MatchRow[]>(
      `select m.collection_id, m.document_id, m.story_id, m.is_original, m.matched_at from collection_match m
        where m.matched_at > ? and not exists (select 1 from alert_planned_match p where p.collection_id = m.collection_id and p.document_id = m.document_id)
        order by m.matched_at, m.document_id limit ?`,
      [since, limit],
    );
    return rows.map((r) => ({
      collectionId: r.collection_id,
      documentId: r.document_id,
      storyId: r.story_id,
      isOriginal: r.is_original,
      matchedAt: new Date(r.matched_at),
    }));
  }

  async alertedStories(collectionId: string, storyIds: readonly string[]): Promise<AlertedStory[]> {
    const rows = await this.em.execute<{ story_id: string; subject: string; document_id: string }[]>(
      `select story_id, subject, document_id from alert_story where collection_id = ? and story_id = any(?::uuid[])`,
      [collectionId, uuids(storyIds)],
    );
    return rows.map((r) => ({ storyId: r.story_id, subject: r.subject, documentId: r.document_id }));
  }

  async digests(collectionId: string, since: Date): Promise<DigestState[]> {
    // for update: no sender claims one of these rows while stories join it
    const rows = await this.em.execute<{ subject: string; status: string; attempts: number }[]>(
      `select subject, status, attempts from alert_delivery where collection_id = ? and subject_kind = 'digest' and created_at > ? for update`,
      [collectionId, since],
    );
    return rows.map((r) => ({ subject: r.subject, status: r.status as DeliveryStatus, attempts: r.attempts }));
  }

  async recordStories(collectionId: string, stories: readonly AlertedStory[], at: Date): Promise<void> {
    for (const s of stories) {
      await this.em.execute(
        `insert into alert_story (collection_id, story_id, subject, document_id, created_at) values (?, ?, ?, ?, ?) on conflict do nothing`,
        [collectionId, s.storyId, s.subject, s.documentId, at],
      );
    }
  }

  async addDeliveries(collectionId: string, deliveries: readonly NewDelivery[], at: Date): Promise<PlannedDelivery[]> {
    const created: PlannedDelivery[] = [];
    for (const d of deliveries) {
      const inserted = await insertQueuedDelivery(this.em, collectionId, d, at);
      if (inserted) created.push(inserted);
    }
    return created;
  }

  async markPlanned(matches: readonly Pick<PendingMatch, 'collectionId' | 'documentId'>[], at: Date): Promise<void> {
    if (!matches.length) return;
    await this.em.execute(
      `insert into alert_planned_match (collection_id, document_id, planned_at)
       select c, d, ? from unnest(?::uuid[], ?::uuid[]) as t(c, d) on conflict do nothing`,
      [at, uuids(matches.map((m) => m.collectionId)), uuids(matches.map((m) => m.documentId))],
    );
  }
}

/**
 * The planner's store in PostgreSQL: each unit of work is one transaction that first takes a
 * transaction advisory lock, so planners in any number of processes run one after another.
 */
export class PostgresAlertPlanStore implements AlertPlanStore {
  constructor(private readonly orm: MikroORM) {}

  inUnitOfWork<T>(work: (tx: AlertPlanTransaction) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('newsdesk-alert-planner'))`);
      return work(new PostgresAlertPlanTransaction(em));
    });
  }
}

/** PlanAlertDeliveries over PostgreSQL, built in one call (the delivery harness and integration tests). */
export class PostgresAlertPlanner {
  private readonly plan: PlanAlertDeliveries;

  constructor(orm: MikroORM, collections: Pick<CollectionRepository, 'findById'>, options: { dailyHour: number; now: () => Date }) {
    this.plan = new PlanAlertDeliveries({
      store: new PostgresAlertPlanStore(orm),
      collections,
      clock: { now: options.now },
      dailyHour: options.dailyHour,
    });
  }

  /** Plans every pending match; returns the deliveries it created. */
  planPending(): Promise<PlannedDelivery[]> {
    return this.plan.execute();
  }
}
