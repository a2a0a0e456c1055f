import { Migration } from '@mikro-orm/migrations';

/** Shared searches (links valid for 48 hours). */
export class Migration20261121400000SharedSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shared_search" ("id" varchar(43) not null, "params" jsonb not null, "created_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shared_search_created_at_index" on "shared_search" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shared_search";`);
  }
}
