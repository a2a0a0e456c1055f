import { Migration } from '@mikro-orm/migrations';

/**
 * Alert deliveries (ADR 0007): the delivery ledger, which story went into which alert
 * or digest of a collection, which matches were planned, and each Slack channel's next free
 * one-second slot. No foreign keys to collections: a deleted collection's log stays readable
 * until it is cleaned up, and its queued rows fail with a clear last error.
 */
export class Migration20261122200000Deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "alert_delivery" ("id" uuid not null, "collection_id" uuid not null, "subject" varchar(80) not null, "channel" varchar(8) not null, "recipient" varchar(320) not null, "thread_of" varchar(80) null, "document_ids" jsonb not null, "status" varchar(16) not null, "attempts" int not null, "last_error" text null, "next_attempt_at" timestamptz not null, "claimed_until" timestamptz null, "provider_id" varchar(255) null, "provider_channel" varchar(64) null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    // the ledger's promise: one row per (collection, story or digest, channel, recipient)
    this.addSql(
      `alter table "alert_delivery" add constraint "alert_delivery_collection_id_subject_channel_recipient_unique" unique ("collection_id", "subject", "channel", "recipient");`,
    );
    this.addSql(`create index "alert_delivery_collection_id_created_at_index" on "alert_delivery" ("collection_id", "created_at" desc);`);
    this.addSql(
      `create index "alert_delivery_due_index" on "alert_delivery" ("next_attempt_at") where "status" in ('queued', 'retrying');`,
    );
    this.addSql(`create index "alert_delivery_claimed_index" on "alert_delivery" ("claimed_until") where "status" = 'sending';`);

    this.addSql(
      `create table "alert_story" ("collection_id" uuid not null, "story_id" uuid not null, "subject" varchar(80) not null, "document_id" uuid not null, "created_at" timestamptz not null, primary key ("collection_id", "story_id"));`,
    );
    this.addSql(`create index "alert_story_collection_id_subject_index" on "alert_story" ("collection_id", "subject");`);

    this.addSql(
      `create table "alert_planned_match" ("collection_id" uuid not null, "document_id" uuid not null, "planned_at" timestamptz not null, primary key ("collection_id", "document_id"));`,
    );

    this.addSql(
      `create table "slack_channel_rate" ("channel" varchar(255) not null, "next_free_at" timestamptz not null, primary key ("channel"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "slack_channel_rate";`);
    this.addSql(`drop table if exists "alert_planned_match";`);
    this.addSql(`drop table if exists "alert_story";`);
    this.addSql(`drop table if exists "alert_delivery";`);
  }
}
