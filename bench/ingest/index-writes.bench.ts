// Row versions and index entries that ingesting one document writes, live path: the crawler's
// insert (PostgresDocumentRepository) and the percolation worker's claim and record, against 200
// collections. Beside it, the percolation write of the earlier design reproduced on the same
// documents: a `percolated_at` column with its partial index on news_document, set per document
// (Migration20261122100000Percolation; the queue table replaced it in
// Migration20261126300000PercolationQueue). Counts, not timings: PostgreSQL's own statistics.
//   npm run bench -- index-writes [--documents 500]
import pino from 'pino';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { LivePercolator } from '@newsdesk/adapters/percolation/live-percolator';
import { PercolationWorker } from '@newsdesk/adapters/percolation/percolation-worker';
import { PostgresCollectionChanges } from '@newsdesk/adapters/postgres/collections/postgres-collection-changes';
import { PostgresCollectionRepository } from '@newsdesk/adapters/postgres/collections/postgres-collection-repository';
import { PostgresDocumentRepository } from '@newsdesk/adapters/postgres/documents/postgres-document-repository';
import { PgListener } from '@newsdesk/adapters/postgres/listen/pg-listener';
import { execSync } from 'node:child_process';
import { arg, benchDatabase } from '../support/bench-database';

const count = arg('documents', 500);
const TABLES = [
  'news_document',
  'document_entity',
  'percolation_queue',
  'collection_match',
  'term_day_count',
  'term_hour_count',
  'attention_hour_count',
];

interface TableWrites {
  table: string;
  inserted: number;
  updated: number;
  hot: number;
  deleted: number;
  indexes: number;
  ginIndexes: number;
}

const db = await benchDatabase();
const logger = pino({ level: 'silent' });
const query = async <T>(sql: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(sql, params);

/** Writes per table since the last pg_stat_reset(), flushed first (PostgreSQL 15+ keeps them in shared memory). */
const writes = async (): Promise<TableWrites[]> => {
  await query('select pg_stat_force_next_flush()');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const rows = await query<Record<string, string>>(
    `select t.relname as table, t.n_tup_ins as inserted, t.n_tup_upd as updated, t.n_tup_hot_upd as hot, t.n_tup_del as deleted,
            (select count(*) from pg_index i where i.indrelid = t.relid) as indexes,
            (select count(*) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
              where i.indrelid = t.relid and a.amname = 'gin') as "ginIndexes"
       from pg_stat_user_tables t where t.relname = any('{${TABLES.join(',')}}'::text[])`,
  );
  return rows
    .map((r) => ({
      table: r.table!,
      inserted: Number(r.inserted),
      updated: Number(r.updated),
      hot: Number(r.hot),
      deleted: Number(r.deleted),
      indexes: Number(r.indexes),
      ginIndexes: Number(r.ginIndexes),
    }))
    .sort((a, b) => TABLES.indexOf(a.table) - TABLES.indexOf(b.table));
};

/** A row version that is not a HOT update gets an entry in every index of its table (a GIN index: one per key). */
const indexEntries = (w: TableWrites) => (w.inserted + w.updated - w.hot) * w.indexes;

const print = (title: string, rows: TableWrites[]) => {
  console.log(`\n${title}, per ingested document (${count} documents):`);
  console.log(
    `  ${'table'.padEnd(22)} ${'inserts'.padStart(8)} ${'updates'.padStart(8)} ${'HOT'.padStart(6)} ${'deletes'.padStart(8)} ${'indexes'.padStart(8)} ${'index rows'.padStart(11)}`,
  );
  let total = 0;
  for (const w of rows) {
    const entries = indexEntries(w);
    total += entries;
    const per = (n: number) => (n / count).toFixed(2);
    console.log(
      `  ${w.table.padEnd(22)} ${per(w.inserted).padStart(8)} ${per(w.updated).padStart(8)} ${per(w.hot).padStart(6)} ${per(w.deleted).padStart(8)} ${`${w.indexes} (${w.ginIndexes} GIN)`.padStart(8)} ${per(entries).padStart(11)}`,
    );
  }
  console.log(
    `  index rows written in all: ${(total / count).toFixed(1)} per document ("index rows": row versions that are not HOT × the table's indexes)`,
  );
};

try {
  const collections = new PostgresCollectionRepository(db.orm);
  // words of the generated corpus's topics, so documents match as news does: a few collections each
  const words = [
    'bank',
    'inflation',
    'election',
    'vaccine',
    'hospital',
    'match',
    'league',
    'climate',
    'energy',
    'court',
    'Bank',
    'Wahl',
    'banque',
    'élection',
  ];
  for (let i = 0; i < 200; i++)
    await collections.insert(aCollection({ search: aCollectionSearch({ tags: [{ name: words[i % words.length]! }] }) }));
  const changes = new PostgresCollectionChanges(
    () => new PgListener({ connectionString: db.url, applicationName: 'newsdesk-bench-changes' }),
  );
  const percolator = new LivePercolator({ collections, changes, logger });
  await percolator.start();
  const worker = new PercolationWorker({ databaseUrl: db.url, percolator, logger });
  await worker.start();

  const documents = new PostgresDocumentRepository(db.orm);
  const records = [...generateCorpus({ count, seed: 7 })];
  const now = Date.now();
  records.forEach((r, i) => {
    r.document.firstAcquisitionDate = new Date(now - (count - i) * 1_000).toISOString();
  });
  await query('select pg_stat_reset()');
  for (const record of records) await documents.insert(record);
  const deadline = Date.now() + 120_000;
  while (Number((await query<{ n: string }>('select count(*) as n from percolation_queue'))[0]!.n) > 0) {
    if (Date.now() > deadline) throw new Error('percolation did not finish within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await worker.stop();
  await percolator.stop();
  const live = await writes();
  const matches = live.find((w) => w.table === 'collection_match')?.inserted ?? 0;
  print(`Live path: insert, percolation queue, ${(matches / count).toFixed(1)} collection matches a document`, live);

  // the earlier design's percolation write on the same documents: one update of the wide row each
  await query('alter table news_document add column percolated_at timestamptz null');
  await query('create index bench_unpercolated_index on news_document (first_acquisition_date) where percolated_at is null');
  await query('select pg_stat_reset()');
  for (const record of records) await query('update news_document set percolated_at = now() where id = ?', [record.id]);
  const before = await writes();
  print(
    'The earlier percolation mark (news_document.percolated_at with its partial index), alone',
    before.filter((w) => w.inserted + w.updated + w.deleted > 0),
  );
  const liveNews = live.find((w) => w.table === 'news_document')!;
  const queue = live.find((w) => w.table === 'percolation_queue')!;
  const mark = before.find((w) => w.table === 'news_document')!;
  console.log(
    `\nnews_document: ${(indexEntries(liveNews) / count).toFixed(1)} index rows per document now (its insert; percolation adds ${(indexEntries(queue) / count).toFixed(1)} in percolation_queue), where the earlier mark added ${(indexEntries(mark) / count).toFixed(1)} more (${mark.hot} of ${mark.updated} updates HOT)`,
  );
  console.log(
    `load average: ${execSync('uptime')
      .toString()
      .trim()
      .replace(/^.*load average: /, '')}`,
  );
} finally {
  await db.stop();
}
