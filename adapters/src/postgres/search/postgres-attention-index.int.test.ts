import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { attentionBucket, bucketStart, type AttentionSplit } from '@newsdesk/core/search/attention';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchFilters, SearchTag } from '@newsdesk/core/search/search-query.types';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import type { TimeRange } from '@newsdesk/core/search/time-frame';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../testing/test-database';
import { PostgresAttentionIndex } from './postgres-attention-index';
import { noFilters } from './testing/search-requests';

const NOW = new Date('2026-11-21T12:00:00Z');

const sorted = (counts: { bucket: Date; key: string; documents: number }[]) =>
  counts.map((c) => `${c.bucket.toISOString()} ${c.key} ${c.documents}`).sort();

describe.each(testPostgresServers())('attention over time on $name', (server) => {
  let db: TestDatabase;
  let corpus: DocumentRecord[];
  let index: PostgresAttentionIndex;

  beforeAll(async () => {
    db = await createTestDatabase(server);
    corpus = [...generateCorpus({ count: 1_500, seed: 23, now: NOW })];
    await bulkLoadDocuments(db.url, corpus);
    index = new PostgresAttentionIndex(db.orm);
  }, 60_000);
  afterAll(async () => {
    await db.dispose();
  });

  /** The counts core's matcher and Zurich buckets give for the same documents: the oracle. */
  const expected = (tags: SearchTag[], range: TimeRange, split: AttentionSplit, filters = noFilters) => {
    const { ast } = parseQuery(tags, { exactMatchesOnly: false });
    const bucket = attentionBucket(range);
    const counts = new Map<string, { bucket: Date; key: string; documents: number }>();
    for (const d of corpus) {
      const at = new Date(d.document.firstAcquisitionDate);
      if (at < range.from || at > range.to || !matchesQuery(ast, d)) continue;
      if (filters.languages.length && !filters.languages.includes(d.language)) continue;
      const key = split === 'language' ? d.language : d.document.domain;
      const start = bucketStart(at, bucket);
      const id = `${start.toISOString()} ${key}`;
      const c = counts.get(id) ?? { bucket: start, key, documents: 0 };
      c.documents += 1;
      counts.set(id, c);
    }
    return { ast, bucket, counts: [...counts.values()] };
  };

  const cases: [string, SearchTag[], TimeRange, AttentionSplit, SearchFilters][] = [
    [
      'every document of a month by Zurich day and language',
      [],
      { from: new Date('2026-10-21T12:00:00Z'), to: NOW },
      'language',
      noFilters,
    ],
    [
      'a term over a month by Zurich day and source',
      [{ name: 'franc' }],
      { from: new Date('2026-10-21T12:00:00Z'), to: NOW },
      'source',
      noFilters,
    ],
    [
      'a prefix over 72 hours by hour and source',
      [{ name: 'infla*' }],
      { from: new Date(NOW.getTime() - 72 * 3_600_000), to: NOW },
      'source',
      noFilters,
    ],
    [
      'a term with a language filter over a week by day',
      [{ name: 'match' }],
      { from: new Date(NOW.getTime() - 7 * 86_400_000), to: NOW },
      'language',
      { ...noFilters, languages: ['de', 'fr'] },
    ],
  ];

  test.each(cases)('%s: the counts of core’s matcher', async (_name, tags, range, split, filters) => {
    const oracle = expected(tags, range, split, filters);
    expect(oracle.counts.length).toBeGreaterThan(0);
    const actual = await index.counts({ ast: oracle.ast, range, filters, bucket: oracle.bucket, split });
    expect(sorted(actual)).toEqual(sorted(oracle.counts));
  });

  test('no match, no rows', async () => {
    const { ast } = parseQuery([{ name: 'zzqqxxnothing' }], { exactMatchesOnly: false });
    const range = { from: new Date(0), to: NOW };
    expect(await index.counts({ ast, range, filters: noFilters, bucket: 'day', split: 'language' })).toEqual([]);
  });
});
