import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { alertRetention, retentionCutoffs, type AlertRetention } from '@newsdesk/core/alerts/alert-retention';

export interface AlertCleanUp {
  matches: number;
  planned: number;
  stories: number;
  deliveries: number;
  channelSlots: number;
}

/**
 * Removes alert records past their retention and those of deleted collections (there are no
 * foreign keys: a deleted collection's rows go here). Runs under the planner's lock, so a story
 * assignment is never removed while a batch is being planned; a delivery a sender is working on
 * (`sending`) stays until it is finished.
 */
export class PostgresAlertHousekeeping {
  constructor(
    private readonly orm: MikroORM,
    private readonly retention: AlertRetention = alertRetention,
  ) {}

  async cleanUp(now: Date): Promise<AlertCleanUp> {
    const cut = retentionCutoffs(now, this.retention);
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('newsdesk-alert-planner'))`);
      const gone = (table: string) => `not exists (select 1 from collection c where c.id = ${table}.collection_id)`;
      const count = async (sql: string, params: unknown[]) => (await em.execute<QueryResult>(sql, params, 'run')).affectedRows;
      const matches = await count(`delete from collection_match where matched_at < ? or ${gone('collection_match')}`, [cut.matchesBefore]);
      const planned = await count(`delete from alert_planned_match where planned_at < ? or ${gone('alert_planned_match')}`, [cut.plannedBefore]);
      const stories = await count(`delete from alert_story where created_at < ? or ${gone('alert_story')}`, [cut.storiesBefore]);
      const deliveries = await count(
        `delete from alert_delivery where (status in ('sent', 'failed') and created_at < ?) or (status <> 'sending' and ${gone('alert_delivery')})`,
        [cut.deliveryLogBefore],
      );
      const channelSlots = await count(`delete from slack_channel_rate where next_free_at < ?`, [cut.channelSlotsBefore]);
      return { matches, planned, stories, deliveries, channelSlots };
    });
  }
}
