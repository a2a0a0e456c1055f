import { Migration } from '@mikro-orm/migrations';

/** Live notifications (spec §4: enabled or muted): the per-user mute switch, stored server-side. */
export class Migration20261122300000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_preference" ("user_id" uuid not null, "muted" boolean not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_preference";`);
  }
}
