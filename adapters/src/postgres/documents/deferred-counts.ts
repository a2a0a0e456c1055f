import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { HOURS_STORED_FOR } from '../search/term-day-counts';

const DAY = `(d.first_acquisition_date at time zone 'UTC')::date`;
const HOUR = `(date_trunc('hour', d.first_acquisition_date at time zone 'UTC') at time zone 'UTC')`;
const LOADED = 'bulk_loaded_document';
const loaded = `news_document d join ${LOADED} using (id)`;

const RECENT = `d.first_acquisition_date >= now() - interval '${HOURS_STORED_FOR}'`;
const HOURS = 'bulk_loaded_word_hours';

/**
 * The rows news_document's statement triggers write for inserted documents
 * (Migration20261128200000WordHoursBySource, Migration20261127990000AttentionHourCounts), for the
 * documents of this session's bulk load at once. bulk-document-loader.int.test.ts holds the two
 * paths to the same counts.
 *
 * The stemmed words of the last month's documents are grouped once, per word, language, source
 * and hour. Those rows are the hour rows, inserted in the order of the table's index (for a
 * million documents 96 s in all, against 124 s inserted in hash order). Summed into the UTC days
 * they make up, they are also the same documents' stemmed day rows, so those words need no second
 * pass (ADR 0023, fourth addendum). Older documents' stemmed words, and every unstemmed word, are
 * counted per day on the documents as before.
 */
const COUNT_LOADED = [
  `create temporary table ${HOURS} on commit drop as
     select l as lexeme, d.language, d.domain, ${HOUR} as hour, count(*)::int as documents
       from ${loaded}, unnest(tsvector_to_array(d.tsv_stemmed)) l
      where ${RECENT}
      group by 1, 2, 3, 4`,
  `insert into term_hour_count (lexeme, language, domain, hour, documents)
     select lexeme, language, domain, hour, documents from ${HOURS} order by lexeme, hour`,
  `insert into term_day_count (lexeme, language, day, documents)
     select lexeme, language, (hour at time zone 'UTC')::date, sum(documents)::int from ${HOURS} group by 1, 2, 3`,
  `insert into term_day_count (lexeme, language, day, documents)
     select l, d.language, ${DAY}, count(*)::int
       from ${loaded},
            lateral (select unnest(tsvector_to_array(d.tsv_stemmed)) where not (${RECENT})
                     union all select '=' || unnest(tsvector_to_array(d.tsv_exact))) w(l)
      group by 1, 2, 3`,
  `insert into attention_hour_count (hour, language, domain, documents)
     select ${HOUR}, d.language, d.domain, count(*)::int from ${loaded} group by 1, 2, 3`,
];

/**
 * Per-day word counts and attention hours for a large bulk load, counted once at the end instead
 * of by the statement triggers for every batch: the triggers copy each batch into transition
 * tables (every body and search vector) and write a row per word, day and batch, about a third of
 * the load's time and ten times the rows (docs/benchmarks.md, "How the bulk load got there").
 *
 * The triggers are switched off for this session only (`session_replication_role = replica`, which
 * needs a superuser or a grant of that setting): a crashed load cannot leave them off for anyone
 * else. Where the setting is not allowed, the triggers simply run.
 */
export class DeferredCounts {
  private constructor(private readonly clients: readonly pg.Client[]) {}

  /** Defers the counts on every session, or on none (then null). */
  static async start(clients: readonly pg.Client[]): Promise<DeferredCounts | null> {
    try {
      for (const client of clients) await client.query(`set session_replication_role = replica`);
    } catch {
      for (const client of clients) await client.query(`reset session_replication_role`).catch(() => undefined);
      return null;
    }
    for (const client of clients) await client.query(`create temporary table if not exists ${LOADED} (id uuid not null)`);
    return new DeferredCounts(clients);
  }

  /** Notes a batch's documents, in the batch's transaction: they are counted when (and only if) it commits. */
  async note(client: pg.Client, ids: readonly string[]): Promise<void> {
    await pipeline(Readable.from(ids.map((id) => `${id}\n`)), client.query(copyFrom(`copy ${LOADED} (id) from stdin`)));
  }

  /** Counts every committed document of the load, each session its own, and turns the triggers back on. */
  async finish(): Promise<void> {
    await Promise.all(
      this.clients.map(async (client) => {
        await client.query('begin');
        try {
          for (const sql of COUNT_LOADED) await client.query(sql);
          await client.query(`drop table ${LOADED}`);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
        await client.query(`reset session_replication_role`);
      }),
    );
  }
}
