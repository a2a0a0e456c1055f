import { Migration } from '@mikro-orm/migrations';

// Frozen at the time of this migration (the drift test compares the entity with the database).
const PUNCTUATION = `!"#$%&()*+,-./:;<=>?@[\\]^_\`{|}~`;
const SPACES = ' '.repeat(PUNCTUATION.length);
const CONFIG = `case "language" when 'en' then 'newsdesk_english'::regconfig when 'de' then 'newsdesk_german'::regconfig when 'fr' then 'newsdesk_french'::regconfig else 'simple'::regconfig end`;
const STEMMED = `newsdesk_text_vector(${CONFIG}, "title", "body", "associated_text")`;
const EXACT = `newsdesk_text_vector('simple'::regconfig, "title", "body", "associated_text")`;
// before: the texts joined by spaces, so positions ran on from one text into the next
const OLD_TEXT = `translate(coalesce("title", '') || ' ' || coalesce("body", '') || ' ' || coalesce("associated_plain", ''), '${PUNCTUATION.replaceAll("'", "''")}', '${SPACES}')`;
const OLD_STEMMED = `to_tsvector(${CONFIG}, ${OLD_TEXT})`;
const OLD_EXACT = `to_tsvector('simple'::regconfig, ${OLD_TEXT})`;

/**
 * A phrase never spans two texts (percolation = search, percolation-equals-search.int.test.ts): core
 * tokenises the title, the body and each PDF text separately, and PostgreSQL's vectors now leave a
 * one-position gap between them. `tsvector || tsvector` shifts the right vector past the left's
 * last position, so a marker lexeme placed there and deleted afterwards leaves the gap; the marker
 * contains a space, which no parsed token can. Lexemes are unchanged (term_day_count stays exact).
 */
export class Migration20261122920000TextGaps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function newsdesk_text_vector(config regconfig, title text, body text, associated jsonb) returns tsvector
language plpgsql immutable parallel safe as $fn$
declare
  gap constant tsvector := $gap$'newsdesk gap':1$gap$::tsvector;
  vector tsvector := to_tsvector(config, translate(coalesce(title, ''), '${PUNCTUATION.replaceAll("'", "''")}', '${SPACES}'));
  part text;
begin
  vector := vector || gap || to_tsvector(config, translate(coalesce(body, ''), '${PUNCTUATION.replaceAll("'", "''")}', '${SPACES}'));
  if jsonb_typeof(associated) = 'array' then
    for part in select jsonb_array_elements_text(associated) loop
      vector := vector || gap || to_tsvector(config, translate(part, '${PUNCTUATION.replaceAll("'", "''")}', '${SPACES}'));
    end loop;
  end if;
  return ts_delete(vector, 'newsdesk gap');
end
$fn$;`);
    this.replaceVectors(STEMMED, EXACT);
  }

  override async down(): Promise<void> {
    this.replaceVectors(OLD_STEMMED, OLD_EXACT);
    this.addSql(`drop function if exists newsdesk_text_vector(regconfig, text, text, jsonb);`);
  }

  private replaceVectors(stemmed: string, exact: string): void {
    this.addSql(`drop index if exists "news_document_tsv_stemmed_index";`);
    this.addSql(`drop index if exists "news_document_tsv_exact_index";`);
    this.addSql(`alter table "news_document" drop column "tsv_stemmed", drop column "tsv_exact";`);
    this.addSql(
      `alter table "news_document" add column "tsv_stemmed" tsvector generated always as (${stemmed}) stored null, add column "tsv_exact" tsvector generated always as (${exact}) stored null;`,
    );
    this.addSql(`create index "news_document_tsv_stemmed_index" on "news_document" using gin ("tsv_stemmed");`);
    this.addSql(`create index "news_document_tsv_exact_index" on "news_document" using gin ("tsv_exact");`);
  }
}
