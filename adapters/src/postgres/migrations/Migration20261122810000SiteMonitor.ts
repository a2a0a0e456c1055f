import { Migration } from '@mikro-orm/migrations';

/** Site monitor (spec §2, §7): watched sites, their last text, last change and check lease. */
export class Migration20261122810000SiteMonitor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "monitored_site" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(120) not null, "url" text not null, "selector" varchar(500) not null, "site_key" text not null, "ignored_patterns" jsonb not null, "last_text" text null, "last_change" jsonb null, "is_new" boolean not null, "last_checked_at" timestamptz null, "last_error" jsonb null, "check_lease_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "monitored_site_owner_id_index" on "monitored_site" ("owner_id");`);
    this.addSql(`create index "monitored_site_last_checked_at_index" on "monitored_site" ("last_checked_at");`);
    this.addSql(`create unique index "monitored_site_owner_id_site_key_unique" on "monitored_site" ("owner_id", md5("site_key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "monitored_site";`);
  }
}
