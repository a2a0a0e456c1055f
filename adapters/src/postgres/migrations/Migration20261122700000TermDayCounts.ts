import { Migration } from '@mikro-orm/migrations';

const DAY = `(first_acquisition_date at time zone 'UTC')::date`;

/** The +n (or −n) rows of the documents of a transition table, by lexeme, language and day. */
const deltas = (table: string, sign: '' | '-') =>
  `insert into term_day_count (lexeme, language, day, documents)
     select l, d.language, (d.first_acquisition_date at time zone 'UTC')::date, ${sign}count(*)::int
       from ${table} d, unnest(tsvector_to_array(d.tsv_stemmed)) l
      group by 1, 2, 3;`;

/**
 * Exact document counts per stemmed word and day (TermDayCountRow). Statement-level triggers with
 * transition tables add one aggregated delta per statement, so a COPY of 1,000 documents costs one
 * grouped insert, and concurrent writers never wait for each other on a shared counter row.
 */
export class Migration20261122700000TermDayCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "term_day_count" ("id" bigserial primary key, "lexeme" text not null, "language" varchar(5) not null, "day" date not null, "documents" int not null);`,
    );
    this.addSql(
      `insert into term_day_count (lexeme, language, day, documents) select l, language, ${DAY}, count(*)::int from news_document, unnest(tsvector_to_array(tsv_stemmed)) l group by 1, 2, 3;`,
    );
    this.addSql(`create index "term_day_count_lexeme_day_index" on "term_day_count" ("lexeme", "day") include ("language", "documents");`);
    this.addSql(
      `create function newsdesk_term_days_inserted() returns trigger language plpgsql as $$ begin ${deltas('new_documents', '')} return null; end $$;`,
    );
    this.addSql(
      `create function newsdesk_term_days_deleted() returns trigger language plpgsql as $$ begin ${deltas('old_documents', '-')} return null; end $$;`,
    );
    // Only documents whose words, language or day changed: a revision of the text, not a story join.
    this.addSql(`create function newsdesk_term_days_updated() returns trigger language plpgsql as $$ begin
      ${deltas(`(select o.* from old_documents o join new_documents n using (id) where (o.tsv_stemmed, o.language, o.first_acquisition_date) is distinct from (n.tsv_stemmed, n.language, n.first_acquisition_date))`, '-')}
      ${deltas(`(select n.* from old_documents o join new_documents n using (id) where (o.tsv_stemmed, o.language, o.first_acquisition_date) is distinct from (n.tsv_stemmed, n.language, n.first_acquisition_date))`, '')}
      return null; end $$;`);
    this.addSql(
      `create function newsdesk_term_days_truncated() returns trigger language plpgsql as $$ begin delete from term_day_count; return null; end $$;`,
    );
    this.addSql(
      `create trigger news_document_term_days_inserted after insert on news_document referencing new table as new_documents for each statement execute function newsdesk_term_days_inserted();`,
    );
    this.addSql(
      `create trigger news_document_term_days_deleted after delete on news_document referencing old table as old_documents for each statement execute function newsdesk_term_days_deleted();`,
    );
    this.addSql(
      `create trigger news_document_term_days_updated after update on news_document referencing old table as old_documents new table as new_documents for each statement execute function newsdesk_term_days_updated();`,
    );
    this.addSql(
      `create trigger news_document_term_days_truncated after truncate on news_document for each statement execute function newsdesk_term_days_truncated();`,
    );
  }

  override async down(): Promise<void> {
    for (const t of ['inserted', 'deleted', 'updated', 'truncated']) {
      this.addSql(`drop trigger if exists news_document_term_days_${t} on news_document;`);
      this.addSql(`drop function if exists newsdesk_term_days_${t}();`);
    }
    this.addSql(`drop table if exists "term_day_count";`);
  }
}
