import { Migration } from '@mikro-orm/migrations';

/**
 * Source images by domain (ADR 0025): the icon fetched at a domain's first crawl or uploaded by an
 * admin, or only the note of a failed fetch or of an admin's removal, so the crawler neither
 * fetches again on every crawl nor brings back what an admin removed.
 */
export class Migration20261127600000SourceImages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "source_image" (
      "domain" text collate "C" primary key,
      "state" text not null check ("state" in ('stored', 'failed', 'removed')),
      "origin" text null check ("origin" in ('fetched', 'uploaded')),
      "content_type" text null,
      "bytes" bytea null check (octet_length("bytes") <= 524288),
      "fetched_from" text null,
      "failure" text null,
      "updated_at" timestamptz not null,
      check (("state" = 'stored') = ("bytes" is not null and "content_type" is not null and "origin" is not null))
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "source_image";');
  }
}
