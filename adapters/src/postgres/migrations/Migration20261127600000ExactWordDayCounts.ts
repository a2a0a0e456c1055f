import { Migration } from '@mikro-orm/migrations';

const DAY = `(d.first_acquisition_date at time zone 'UTC')::date`;
const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;
/** How old a document may be for its hour rows, when this migration ran (a later one widened it). */
const WINDOW = `interval '72 hours'`;

/**
 * The words of a document row `d` for the per-day rows: its stemmed lexemes, and (with `exact`)
 * its unstemmed lexemes marked with a leading `=`, which no lexeme has (tokens are letters,
 * digits and marks only: core/src/search/term-matching.ts).
 */
const words = (exact: boolean) =>
  exact
    ? `lateral (select unnest(tsvector_to_array(d.tsv_stemmed)) union all select '=' || unnest(tsvector_to_array(d.tsv_exact))) w(l)`
    : `unnest(tsvector_to_array(d.tsv_stemmed)) l`;

/**
 * The +n (or −n) day rows (and, for recent documents, stemmed hour rows) of a transition table;
 * with `byDomain` the hour rows are per source domain too (Migration20261128200000WordHoursBySource).
 */
const deltas = (table: string, sign: '' | '-', exact: boolean, window: string, byDomain: boolean) => `
  insert into term_day_count (lexeme, language, day, documents)
    select l, d.language, ${DAY}, ${sign}count(*)::int
      from ${table} d, ${words(exact)}
     group by 1, 2, 3;
  insert into term_hour_count (lexeme, language, ${byDomain ? 'domain, ' : ''}hour, documents)
    select l, d.language, ${byDomain ? 'd.domain, ' : ''}${HOUR}, ${sign}count(*)::int
      from ${table} d, unnest(tsvector_to_array(d.tsv_stemmed)) l
     where d.first_acquisition_date >= now() - ${window}
     group by 1, 2, 3${byDomain ? ', 4' : ''};`;

const CHANGED = (side: 'o' | 'n', exact: boolean, byDomain: boolean) => {
  const columns = (t: string) =>
    `(${t}.tsv_stemmed, ${exact ? `${t}.tsv_exact, ` : ''}${t}.language, ${byDomain ? `${t}.domain, ` : ''}${t}.first_acquisition_date)`;
  return `(select ${side}.* from old_documents o join new_documents n using (id) where ${columns('o')} is distinct from ${columns('n')})`;
};

/**
 * The statement triggers' functions that write the word counts; `window` is how old a document may
 * be for its hour rows (Migration20261128100000WordHoursForAMonth widens it), `byDomain` whether
 * the hour rows carry the source domain (Migration20261128200000WordHoursBySource).
 */
export const termCountTriggerFunctions = (exact: boolean, window = WINDOW, byDomain = false) => [
  `create or replace function newsdesk_term_days_inserted() returns trigger language plpgsql as $$ begin ${deltas('new_documents', '', exact, window, byDomain)} return null; end $$;`,
  `create or replace function newsdesk_term_days_deleted() returns trigger language plpgsql as $$ begin ${deltas('old_documents', '-', exact, window, byDomain)} return null; end $$;`,
  `create or replace function newsdesk_term_days_updated() returns trigger language plpgsql as $$ begin ${deltas(CHANGED('o', exact, byDomain), '-', exact, window, byDomain)} ${deltas(CHANGED('n', exact, byDomain), '', exact, window, byDomain)} return null; end $$;`,
];

/**
 * Documents per UNSTEMMED word and day, beside the stemmed ones in term_day_count (rows whose
 * lexeme is `=` + the exact lexeme; TermDayCountRow). A prefix search (`cont*`) matches every
 * document holding a word that starts with the prefix, so the stored count of any one such word
 * is a lower bound of its total: when one word alone reaches the cap over the whole days of the
 * range, the capped count is known without reading a document (docs/benchmarks.md, "Search").
 * The same statement triggers fill them; compaction folds them like the stemmed rows. A pattern
 * index over the marked rows finds the words of a prefix whatever the database's collation.
 */
export class Migration20261127600000ExactWordDayCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into term_day_count (lexeme, language, day, documents) select '=' || l, d.language, ${DAY}, count(*)::int from news_document d, unnest(tsvector_to_array(d.tsv_exact)) l group by 1, 2, 3;`,
    );
    this.addSql(
      `create index "term_day_count_exact_word_index" on "term_day_count" ("lexeme" text_pattern_ops, "day") include ("language", "documents") where lexeme like '=%';`,
    );
    for (const sql of termCountTriggerFunctions(true)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of termCountTriggerFunctions(false)) this.addSql(sql);
    this.addSql(`drop index if exists "term_day_count_exact_word_index";`);
    this.addSql(`delete from term_day_count where lexeme like '=%';`);
  }
}
