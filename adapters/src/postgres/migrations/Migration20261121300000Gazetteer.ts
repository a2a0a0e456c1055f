import { Migration } from '@mikro-orm/migrations';

/** The admin's additions to the entity gazetteers. */
export class Migration20261121300000Gazetteer extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "gazetteer_entry" ("id" uuid not null, "language" varchar(2) not null, "kind" varchar(16) not null, "name" varchar(200) not null, "aliases" text[] not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "gazetteer_entry" add constraint "gazetteer_entry_language_kind_name_unique" unique ("language", "kind", "name");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gazetteer_entry";`);
  }
}
