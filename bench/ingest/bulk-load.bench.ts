// Bulk load of the generated corpus with COPY. Goal: ≥ 2,000 documents/s. Then the same corpus
// indexed again from core after an upgrade (search-vector-refresh.ts, ADR 0013).
//   npm run bench -- bulk-load [--count 1000000] [--load-only]  (--load-only: without the refresh)
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { refreshSearchVectors } from '@newsdesk/adapters/postgres/search/search-vector-refresh';
import { execSync } from 'node:child_process';
import { arg, benchDatabase } from '../support/bench-database';

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, 'load average ');

const count = arg('count', 100_000);
const db = await benchDatabase();
try {
  let lastPrinted = 0;
  const result = await bulkLoadDocuments(db.url, generateCorpus({ count, seed: 1 }), {
    batchSize: 5_000,
    deferSearchIndexes: true,
    onProgress: (n) => {
      if (n - lastPrinted >= count / 10 || n === count) {
        process.stdout.write(`  loaded ${n.toLocaleString('en')}\n`);
        lastPrinted = n;
      }
    },
  });
  const size = await db.orm.em.fork().execute<{ size: string }[]>(`select pg_size_pretty(pg_total_relation_size('news_document')) as size`);
  console.log(
    `bulk-load: ${result.documents.toLocaleString('en')} documents in ${result.seconds.toFixed(1)} s = ${Math.round(result.documents / result.seconds).toLocaleString('en')} documents/s (table with indexes: ${size[0]?.size}); ${load()}`,
  );
  if (!process.argv.includes('--load-only')) {
    // as after an upgrade that raised INDEXED_WORDS_VERSION: every stored document indexed again, in the background
    await db.orm.em.fork().execute('update news_document set search_version = 0');
    await db.orm.em.fork().execute('vacuum news_document');
    const started = performance.now();
    const refreshed = await refreshSearchVectors(db.orm.em);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `search vector refresh: ${refreshed.toLocaleString('en')} documents indexed again from core in ${seconds.toFixed(1)} s = ${Math.round(refreshed / seconds).toLocaleString('en')} documents/s; ${load()}`,
    );
  }
} finally {
  await db.stop();
}
