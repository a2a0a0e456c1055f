import { Migration } from '@mikro-orm/migrations';

const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;

/** The +n (or −n) rows of a transition table: one per UTC hour, language and source domain. */
const deltas = (table: string, sign: '' | '-') => `
  insert into attention_hour_count (hour, language, domain, documents)
    select ${HOUR}, d.language, d.domain, ${sign}count(*)::int from ${table} d group by 1, 2, 3;`;

const CHANGED = (side: 'o' | 'n') =>
  `(select ${side}.* from old_documents o join new_documents n using (id) where (o.language, o.domain, o.first_acquisition_date) is distinct from (n.language, n.domain, n.first_acquisition_date))`;

/**
 * Documents per UTC hour, language and source domain (docs/decisions/0023-attention-over-time.md):
 * the attention chart of a search without words reads these instead of every document of its time
 * frame (a month is most of the table). Zurich's offset is whole hours, so its hours and days are
 * sums of UTC hours. Kept like the per-day word counts: statement triggers write delta rows (no
 * row is updated, so concurrent ingestion never waits on a shared counter) and the frequent-terms
 * job folds them (attention-hour-counts.ts).
 */
export class Migration20261127990000AttentionHourCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "attention_hour_count" ("id" bigserial primary key, "hour" timestamptz not null, "language" varchar(5) not null, "domain" varchar(255) not null, "documents" int not null);`,
    );
    this.addSql(
      `insert into attention_hour_count (hour, language, domain, documents) select ${HOUR}, d.language, d.domain, count(*)::int from news_document d group by 1, 2, 3;`,
    );
    this.addSql(
      `create index "attention_hour_count_hour_index" on "attention_hour_count" ("hour") include ("language", "domain", "documents");`,
    );
    const fn = (name: string, body: string) =>
      this.addSql(`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$;`);
    fn('newsdesk_attention_hours_inserted', deltas('new_documents', ''));
    fn('newsdesk_attention_hours_deleted', deltas('old_documents', '-'));
    fn('newsdesk_attention_hours_updated', `${deltas(CHANGED('o'), '-')} ${deltas(CHANGED('n'), '')}`);
    fn('newsdesk_attention_hours_truncated', 'delete from attention_hour_count;');
    this.addSql(
      `create trigger news_document_attention_hours_inserted after insert on news_document referencing new table as new_documents for each statement execute function newsdesk_attention_hours_inserted();`,
    );
    this.addSql(
      `create trigger news_document_attention_hours_deleted after delete on news_document referencing old table as old_documents for each statement execute function newsdesk_attention_hours_deleted();`,
    );
    // PostgreSQL allows no column list with transition tables: CHANGED keeps only rows whose bar moved
    this.addSql(
      `create trigger news_document_attention_hours_updated after update on news_document referencing old table as old_documents new table as new_documents for each statement execute function newsdesk_attention_hours_updated();`,
    );
    this.addSql(
      `create trigger news_document_attention_hours_truncated after truncate on news_document for each statement execute function newsdesk_attention_hours_truncated();`,
    );
  }

  override async down(): Promise<void> {
    for (const event of ['inserted', 'deleted', 'updated', 'truncated']) {
      this.addSql(`drop trigger if exists news_document_attention_hours_${event} on news_document;`);
      this.addSql(`drop function if exists newsdesk_attention_hours_${event}();`);
    }
    this.addSql(`drop table if exists "attention_hour_count";`);
  }
}
