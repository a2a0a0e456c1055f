import { Migration } from '@mikro-orm/migrations';

/**
 * Alert records are cleaned up hourly (core/src/alerting/alert-retention.ts): indexes on the times
 * the clean-up cuts by, so it never scans the whole of a month of matches.
 */
export class Migration20261122900000AlertRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "collection_match_matched_at_index" on "collection_match" ("matched_at");`);
    this.addSql(`create index "alert_story_created_at_index" on "alert_story" ("created_at");`);
    this.addSql(`create index "alert_planned_match_planned_at_index" on "alert_planned_match" ("planned_at");`);
    this.addSql(
      `create index "alert_delivery_finished_created_at_index" on "alert_delivery" ("created_at") where "status" in ('sent', 'failed');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "alert_delivery_finished_created_at_index";`);
    this.addSql(`drop index if exists "alert_planned_match_planned_at_index";`);
    this.addSql(`drop index if exists "alert_story_created_at_index";`);
    this.addSql(`drop index if exists "collection_match_matched_at_index";`);
  }
}
