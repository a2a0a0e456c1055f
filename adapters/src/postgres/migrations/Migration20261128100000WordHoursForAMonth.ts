import { Migration } from '@mikro-orm/migrations';
import { termCountTriggerFunctions } from './Migration20261127600000ExactWordDayCounts';

/** Documents of the last 33 days write hour rows; compaction keeps 34 days, reads stay within 32. */
const WINDOW = `interval '33 days'`;
const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;

/**
 * Per-hour word counts for a month instead of three days (ADR 0023, third addendum): the attention
 * chart of one word by Zurich day and language over a month sums the month's stored hours, which
 * fall wholly into Zurich days, instead of moving each stored UTC day's last hour or two to the
 * next Zurich day on the documents (a frequent word's index read of about 100 ms at 1,000,000
 * documents). Live ingestion wrote hour rows already; only imports of older documents write more.
 * The hours are rebuilt from the documents, since compaction dropped those older than four days.
 */
export class Migration20261128100000WordHoursForAMonth extends Migration {
  override async up(): Promise<void> {
    for (const sql of termCountTriggerFunctions(true, WINDOW)) this.addSql(sql);
    this.addSql('delete from term_hour_count;');
    this.addSql(
      `insert into term_hour_count (lexeme, language, hour, documents) select l, d.language, ${HOUR}, count(*)::int from news_document d, unnest(tsvector_to_array(d.tsv_stemmed)) l where d.first_acquisition_date >= now() - ${WINDOW} group by 1, 2, 3;`,
    );
    // the planner's statistics describe three days of hours until autovacuum comes by
    this.addSql('analyze term_hour_count;');
  }

  override async down(): Promise<void> {
    for (const sql of termCountTriggerFunctions(true)) this.addSql(sql);
    this.addSql(`delete from term_hour_count where hour < now() - interval '4 days';`);
  }
}
