import { Migration } from '@mikro-orm/migrations';

/**
 * Site-monitor alerts (ADR 0026): a site's alert settings (a collection's `AlertSettings`, null:
 * none) and the changes its alerts announce, kept until the hourly alert clean-up removes them
 * (30 days, or when the site is gone). Deliveries are rows of the one ledger (`alert_delivery`)
 * whose `collection_id` holds the site's id.
 */
export class Migration20261127700000SiteMonitorAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "monitored_site" add column "alert" jsonb null;`);
    this.addSql(
      `create table "site_alert_change" ("site_id" uuid not null, "changed_at" timestamptz not null, "parts" jsonb not null, primary key ("site_id", "changed_at"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_alert_change";`);
    this.addSql(`alter table "monitored_site" drop column "alert";`);
  }
}
