import { Migration } from '@mikro-orm/migrations';

/**
 * Notification state that follows the user (spec §4, §9): the moment of the last "Clear all" and
 * which listed documents were read, so a reload or another device shows the same list. Read marks
 * older than the catch-up window are removed when the user marks more (PostgresNotificationState).
 */
export class Migration20261127400000NotificationState extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_clear" ("user_id" uuid not null, "cleared_before" timestamptz not null, constraint "notification_clear_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `create table "notification_read" ("user_id" uuid not null, "document_id" uuid not null, "read_at" timestamptz not null, constraint "notification_read_pkey" primary key ("user_id", "document_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_read";`);
    this.addSql(`drop table if exists "notification_clear";`);
  }
}
