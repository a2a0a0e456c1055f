import { Migration } from '@mikro-orm/migrations';

/**
 * Percolation: durable matches of new documents with collections, and which documents
 * have been percolated. Documents that exist when this runs count as percolated: a deployment
 * must not alert on its archive.
 */
export class Migration20261122100000Percolation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "collection_match" ("collection_id" uuid not null, "document_id" uuid not null, "story_id" uuid not null, "is_original" boolean not null, "matched_at" timestamptz not null, primary key ("collection_id", "document_id"));`,
    );
    this.addSql(`create index "collection_match_document_id_index" on "collection_match" ("document_id");`);
    this.addSql(
      `create index "collection_match_collection_id_matched_at_index" on "collection_match" ("collection_id", "matched_at" desc);`,
    );
    // A default evaluated once is stored as the column's missing value: no rewrite of a large table
    // (an update of every row took 20 minutes on 1,000,000 documents and doubled the table).
    this.addSql(`alter table "news_document" add column "percolated_at" timestamptz null default now();`);
    this.addSql(`alter table "news_document" alter column "percolated_at" drop default;`);
    // the worker's queue: small, because only new documents are unpercolated
    this.addSql(
      `create index "news_document_unpercolated_index" on "news_document" ("first_acquisition_date") where "percolated_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "news_document_unpercolated_index";`);
    this.addSql(`alter table "news_document" drop column if exists "percolated_at";`);
    this.addSql(`drop table if exists "collection_match";`);
  }
}
