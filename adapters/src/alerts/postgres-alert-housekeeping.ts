import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { alertRetention, retentionCutoffs, type AlertRetention } from '@newsdesk/core/alerting/alert-retention';

export interface AlertCleanUp {
  matches: number;
  planned: number;
  stories: number;
  deliveries: number;
  channelSlots: number;
  /** Webhook secrets and feed tokens of deleted collections (ADR 0022). */
  channelSecrets: number;
  /** Changes kept for site-monitor alerts (ADR 0026): after 30 days, or when the site is gone. */
  siteChanges: number;
}

/**
 * Removes alert records past their retention and those of deleted collections (there are no
 * foreign keys: a deleted collection's rows go here). Each delete is its own short statement and
 * takes no lock the planner or senders wait for: the cut-offs lie far behind anything they read
 * (planning looks back 7 days), and a delivery a sender is working on (`sending`) stays until it
 * is finished. Cut-offs use the time indexes; the deleted collections' rows are found with one
 * anti-join per table.
 */
export class PostgresAlertHousekeeping {
  constructor(
    private readonly orm: MikroORM,
    private readonly retention: AlertRetention = alertRetention,
  ) {}

  async cleanUp(now: Date): Promise<AlertCleanUp> {
    const cut = retentionCutoffs(now, this.retention);
    const em = this.orm.em.fork();
    const count = async (sql: string, params: unknown[] = []) => (await em.execute<QueryResult>(sql, params, 'run')).affectedRows;
    // a site's ledger rows and webhook secret carry the site's id in collection_id (ADR 0026), a
    // source-health notice its source's id (ADR 0027): those go by the delivery log's retention
    const ofDeletedCollections = (table: string, also = '') =>
      count(
        `delete from ${table} t where ${also}not exists (select 1 from collection c where c.id = t.collection_id)
           and not exists (select 1 from monitored_site s where s.id = t.collection_id)
           and not exists (select 1 from feed_source f where f.id = t.collection_id)`,
      );
    const matches =
      (await count(`delete from collection_match where matched_at < ?`, [cut.matchesBefore])) +
      (await ofDeletedCollections('collection_match'));
    const planned =
      (await count(`delete from alert_planned_match where planned_at < ?`, [cut.plannedBefore])) +
      (await ofDeletedCollections('alert_planned_match'));
    const stories =
      (await count(`delete from alert_story where created_at < ?`, [cut.storiesBefore])) + (await ofDeletedCollections('alert_story'));
    const deliveries =
      (await count(`delete from alert_delivery where status in ('sent', 'failed') and created_at < ?`, [cut.deliveryLogBefore])) +
      (await ofDeletedCollections('alert_delivery', `t.status <> 'sending' and `));
    const channelSlots = await count(`delete from slack_channel_rate where next_free_at < ?`, [cut.channelSlotsBefore]);
    const channelSecrets = (await ofDeletedCollections('alert_webhook_secret')) + (await ofDeletedCollections('collection_feed_token'));
    const siteChanges =
      (await count(`delete from site_alert_change where changed_at < ?`, [cut.storiesBefore])) +
      (await count(`delete from site_alert_change t where not exists (select 1 from monitored_site s where s.id = t.site_id)`));
    return { matches, planned, stories, deliveries, channelSlots, channelSecrets, siteChanges };
  }
}
