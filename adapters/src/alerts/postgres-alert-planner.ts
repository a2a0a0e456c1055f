import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AlertedStory, PlannedMatch } from '@newsdesk/core/alerts/alert.types';
import { planDeliveries } from '@newsdesk/core/alerts/plan-deliveries';
import type { CollectionRepository } from '@newsdesk/core/collections/collection.ports';

export interface PlannedDelivery {
  id: string;
  dueAt: Date;
}

interface MatchRow {
  collection_id: string;
  document_id: string;
  story_id: string;
  is_original: boolean;
  matched_at: Date;
}

/** Matches older than this are not planned any more (a worker that was down for a week does not alert on old news). */
const PLAN_WINDOW_MS = 7 * 24 * 3_600_000;
const BATCH = 500;

/**
 * Turns new `collection_match` rows into ledger rows, in one transaction per batch: story
 * assignments (one per collection and story), deliveries (insert-or-keep on the ledger's unique
 * key) and the planned marks commit together, so a crash re-plans a batch from scratch and
 * nothing is planned twice. One planner at a time (transaction advisory lock); digest rows whose
 * sending has begun are locked and read as closed, so a story never joins a digest already read.
 */
export class PostgresAlertPlanner {
  constructor(
    private readonly orm: MikroORM,
    private readonly collections: Pick<CollectionRepository, 'findById'>,
    private readonly options: { dailyHour: number; now: () => Date },
  ) {}

  /** Plans every pending match; returns the deliveries it created. */
  async planPending(): Promise<PlannedDelivery[]> {
    const created: PlannedDelivery[] = [];
    for (;;) {
      const { deliveries, matches } = await this.orm.em.fork().transactional((em) => this.planBatch(em));
      created.push(...deliveries);
      if (matches < BATCH) return created;
    }
  }

  private async planBatch(em: EntityManager): Promise<{ deliveries: PlannedDelivery[]; matches: number }> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('newsdesk-alert-planner'))`);
    const now = this.options.now();
    const rows = await em.execute<MatchRow[]>(
      `select m.collection_id, m.document_id, m.story_id, m.is_original, m.matched_at from collection_match m
        where m.matched_at > ? and not exists (select 1 from alert_planned_match p where p.collection_id = m.collection_id and p.document_id = m.document_id)
        order by m.matched_at, m.document_id limit ?`,
      [new Date(now.getTime() - PLAN_WINDOW_MS), BATCH],
    );
    const byCollection = new Map<string, PlannedMatch[]>();
    for (const r of rows) {
      const list = byCollection.get(r.collection_id) ?? [];
      list.push({ documentId: r.document_id, storyId: r.story_id, isOriginal: r.is_original, matchedAt: new Date(r.matched_at) });
      byCollection.set(r.collection_id, list);
    }
    const deliveries: PlannedDelivery[] = [];
    for (const [collectionId, matches] of byCollection) {
      const collection = await this.collections.findById(collectionId);
      if (!collection?.alert) continue;
      const storyIds = [...new Set(matches.map((m) => m.storyId))];
      const alertedRows = await em.execute<{ story_id: string; subject: string; document_id: string }[]>(
        `select story_id, subject, document_id from alert_story where collection_id = ? and story_id = any(?::uuid[])`,
        [collectionId, `{${storyIds.join(',')}}`],
      );
      const alerted = new Map<string, AlertedStory>(
        alertedRows.map((r) => [r.story_id, { storyId: r.story_id, subject: r.subject, documentId: r.document_id }]),
      );
      // digests of the last days; locked so that no sender claims one while stories join it
      const digests = await em.execute<{ subject: string; status: string; attempts: number }[]>(
        `select subject, status, attempts from alert_delivery where collection_id = ? and subject like 'digest:%' and created_at > ? for update`,
        [collectionId, new Date(now.getTime() - 3 * 24 * 3_600_000)],
      );
      const closedDigests = new Set(digests.filter((d) => d.status !== 'queued' || d.attempts > 0).map((d) => d.subject));
      const plan = planDeliveries({ alert: collection.alert, matches, alerted, closedDigests, now, dailyHour: this.options.dailyHour });
      for (const s of plan.stories) {
        await em.execute(
          `insert into alert_story (collection_id, story_id, subject, document_id, created_at) values (?, ?, ?, ?, ?) on conflict do nothing`,
          [collectionId, s.storyId, s.subject, s.documentId, now],
        );
      }
      for (const d of plan.deliveries) {
        const inserted = await em.execute<{ id: string; next_attempt_at: Date }[]>(
          `insert into alert_delivery (id, collection_id, subject, channel, recipient, thread_of, document_ids, status, attempts, next_attempt_at, created_at)
           values (?, ?, ?, ?, ?, ?, ?::jsonb, 'queued', 0, ?, ?)
           on conflict on constraint alert_delivery_collection_id_subject_channel_recipient_unique do nothing
           returning id, next_attempt_at`,
          [randomUUID(), collectionId, d.subject, d.channel, d.recipient, d.threadOf, JSON.stringify(d.documentIds), d.dueAt, now],
        );
        if (inserted[0]) deliveries.push({ id: inserted[0].id, dueAt: new Date(inserted[0].next_attempt_at) });
      }
    }
    if (rows.length) {
      await em.execute(
        `insert into alert_planned_match (collection_id, document_id, planned_at)
         select c, d, ? from unnest(?::uuid[], ?::uuid[]) as t(c, d) on conflict do nothing`,
        [now, `{${rows.map((r) => r.collection_id).join(',')}}`, `{${rows.map((r) => r.document_id).join(',')}}`],
      );
    }
    return { deliveries, matches: rows.length };
  }
}
