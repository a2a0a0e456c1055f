import { Migration } from '@mikro-orm/migrations';

// Frozen at the time of this migration (the drift test compares the entity with the database).
const CONFIG = `case "language" when 'en' then 'newsdesk_english'::regconfig when 'de' then 'newsdesk_german'::regconfig when 'fr' then 'newsdesk_french'::regconfig else 'simple'::regconfig end`;
const STEMMED = `newsdesk_text_vector(${CONFIG}, "title", "body", "associated_text")`;
const EXACT = `newsdesk_text_vector('simple'::regconfig, "title", "body", "associated_text")`;

/**
 * The search vectors are written by Newsdesk from core's lexemes (ADR 0013), no longer generated
 * by PostgreSQL's parser and Snowball stemmers, which differ between versions (PostgreSQL 15
 * stems `aktuell`, `zuerst`, `Sprecherin` unlike 18) and would give a query another meaning in
 * search than in alerts and highlights.
 *
 * Dropping the expressions keeps every stored vector (no rewrite); `search_version` 0 marks them
 * as PostgreSQL's, and the worker indexes them again from core in the background
 * (search-vector-refresh.ts). New and changed documents are written with the current version.
 */
export class Migration20261126100000SearchVectorsFromCore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "news_document" alter column "tsv_stemmed" drop expression, alter column "tsv_exact" drop expression;`);
    this.addSql(`alter table "news_document" add column "search_version" smallint not null default 0;`);
    // the refresh walks the documents still to do in id order
    this.addSql(`create index "news_document_search_version_index" on "news_document" ("search_version", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "news_document_search_version_index";`);
    this.addSql(`alter table "news_document" drop column "search_version";`);
    this.addSql(`drop index if exists "news_document_tsv_stemmed_index";`);
    this.addSql(`drop index if exists "news_document_tsv_exact_index";`);
    this.addSql(`alter table "news_document" drop column "tsv_stemmed", drop column "tsv_exact";`);
    this.addSql(
      `alter table "news_document" add column "tsv_stemmed" tsvector generated always as (${STEMMED}) stored null, add column "tsv_exact" tsvector generated always as (${EXACT}) stored null;`,
    );
    this.addSql(`create index "news_document_tsv_stemmed_index" on "news_document" using gin ("tsv_stemmed");`);
    this.addSql(`create index "news_document_tsv_exact_index" on "news_document" using gin ("tsv_exact");`);
  }
}
