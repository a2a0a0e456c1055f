import { Migration } from '@mikro-orm/migrations';

/** Frequent words of recent documents for as-you-type suggestions (ADR 0006), filled by a periodic refresh. */
export class Migration20261121600000FrequentTerms extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "frequent_term" ("search_term" varchar(100) not null, "term" varchar(100) not null, "documents" int not null, "refreshed_at" timestamptz not null, primary key ("search_term"));`,
    );
    this.addSql(`create index "frequent_term_search_term_index" on "frequent_term" ("search_term" varchar_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "frequent_term";`);
  }
}
