import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook, Teams and feed channels of collection alerts (ADR 0022). A ledger row's recipient may
 * now be a URL (Teams Workflows URLs run to ~400 characters; core refuses more than 2,048). The
 * webhook signing secret is kept as it is (it must sign); the feed token only as its SHA-256, so a
 * copy of the database opens no feed. Like the ledger, both are
 * removed with their collection by the hourly clean-up (PostgresAlertHousekeeping), not by a
 * foreign key, and every read checks that the collection still exists.
 */
export class Migration20261127200000AlertChannels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "alert_delivery" alter column "recipient" type varchar(2048);`);
    this.addSql(
      `create table "alert_webhook_secret" ("collection_id" uuid not null, "secret" varchar(255) not null, "created_at" timestamptz not null, constraint "alert_webhook_secret_pkey" primary key ("collection_id"));`,
    );
    this.addSql(
      `create table "collection_feed_token" ("collection_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, constraint "collection_feed_token_pkey" primary key ("collection_id"));`,
    );
    this.addSql(`alter table "collection_feed_token" add constraint "collection_feed_token_token_hash_unique" unique ("token_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collection_feed_token";`);
    this.addSql(`drop table if exists "alert_webhook_secret";`);
    this.addSql(`delete from "alert_delivery" where length("recipient") > 320;`);
    this.addSql(`alter table "alert_delivery" alter column "recipient" type varchar(320);`);
  }
}
