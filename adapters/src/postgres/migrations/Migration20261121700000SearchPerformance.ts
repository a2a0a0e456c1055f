import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for search on 1,000,000 documents (docs/benchmarks.md, "Search"): a trigram index for
 * contains-wildcards (the text expression is the one query-to-sql.ts filters on, character for
 * character, or the planner cannot use it); for related documents a GIN index of each document's
 * entity names (expression of related-statements.ts: "names all of these" is one intersection in
 * the index) and a (name, document_id) index to count an entity's documents from the index alone.
 */
export class Migration20261121700000SearchPerformance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "news_document_text_trgm_index" on "news_document" using gin ((title || ' ' || body || ' ' || associated_plain) gin_trgm_ops);`,
    );
    this.addSql(`create index "document_entity_name_document_index" on "document_entity" ("name", "document_id");`);
    this.addSql(
      `create index "news_document_entity_names_index" on "news_document" using gin ((jsonb_path_query_array(concepts, '$.*[*].name')) jsonb_path_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "news_document_entity_names_index";`);
    this.addSql(`drop index if exists "document_entity_name_document_index";`);
    this.addSql(`drop index if exists "news_document_text_trgm_index";`);
  }
}
