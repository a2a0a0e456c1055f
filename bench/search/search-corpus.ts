import type { MikroORM } from '@mikro-orm/postgresql';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { PostgresTermDayCounts } from '@newsdesk/adapters/postgres/search/postgres-term-day-counts';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { keptDatabase, type KeptDatabase } from '../support/kept-database';

export interface CorpusMarker {
  count: number;
  seed: number;
  /** The generator's `now`: every document was acquired in the 30 days before it. */
  now: string;
  loadSeconds: number;
}

/** Secondary indexes of the loaded tables (constraints such as primary keys stay). */
const SECONDARY_INDEXES = `select indexname, indexdef from pg_indexes i
  where schemaname = 'public' and tablename in ('news_document', 'document_entity')
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;

const run = (orm: MikroORM, sql: string) => orm.em.fork().getConnection().execute(sql);

/**
 * The generated corpus of `count` documents in an embedded PostgreSQL kept under
 * `.newsdesk/bench/search-<count>` (see keptDatabase for --keep / --reuse). Every secondary
 * index, the migrations' search indexes included, is dropped for the COPY and built once after
 * it: maintaining a trigram or date index row by row would make the load several times slower.
 * A kept corpus that migrations rewrote (an UPDATE of every row) is vacuumed before measuring;
 * its rows then sit at the table's end, behind a gigabyte of empty pages, which a live system
 * would not have: `cluster news_document using news_document_first_acquisition_date_index`
 * restores the shape (about 10 minutes on 1,000,000 documents).
 */
export const openSearchCorpus = async (count: number, seed = 1): Promise<KeptDatabase<CorpusMarker>> => {
  const db = await keptDatabase<CorpusMarker>(`search-${count}`, (fresh) => loadCorpus(fresh.url, fresh.orm, count, seed));
  const [dead] = await db.orm.em
    .fork()
    .execute<{ dead: string; live: string }[]>(
      `select n_dead_tup as dead, n_live_tup as live from pg_stat_user_tables where relname = 'news_document'`,
    );
  if (db.migratedOnReuse.length || Number(dead?.dead ?? 0) > Number(dead?.live ?? 0) / 10) {
    // a migration that updated every row leaves a million dead tuples behind: vacuum as autovacuum would, before measuring
    process.stdout.write(
      `  kept corpus changed (migrations: ${db.migratedOnReuse.join(', ') || 'none'}, dead rows: ${dead?.dead}); vacuuming\n`,
    );
    await run(db.orm, 'vacuum (analyze) news_document');
    await run(db.orm, 'vacuum (analyze) document_entity');
    // a migration may rebuild the stored counts (the word hours for a month did): fresh statistics, as autovacuum would give
    for (const table of ['term_day_count', 'term_hour_count', 'attention_hour_count']) await run(db.orm, `vacuum (analyze) ${table}`);
  }
  return db;
};

const loadCorpus = async (url: string, orm: MikroORM, count: number, seed: number): Promise<CorpusMarker> => {
  const now = new Date();
  const started = performance.now();
  const indexes = await orm.em.fork().execute<{ indexname: string; indexdef: string }[]>(SECONDARY_INDEXES);
  for (const index of indexes) await run(orm, `drop index "${index.indexname}"`);
  let lastPrinted = 0;
  await bulkLoadDocuments(url, generateCorpus({ count, seed, now }), {
    batchSize: 5_000,
    onProgress: (n) => {
      if (n - lastPrinted >= count / 10 || n === count) {
        process.stdout.write(`  loaded ${n.toLocaleString('en')} documents\n`);
        lastPrinted = n;
      }
    },
  });
  await run(orm, `set maintenance_work_mem = '512MB'`);
  // A newsroom's table fills in acquisition order; the generator's dates are shuffled. Clustering
  // on the date gives the loaded corpus the physical order a live installation has.
  const byDate = indexes.find((i) => i.indexname === 'news_document_first_acquisition_date_index');
  if (byDate) {
    await run(orm, byDate.indexdef);
    await run(orm, `cluster news_document using "${byDate.indexname}"`);
  }
  for (const index of indexes.filter((i) => i !== byDate)) {
    const at = performance.now();
    await run(orm, index.indexdef);
    process.stdout.write(`  built ${index.indexname} in ${((performance.now() - at) / 1000).toFixed(0)} s\n`);
  }
  // The stored counts as the frequent-terms job leaves them (one row per word, language and day;
  // per hour, language and source): the load wrote a delta row for each batch of 5,000.
  const compacting = performance.now();
  const removed = await new PostgresTermDayCounts(orm).compact();
  process.stdout.write(
    `  compacted the stored counts (${removed.toLocaleString('en')} delta rows folded) in ${((performance.now() - compacting) / 1000).toFixed(0)} s\n`,
  );
  // Visibility map and statistics, as autovacuum would leave them on a live system.
  await run(orm, 'vacuum (analyze) news_document');
  await run(orm, 'vacuum (analyze) document_entity');
  for (const table of ['term_day_count', 'term_hour_count', 'attention_hour_count']) await run(orm, `vacuum (analyze) ${table}`);
  return { count, seed, now: now.toISOString(), loadSeconds: Math.round((performance.now() - started) / 1000) };
};
