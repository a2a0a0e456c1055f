import { Migration } from '@mikro-orm/migrations';

/** Release notes with per-user "seen", and info status messages with per-user dismissals (spec §2, §7). */
export class Migration20261122820000ReleaseNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "release_note" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by" uuid null, "markdown" jsonb not null, "html" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "release_note_created_at_id_index" on "release_note" ("created_at", "id");`);
    this.addSql(`create table "release_note_seen" ("user_id" uuid not null, "seen_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(
      `create table "info_message" ("id" uuid not null, "level" varchar(16) not null, "text" jsonb not null, "expires_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "info_message_dismissal" ("message_id" uuid not null, "user_id" uuid not null, "dismissed_at" timestamptz not null, primary key ("message_id", "user_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "info_message_dismissal";`);
    this.addSql(`drop table if exists "info_message";`);
    this.addSql(`drop table if exists "release_note_seen";`);
    this.addSql(`drop table if exists "release_note";`);
  }
}
