import { Migration } from '@mikro-orm/migrations';

/**
 * Precomputed document counts of entity names and topics for as-you-type suggestions (ADR 0006),
 * filled by the same refresh as the frequent terms; the worker refreshes at start while they are empty.
 */
export class Migration20261122400000SuggestionCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "frequent_entity" ("kind" varchar(16) not null, "name" varchar(200) not null, "search_name" varchar(200) not null, "documents" int not null, "refreshed_at" timestamptz not null, primary key ("kind", "name"));`,
    );
    this.addSql(`create index "frequent_entity_search_name_index" on "frequent_entity" ("search_name" varchar_pattern_ops);`);
    this.addSql(
      `create table "topic_count" ("topic_id" varchar(63) not null, "documents" int not null, "refreshed_at" timestamptz not null, primary key ("topic_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "topic_count";`);
    this.addSql(`drop table if exists "frequent_entity";`);
  }
}
