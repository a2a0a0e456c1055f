import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { keptDatabase } from './kept-database';

/**
 * A kept database (`.newsdesk/bench/<name>-<count>`, see keptDatabase) of `count` generated
 * documents (seed 1, the last 30 days), analysed after the load: the corpus the server-process
 * benchmarks (overload, live load) run on.
 */
export const generatedCorpusDatabase = (name: string, count: number) =>
  keptDatabase(`${name}-${count}`, async ({ url, orm }) => {
    const started = performance.now();
    await bulkLoadDocuments(url, generateCorpus({ count, seed: 1, now: new Date() }), { deferSearchIndexes: count > 20_000 });
    await orm.em.fork().execute('vacuum (analyze) news_document');
    await orm.em.fork().execute('vacuum (analyze) document_entity');
    console.log(`corpus: ${count.toLocaleString('en')} documents loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { count, loadedAt: new Date().toISOString() };
  });
