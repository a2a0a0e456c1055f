// Bulk load of the generated corpus with COPY. Goal: ≥ 2,000 documents/s.
//   npm run bench -- bulk-load [--count 1000000]
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { arg, benchDatabase } from '../support/bench-database';

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
  console.log(`bulk-load: ${result.documents.toLocaleString('en')} documents in ${result.seconds.toFixed(1)} s = ${Math.round(result.documents / result.seconds).toLocaleString('en')} documents/s (table with indexes: ${size[0]?.size})`);
} finally {
  await db.stop();
}
