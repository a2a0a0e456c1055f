import { Migration } from '@mikro-orm/migrations';

/**
 * Which documents still wait for percolation moves from `news_document.percolated_at` to a narrow
 * queue table (PercolationQueueRow): marking a document percolated was an update of the widest,
 * most indexed table that could never be HOT (a partial index's condition used the column), so
 * every ingested document was written to every index twice and re-checked by the word-count
 * triggers. Documents waiting now are carried over.
 */
export class Migration20261126300000PercolationQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "percolation_queue" ("document_id" uuid not null, "indexed_at" timestamptz not null, constraint "percolation_queue_pkey" primary key ("document_id"));`,
    );
    this.addSql(`create index "percolation_queue_indexed_at_index" on "percolation_queue" ("indexed_at");`);
    this.addSql(
      `insert into "percolation_queue" ("document_id", "indexed_at") select "id", "first_acquisition_date" from "news_document" where "percolated_at" is null;`,
    );
    this.addSql(`drop index if exists "news_document_unpercolated_index";`);
    this.addSql(`alter table "news_document" drop column "percolated_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "news_document" add column "percolated_at" timestamptz null;`);
    this.addSql(
      `update "news_document" set "percolated_at" = "first_acquisition_date" where "id" not in (select "document_id" from "percolation_queue");`,
    );
    this.addSql(
      `create index "news_document_unpercolated_index" on "news_document" ("first_acquisition_date") where "percolated_at" is null;`,
    );
    this.addSql(`drop table "percolation_queue";`);
  }
}
