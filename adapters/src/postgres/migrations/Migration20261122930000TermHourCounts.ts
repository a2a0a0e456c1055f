import { Migration } from '@mikro-orm/migrations';

/** Hours of the recent past are counted: a document counts when its hour is at most this old at the statement. */
const WINDOW = `interval '72 hours'`;
const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;

/** The +n (or −n) day rows and, for recent documents, hour rows of a transition table. */
const deltas = (table: string, sign: '' | '-') => `
  insert into term_day_count (lexeme, language, day, documents)
    select l, d.language, (d.first_acquisition_date at time zone 'UTC')::date, ${sign}count(*)::int
      from ${table} d, unnest(tsvector_to_array(d.tsv_stemmed)) l
     group by 1, 2, 3;
  insert into term_hour_count (lexeme, language, hour, documents)
    select l, d.language, ${HOUR}, ${sign}count(*)::int
      from ${table} d, unnest(tsvector_to_array(d.tsv_stemmed)) l
     where d.first_acquisition_date >= now() - ${WINDOW}
     group by 1, 2, 3;`;

const CHANGED = (side: 'o' | 'n') =>
  `(select ${side}.* from old_documents o join new_documents n using (id) where (o.tsv_stemmed, o.language, o.first_acquisition_date) is distinct from (n.tsv_stemmed, n.language, n.first_acquisition_date))`;

/**
 * Per-hour word counts of the last three days (TermHourCountRow), beside the per-day ones: a
 * search of the past 24 hours holds no whole UTC day, so it was still counted on the documents
 * (40–145 ms on 1,000,000); with whole hours stored only its two partial hours are. The same
 * statement triggers write both (documents of the last 72 hours also per hour); searches use the
 * hours only for ranges within the last 48, so every hour they read is complete; compaction drops
 * older hours.
 */
export class Migration20261122930000TermHourCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "term_hour_count" ("id" bigserial primary key, "lexeme" text not null, "language" varchar(5) not null, "hour" timestamptz not null, "documents" int not null);`,
    );
    this.addSql(
      `insert into term_hour_count (lexeme, language, hour, documents) select l, d.language, ${HOUR}, count(*)::int from news_document d, unnest(tsvector_to_array(d.tsv_stemmed)) l where d.first_acquisition_date >= now() - ${WINDOW} group by 1, 2, 3;`,
    );
    this.addSql(
      `create index "term_hour_count_lexeme_hour_index" on "term_hour_count" ("lexeme", "hour") include ("language", "documents");`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_inserted() returns trigger language plpgsql as $$ begin ${deltas('new_documents', '')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_deleted() returns trigger language plpgsql as $$ begin ${deltas('old_documents', '-')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_updated() returns trigger language plpgsql as $$ begin ${deltas(CHANGED('o'), '-')} ${deltas(CHANGED('n'), '')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_truncated() returns trigger language plpgsql as $$ begin delete from term_day_count; delete from term_hour_count; return null; end $$;`,
    );
  }

  override async down(): Promise<void> {
    const dayDeltas = (table: string, sign: '' | '-') => deltas(table, sign).split('insert into term_hour_count')[0];
    this.addSql(
      `create or replace function newsdesk_term_days_inserted() returns trigger language plpgsql as $$ begin ${dayDeltas('new_documents', '')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_deleted() returns trigger language plpgsql as $$ begin ${dayDeltas('old_documents', '-')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_updated() returns trigger language plpgsql as $$ begin ${dayDeltas(CHANGED('o'), '-')} ${dayDeltas(CHANGED('n'), '')} return null; end $$;`,
    );
    this.addSql(
      `create or replace function newsdesk_term_days_truncated() returns trigger language plpgsql as $$ begin delete from term_day_count; return null; end $$;`,
    );
    this.addSql(`drop table if exists "term_hour_count";`);
  }
}
