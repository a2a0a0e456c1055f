import { Migration } from '@mikro-orm/migrations';

/**
 * Suggestions by any word of a name, ranked by recent documents, and every source domain with its
 * document count (ADR 0020). All three are filled by the suggestion refresh (ADR 0006), which the
 * worker runs at start while `frequent_entity_word` is empty: no table is rewritten here, so the
 * migration is instant on any archive size.
 */
export class Migration20261127100000SuggestionWords extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "frequent_entity" add column "recent_documents" int not null default 0;`);
    this.addSql(`alter table "topic_count" add column "recent_documents" int not null default 0;`);
    this.addSql(
      `create table "frequent_entity_word" ("word" varchar(200) not null, "kind" varchar(16) not null, "name" varchar(200) not null, "words" varchar(400) not null, "documents" int not null, "recent_documents" int not null, primary key ("word", "kind", "name"));`,
    );
    // a typed prefix reads one range of this index, its ranking columns included (an index-only scan)
    this.addSql(
      `create index "frequent_entity_word_prefix_index" on "frequent_entity_word" ("word" varchar_pattern_ops) include ("kind", "name", "recent_documents", "documents");`,
    );
    this.addSql(
      `create table "source_count" ("domain" varchar(255) not null, "documents" int not null, "refreshed_at" timestamptz not null, primary key ("domain"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "source_count";`);
    this.addSql(`drop table if exists "frequent_entity_word";`);
    this.addSql(`alter table "topic_count" drop column if exists "recent_documents";`);
    this.addSql(`alter table "frequent_entity" drop column if exists "recent_documents";`);
  }
}
