import { Migration } from '@mikro-orm/migrations';

/** The glossary (spec §2, §7): items filed by folded first letter, one like per user, comments. */
export class Migration20261122800000Glossary extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "glossary_item" ("id" uuid not null, "title" varchar(200) not null, "title_key" varchar(400) not null, "letter" varchar(1) not null, "description" text not null, "description_format" varchar(5) not null, "search_text" text not null, "author_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "glossary_item_letter_title_key_index" on "glossary_item" ("letter", "title_key");`);
    this.addSql(`create index "glossary_item_created_at_index" on "glossary_item" ("created_at");`);

    this.addSql(
      `create table "glossary_like" ("item_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("item_id", "user_id"));`,
    );

    this.addSql(
      `create table "glossary_comment" ("id" uuid not null, "item_id" uuid not null, "author_id" uuid not null, "text" varchar(2000) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "glossary_comment_item_id_index" on "glossary_comment" ("item_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "glossary_comment";`);
    this.addSql(`drop table if exists "glossary_like";`);
    this.addSql(`drop table if exists "glossary_item";`);
  }
}
