import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
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

describe('word counts and attention hours of a large load, counted once at the end', () => {
  const COUNTS = {
    term_day_count: 'lexeme, language, day',
    term_hour_count: 'lexeme, language, domain, hour',
    attention_hour_count: 'hour, language, domain',
  };
  const totals = async (database: TestDatabase) => {
    const out: Record<string, string[]> = {};
    for (const [table, key] of Object.entries(COUNTS)) {
      const rows = await database.orm.em
        .fork()
        .execute<{ row: string }[]>(
          `select concat_ws(' ', ${key}, sum(documents)) as row from ${table} group by ${key} having sum(documents) <> 0`,
        );
      out[table] = rows.map((r) => r.row).sort();
    }
    return out;
  };
  /** Rows per word and day: 1 when counted once for the whole load, more when counted per batch. */
  const rowsPerKey = async (database: TestDatabase) => {
    const [row] = await database.orm.em
      .fork()
      .execute<{ rows: string; keys: string }[]>(
        'select count(*) as rows, count(distinct (lexeme, language, day)) as keys from term_day_count',
      );
    return Number(row!.rows) / Number(row!.keys);
  };

  let byTriggers: TestDatabase;
  let deferred: TestDatabase;
  beforeAll(async () => {
    [byTriggers, deferred] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([byTriggers?.dispose(), deferred?.dispose()]);
  });

  test('the same counts as the statement triggers give, in fewer rows, and the triggers count again afterwards', async () => {
    // now: the documents fall in the last 30 days, which also have per-hour word rows (33 days are kept)
    const corpus = [...generateCorpus({ count: 900, seed: 9, now: new Date() })];
    await bulkLoadDocuments(byTriggers.url, corpus, { batchSize: 100, deferCounts: false });
    // one session, so "once" is one row per word and day (each session counts its own documents)
    await bulkLoadDocuments(deferred.url, corpus, { batchSize: 100, deferCounts: true, connections: 1 });
    const expected = await totals(byTriggers);
    expect(expected.term_hour_count?.length).toBeGreaterThan(0);
    expect(await totals(deferred)).toEqual(expected);
    // counted once, not once per batch: the load really went without the triggers
    expect(await rowsPerKey(deferred)).toBe(1);
    expect(await rowsPerKey(byTriggers)).toBeGreaterThan(1);

    // a later ordinary load on the same database is counted by the triggers again
    const later = [...generateCorpus({ count: 50, seed: 10, now: new Date() })];
    await bulkLoadDocuments(byTriggers.url, later);
    await bulkLoadDocuments(deferred.url, later);
    expect(await totals(deferred)).toEqual(await totals(byTriggers));
  }, 120_000);

  test('documents on both sides of the kept hours: the same counts as the triggers give', async () => {
    // 15 to 45 days old: the stemmed day rows of the last 33 days come from the grouped hours, the older ones from the documents
    const DAY = 86_400_000;
    const across = [...generateCorpus({ count: 400, seed: 12, now: new Date(Date.now() - 15 * DAY), days: 30 })];
    await bulkLoadDocuments(byTriggers.url, across, { batchSize: 100, deferCounts: false });
    await bulkLoadDocuments(deferred.url, across, { batchSize: 100, deferCounts: true, connections: 1 });
    const [ages] = await deferred.orm.em
      .fork()
      .execute<{ older: string; recent: string }[]>(
        `select count(*) filter (where first_acquisition_date < now() - interval '33 days') as older, count(*) filter (where first_acquisition_date >= now() - interval '33 days') as recent from news_document where id = any(?::uuid[])`,
        [`{${across.map((d) => d.id).join(',')}}`],
      );
    expect(Number(ages?.older)).toBeGreaterThan(50);
    expect(Number(ages?.recent)).toBeGreaterThan(50);
    expect(await totals(deferred)).toEqual(await totals(byTriggers));
  }, 120_000);

  test('a load that fails half-way leaves its committed batches counted', async () => {
    const [failing, reference] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const corpus = [...generateCorpus({ count: 250, seed: 11, now: new Date() })];
      function* breaksAfter200() {
        yield* corpus.slice(0, 200);
        throw new Error('the feed broke');
      }
      await expect(bulkLoadDocuments(failing.url, breaksAfter200(), { batchSize: 100, deferCounts: true })).rejects.toThrow(
        'the feed broke',
      );
      const stored = await failing.orm.em.fork().execute<{ id: string }[]>('select id from news_document');
      expect(stored).toHaveLength(200);
      await bulkLoadDocuments(reference.url, corpus.slice(0, 200), { deferCounts: false });
      expect(await totals(failing)).toEqual(await totals(reference));
    } finally {
      await Promise.all([failing.dispose(), reference.dispose()]);
    }
  }, 120_000);
});
