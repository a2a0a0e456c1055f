import { Migration } from '@mikro-orm/migrations';
import { termCountTriggerFunctions } from './Migration20261127600000ExactWordDayCounts';

/** The same window as Migration20261128100000WordHoursForAMonth: documents of the last 33 days write hour rows. */
const WINDOW = `interval '33 days'`;
const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;

/**
 * Per-hour word counts per source domain as well as per language (ADR 0023, fourth addendum): the
 * attention chart of one word split by source over a month sums the stored hours like the split
 * by language, instead of grouping every match on the heap (over a second for a frequent word at
 * 1,000,000 documents). Totals and the language split sum the domains. The hours are rebuilt from
 * the documents; the index covers the domain so that reads stay index-only.
 */
export class Migration20261128200000WordHoursBySource extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "term_hour_count" add column "domain" varchar(255) not null default '';`);
    this.addSql(`alter table "term_hour_count" alter column "domain" drop default;`);
    this.addSql('delete from term_hour_count;');
    this.addSql(`drop index if exists "term_hour_count_lexeme_hour_index";`);
    this.addSql(
      `insert into term_hour_count (lexeme, language, domain, hour, documents) select l, d.language, d.domain, ${HOUR}, count(*)::int from news_document d, unnest(tsvector_to_array(d.tsv_stemmed)) l where d.first_acquisition_date >= now() - ${WINDOW} group by 1, 2, 3, 4;`,
    );
    this.addSql(
      `create index "term_hour_count_lexeme_hour_index" on "term_hour_count" ("lexeme", "hour") include ("language", "domain", "documents");`,
    );
    for (const sql of termCountTriggerFunctions(true, WINDOW, true)) this.addSql(sql);
    this.addSql('analyze term_hour_count;');
  }

  override async down(): Promise<void> {
    for (const sql of termCountTriggerFunctions(true, WINDOW)) this.addSql(sql);
    this.addSql(`drop index if exists "term_hour_count_lexeme_hour_index";`);
    this.addSql(
      `create temporary table folded_term_hours on commit drop as select lexeme, language, hour, sum(documents)::int as documents from term_hour_count group by 1, 2, 3 having sum(documents) <> 0;`,
    );
    this.addSql('delete from term_hour_count;');
    this.addSql(`alter table "term_hour_count" drop column "domain";`);
    this.addSql('insert into term_hour_count (lexeme, language, hour, documents) select * from folded_term_hours;');
    this.addSql(
      `create index "term_hour_count_lexeme_hour_index" on "term_hour_count" ("lexeme", "hour") include ("language", "documents");`,
    );
  }
}
