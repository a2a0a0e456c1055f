import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { generateCorpus } from '../../demo/corpus-generator';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { bulkLoadDocuments } from './bulk-document-loader';
import { PostgresDocumentRepository } from './postgres-document-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

test('COPY loads generated documents with their entities; they read back in the spec shape and are searchable', async () => {
  const docs = [...generateCorpus({ count: 1_200, seed: 3, now: new Date('2026-11-21T12:00:00Z') })];
  const progress: number[] = [];
  const result = await bulkLoadDocuments(db.url, docs, { batchSize: 500, onProgress: (n) => progress.push(n) });
  expect(result.documents).toBe(1_200);
  // Batches commit on two sessions in no fixed order: the last 200 may land before the second 500.
  expect(progress).toHaveLength(3);
  expect(progress.at(-1)).toBe(1_200);
  const steps = progress.map((n, i) => n - (progress[i - 1] ?? 0));
  expect([...steps].sort((a, b) => a - b)).toEqual([200, 500, 500]);
  const counted = await db.orm.em.fork().execute<{ count: string }[]>('select count(*) from news_document');
  expect(Number(counted[0]!.count)).toBe(1_200);
  const sample = docs.find((d) => d.language === 'de' && d.mentions.length === 3 && d.document.associatedText.length === 0)!;
  const { canonicalUrl: _c, contentHash: _h, simhash: _s, sourceId: _src, mentions: _m, ...expected } = sample;
  expect(await new PostgresDocumentRepository(db.orm).findById(sample.id)).toEqual(expected);
  const entities = await db.orm.em
    .fork()
    .execute<{ n: string }[]>('select count(*) as n from document_entity where document_id = ?', [sample.id]);
  expect(Number(entities[0]!.n)).toBe(3);
  const word = sample.document.documentTitle.split(' ').find((w) => w.length > 6)!;
  const hits = await db.orm.em
    .fork()
    .execute<{ id: string }[]>(`select id from news_document where tsv_stemmed @@ plainto_tsquery('german', ?)`, [word]);
  expect(hits.map((h) => h.id)).toContain(sample.id);
});

test('a load with deferred search indexes ends with every search index in place', async () => {
  await bulkLoadDocuments(db.url, generateCorpus({ count: 300, seed: 4 }), { deferSearchIndexes: true });
  const indexes = await db.orm.em
    .fork()
    .execute<{ indexname: string }[]>(
      `select indexname from pg_indexes where tablename = 'news_document' and indexdef like '%gin%' order by indexname`,
    );
  expect(indexes.map((i) => i.indexname)).toEqual([
    'news_document_entity_names_index',
    'news_document_text_trgm_index',
    'news_document_tsv_exact_index',
    'news_document_tsv_stemmed_index',
  ]);
});
