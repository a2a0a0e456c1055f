import { Migration } from '@mikro-orm/migrations';

/** Collections (spec §3, §4): saved searches, their owners and subscribers, and each user's order. */
export class Migration20261122000000Collections extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "collection" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(120) not null, "name_key" varchar(120) not null, "search" jsonb not null, "search_key" text not null, "alert" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "collection" add constraint "collection_owner_id_name_key_unique" unique ("owner_id", "name_key");`);
    this.addSql(`create unique index "collection_owner_id_search_key_unique" on "collection" ("owner_id", md5("search_key"));`);

    this.addSql(
      `create table "collection_member" ("collection_id" uuid not null, "user_id" uuid not null, "position" int null, primary key ("collection_id", "user_id"));`,
    );
    this.addSql(`create index "collection_member_user_id_index" on "collection_member" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collection_member";`);
    this.addSql(`drop table if exists "collection";`);
  }
}
