import { Migration } from '@mikro-orm/migrations';

/**
 * The compaction mark of each word-count table (CountCompactionMarkRow): with the word hours per
 * source domain, folding every kept hour row grew from about 1 s to 7–9 s an hour at 1,000,000
 * documents (ADR 0023, fourth addendum); from the mark on, compaction reads only the keys written
 * since. No row means "from the start", so the first compaction after this migration looks at all.
 */
export class Migration20261128300000CountCompactionMarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "count_compaction_mark" ("count_table" text not null, "compacted_through" bigint not null, constraint "count_compaction_mark_pkey" primary key ("count_table"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "count_compaction_mark";`);
  }
}
