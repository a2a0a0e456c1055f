import { Migration } from '@mikro-orm/migrations';

/**
 * The best names per short word prefix (ADR 0020): a prefix of 1–5 letters matches tens of
 * thousands of the 400,000 name words of a 200,000-name table, and ranking them per keystroke
 * took 200–700 ms; the refresh ranks them once and a keystroke reads one short index range.
 * Filled by the suggestion refresh; the worker refreshes at start while it is empty. The Sources
 * filter's list without text reads source_count in its order (50 of 20,000 domains: 22 ms by a sort
 * of the whole table under load, an index range instead).
 */
export class Migration20261127300000SuggestionPrefixes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "frequent_entity_prefix" ("prefix" varchar(5) not null, "rank" smallint not null, "kind" varchar(16) not null, "name" varchar(200) not null, "words" varchar(400) not null, "documents" int not null, "recent_documents" int not null, primary key ("prefix", "rank"));`,
    );
    this.addSql(`create index "source_count_documents_index" on "source_count" ("documents" desc, "domain");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "source_count_documents_index";`);
    this.addSql(`drop table if exists "frequent_entity_prefix";`);
  }
}
