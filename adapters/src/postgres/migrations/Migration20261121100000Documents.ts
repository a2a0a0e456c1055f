import { Migration } from '@mikro-orm/migrations';

/** Documents with their search vectors, entities and revisions; feed sources; topics. */
export class Migration20261121100000Documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "document_entity" ("document_id" uuid not null, "kind" varchar(16) not null, "name" varchar(200) not null, "method" varchar(16) not null, primary key ("document_id", "kind", "name"));`,
    );
    this.addSql(`create index "document_entity_kind_name_index" on "document_entity" ("kind", "name");`);
    this.addSql(
      `create table "document_revision" ("id" bigserial primary key, "document_id" uuid not null, "changed_at" timestamptz not null, "previous_title" text not null, "previous_body" text not null, "previous_content_hash" varchar(16) not null);`,
    );
    this.addSql(`create index "document_revision_document_id_index" on "document_revision" ("document_id");`);
    this.addSql(
      `create table "feed_source" ("id" uuid not null, "name" varchar(200) not null, "url" text not null, "domain" varchar(255) not null, "interval_minutes" int not null, "enabled" boolean not null, "concurrency" int not null, "etag" text null, "last_modified" varchar(64) null, "last_fetch_at" timestamptz null, "last_success_at" timestamptz null, "last_item_count" int not null, "last_new_count" int not null, "last_error" text null, "consecutive_failures" int not null, "paused" boolean not null, "paused_reason" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "feed_source" add constraint "feed_source_url_unique" unique ("url");`);
    this.addSql(
      `create table "news_document" ("id" uuid not null, "canonical_url" text not null, "url" text not null, "content_hash" varchar(16) not null, "simhash" bigint not null, "source_id" uuid null, "domain" varchar(255) not null, "title" text not null, "body" text not null, "associated_text" jsonb not null, "associated_plain" text not null, "publication_date" timestamptz null, "first_acquisition_date" timestamptz not null, "language" varchar(5) not null, "story_id" uuid not null, "is_original" boolean not null, "categories" text[] not null, "concepts" jsonb not null, "tsv_stemmed" tsvector generated always as (to_tsvector(case "language" when 'en' then 'english'::regconfig when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig else 'simple'::regconfig end, coalesce("title", '') || ' ' || coalesce("body", '') || ' ' || coalesce("associated_plain", ''))) stored null, "tsv_exact" tsvector generated always as (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("body", '') || ' ' || coalesce("associated_plain", ''))) stored null, primary key ("id"));`,
    );
    this.addSql(`alter table "news_document" add constraint "news_document_canonical_url_unique" unique ("canonical_url");`);
    this.addSql(`create index "news_document_first_acquisition_date_index" on "news_document" ("first_acquisition_date");`);
    this.addSql(`create index "news_document_publication_date_index" on "news_document" ("publication_date");`);
    this.addSql(`create index "news_document_story_id_index" on "news_document" ("story_id");`);
    this.addSql(`create index "news_document_content_hash_index" on "news_document" ("content_hash");`);
    this.addSql(`create index "news_document_domain_index" on "news_document" ("domain");`);
    this.addSql(`create index "news_document_tsv_stemmed_index" on "news_document" using gin ("tsv_stemmed");`);
    this.addSql(`create index "news_document_tsv_exact_index" on "news_document" using gin ("tsv_exact");`);
    this.addSql(
      `create table "topic" ("id" varchar(63) not null, "name" varchar(200) not null, "parent_id" varchar(63) null, "keywords" text[] not null, "entities" text[] not null, primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['document_entity', 'document_revision', 'news_document', 'feed_source', 'topic'])
      this.addSql(`drop table if exists "${table}";`);
  }
}
