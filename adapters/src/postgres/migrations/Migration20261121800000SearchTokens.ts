import { Migration } from '@mikro-orm/migrations';

// Frozen at the time of this migration (the drift test compares the entity with the database).
const PUNCTUATION = `!"#$%&()*+,-./:;<=>?@[\\]^_\`{|}~`;
const SPACES = ' '.repeat(PUNCTUATION.length);
const TEXT = `translate(coalesce("title", '') || ' ' || coalesce("body", '') || ' ' || coalesce("associated_plain", ''), '${PUNCTUATION.replaceAll("'", "''")}', '${SPACES}')`;
const STEMMED = `to_tsvector(case "language" when 'en' then 'newsdesk_english'::regconfig when 'de' then 'newsdesk_german'::regconfig when 'fr' then 'newsdesk_french'::regconfig else 'simple'::regconfig end, ${TEXT})`;
const EXACT = `to_tsvector('simple'::regconfig, ${TEXT})`;
const LANGUAGES = [
  ['newsdesk_english', 'english'],
  ['newsdesk_german', 'german'],
  ['newsdesk_french', 'french'],
] as const;

/**
 * PostgreSQL's search now tokenises and stems like core (the one term semantics):
 * - ASCII punctuation separates words, as in core's tokenizer: the default parser would keep
 *   `Wien/Graz` as one file token, `Paris.Les` as a host, `e-mail` as a compound;
 * - the stemmed configurations keep stopwords: core matches `the` or `und` like any other word and
 *   a phrase keeps its middle words (`bank of england`), so PostgreSQL must index them too.
 * Words with digits stay unstemmed (numword → simple), as before.
 */
export class Migration20261121800000SearchTokens extends Migration {
  override async up(): Promise<void> {
    for (const [config, language] of LANGUAGES) {
      this.addSql(`create text search dictionary ${config}_stem (template = snowball, language = ${language});`);
      this.addSql(`create text search configuration ${config} (copy = ${language});`);
      this.addSql(
        `alter text search configuration ${config} alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with ${config}_stem;`,
      );
    }
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
