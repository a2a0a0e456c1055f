// Percolating one new document against 10,000 and 100,000 collections (docs/benchmarks.md, "Percolation"), side by side:
// the indexed percolator, the brute-force matcher (the oracle) and PostgreSQL `@@` over stored
// tsqueries. Goal on one core: p95 ≤ 5 ms at 10,000 and ≤ 25 ms at 100,000 collections, and the
// percolator agrees with the oracle on every (document, collection) pair: a disagreement is
// printed and the benchmark exits with 1.
//   npm run bench -- percolation [--sizes 10000,100000] [--documents 2000] [--vocabulary-documents 3000]
//     [--oracle-threads 2] [--postgres-documents 200] [--percolator-only]
import os from 'node:os';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { CollectionPercolator } from '@newsdesk/core/percolation/collection-percolator';
import { arg, benchDatabase } from '../support/bench-database';
import { formatMs, type Latency, latency } from '../support/percentiles';
import { type BenchCollection, benchCollections } from './percolation-collections';
import { percolationDocuments } from './percolation-documents';
import { runOracle } from './percolation-oracle';
import { postgresMatch, storeTsqueries } from './percolation-postgres';

const index = process.argv.indexOf('--sizes');
const sizes = (index >= 0 ? process.argv[index + 1]! : '10000,100000').split(',').map(Number);
const percolated = arg('documents', 2_000);
/** Collections are drawn from the words of many more documents than are percolated, as a newsroom's are. */
const vocabularyDocuments = arg('vocabulary-documents', 3_000);
const oracleThreads = arg('oracle-threads', 2);
/** PostgreSQL `@@` scans every stored query (~0.3 s a document at 100,000): a sample of the documents. */
const postgresDocuments = process.argv.includes('--percolator-only') ? 0 : arg('postgres-documents', 200);
const SHOWN_DISAGREEMENTS = 20;

const now = new Date();
const { source, documents: pool } = await percolationDocuments(Math.ceil(Math.max(vocabularyDocuments, percolated) / 3), now);
// evenly spread over the pool, so every language is percolated
const documents = Array.from({ length: Math.min(percolated, pool.length) }, (_, k) => pool[Math.floor((k * pool.length) / percolated)]!);
const meanChars = documents.reduce((n, d) => n + d.document.documentBody.length, 0) / documents.length;
console.log(
  `documents: ${documents.length} percolated of ${pool.length} whose words the collections use (${source}), mean body ${Math.round(meanChars).toLocaleString('en')} characters`,
);
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * Wall time and this thread's CPU time per item. On the shared development machine other work
 * takes the cores away now and then: CPU time is what one core spends, wall time what a caller
 * waits.
 */
const timeEach = <T>(items: readonly T[], run: (item: T) => unknown) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const item of items) {
    const t = performance.now();
    const c = process.cpuUsage();
    run(item);
    const used = process.cpuUsage(c);
    wall.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
};
const row = (name: string, l: Latency, extra = '') =>
  console.log(
    `  ${name.padEnd(34)} p50 ${formatMs(l.p50).padStart(7)} ms   p95 ${formatMs(l.p95).padStart(7)} ms   max ${formatMs(l.max).padStart(7)} ms   (${l.samples} documents)${extra}`,
  );

/** Compares the percolator's matches with the oracle's, pair by pair; prints the first disagreements. */
const compare = (collections: readonly BenchCollection[], percolator: readonly Int32Array[], oracle: readonly Int32Array[]) => {
  let misses = 0;
  let falseMatches = 0;
  const show = (what: string, d: DocumentRecord, c: number) => {
    if (misses + falseMatches > SHOWN_DISAGREEMENTS) return;
    const { id, search } = collections[c]!;
    console.log(
      `  DISAGREEMENT ${what}: document ${d.id} (${d.language}, "${(d.document.documentTitle || d.document.documentBody).slice(0, 60)}") collection ${id} ${JSON.stringify(search)}`,
    );
  };
  documents.forEach((d, i) => {
    const got = percolator[i]!;
    const expected = oracle[i]!;
    let g = 0;
    let e = 0;
    while (g < got.length || e < expected.length) {
      if (e < expected.length && (g >= got.length || expected[e]! < got[g]!)) {
        misses++;
        show('miss (the oracle matches, the percolator does not)', d, expected[e++]!);
      } else if (g < got.length && (e >= expected.length || got[g]! < expected[e]!)) {
        falseMatches++;
        show('false match (the percolator matches, the oracle does not)', d, got[g++]!);
      } else {
        g++;
        e++;
      }
    }
  });
  return { misses, falseMatches };
};

let disagreements = 0;
const db = postgresDocuments > 0 ? await benchDatabase() : null;
try {
  if (db) await bulkLoadDocuments(db.url, documents.slice(0, postgresDocuments));
  for (const size of sizes) {
    const collections = benchCollections(pool, size);
    const position = new Map(collections.map((c, i) => [c.id, i]));
    console.log(`\n${size.toLocaleString('en')} collections`);

    const built = performance.now();
    const percolator = new CollectionPercolator();
    for (const c of collections) percolator.upsert(c);
    const heap = process.memoryUsage().heapUsed;
    console.log(
      `  percolator built in ${Math.round(performance.now() - built).toLocaleString('en')} ms (heap ${Math.round(heap / 2 ** 20)} MB)`,
    );

    // warm-up round: the stem caches and the JIT, as in a running worker
    for (const d of documents) percolator.match(d, now);
    const matched: Int32Array[] = [];
    const indexed = timeEach(documents, (d) => matched.push(Int32Array.from(percolator.match(d, now), (id) => position.get(id)!).sort()));
    const mean = matched.reduce((n, m) => n + m.length, 0) / matched.length;
    row('indexed percolator', latency(indexed.wall), `, mean ${mean.toFixed(1)} matches, ${load()}`);
    row('  same, CPU time of the thread', latency(indexed.cpu));

    if (!process.argv.includes('--percolator-only')) {
      const started = performance.now();
      let reported = 0;
      const oracle = await runOracle(collections, documents, now, oracleThreads, (done) => {
        // a line per tenth: at 100,000 collections on a busy machine the oracle takes many minutes
        if (done * 10 < (reported + 1) * documents.length) return;
        reported = Math.floor((done * 10) / documents.length);
        console.log(
          `  oracle: ${done} of ${documents.length} documents after ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()}`,
        );
      });
      const seconds = (performance.now() - started) / 1000;
      const { misses, falseMatches } = compare(collections, matched, oracle);
      disagreements += misses + falseMatches;
      console.log(
        `  oracle (matchesCollection's semantics, every collection, ${oracleThreads} threads): ${documents.length.toLocaleString('en')} documents × ${size.toLocaleString('en')} collections = ${(documents.length * size).toLocaleString('en')} pairs compared in ${seconds.toFixed(0)} s (${((seconds * 1000 * Math.min(oracleThreads, documents.length)) / documents.length).toFixed(0)} ms a document on one thread, ${load()})`,
      );
      console.log(`  misses ${misses}, false matches ${falseMatches}`);
    }

    if (db) {
      const sample = documents.slice(0, postgresDocuments);
      const stored = await storeTsqueries(db.orm, collections);
      for (const d of sample.slice(0, 5)) await postgresMatch(db.orm, d.id, d.language);
      const pg: number[] = [];
      for (const d of sample) {
        const t = performance.now();
        await postgresMatch(db.orm, d.id, d.language);
        pg.push(performance.now() - t);
      }
      row(`PostgreSQL @@ (${Math.round((stored / size) * 100)} % as tsquery)`, latency(pg));
    }
  }
} finally {
  await db?.stop();
}
if (disagreements > 0) {
  console.error(`\nthe percolator and the oracle disagree on ${disagreements} (document, collection) pairs`);
  process.exitCode = 1;
}
