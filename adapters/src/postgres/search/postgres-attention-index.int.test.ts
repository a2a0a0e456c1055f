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
import { countsFromStoredHours, storedHoursStatement } from './attention-hour-counts';
import { wordDaysBranches, wordDaysStatement, wordHoursBranches, wordHoursStatement } from './attention-word-days';
import { attentionStatement, PostgresAttentionIndex } from './postgres-attention-index';
import { PostgresTermDayCounts } from './postgres-term-day-counts';
import { noFilters } from './testing/search-requests';

const NOW = new Date('2026-11-21T12:00:00Z');
const CORPUS: DocumentRecord[] = [...generateCorpus({ count: 1_500, seed: 23, now: NOW })];
/** The two sources with most documents, for the source filter. */
const BUSY_SOURCES = [...CORPUS.reduce((n, d) => n.set(d.document.domain, (n.get(d.document.domain) ?? 0) + 1), new Map<string, number>())]
  .sort(([, a], [, b]) => b - a)
  .slice(0, 2)
  .map(([domain]) => domain);
/** Instants off the hour, so both partial hours at the edges are counted on the documents. */
const MONTH_OFF_THE_HOUR = { from: new Date('2026-10-21T12:17:23.500Z'), to: new Date('2026-11-21T11:42:10.250Z') };

const sorted = (counts: { bucket: Date; key: string; documents: number }[]) =>
  counts.map((c) => `${c.bucket.toISOString()} ${c.key} ${c.documents}`).sort();

/** The counts core's matcher and Zurich buckets give for the same documents: the oracle. */
const expectedCounts = (corpus: DocumentRecord[], tags: SearchTag[], range: TimeRange, split: AttentionSplit, filters = noFilters) => {
  const { ast } = parseQuery(tags, { exactMatchesOnly: false });
  const bucket = attentionBucket(range);
  const counts = new Map<string, { bucket: Date; key: string; documents: number }>();
  for (const d of corpus) {
    const at = new Date(d.document.firstAcquisitionDate);
    if (at < range.from || at > range.to || !matchesQuery(ast, d)) continue;
    if (filters.languages.length && !filters.languages.includes(d.language)) continue;
    if (filters.domains.length && !filters.domains.includes(d.document.domain)) continue;
    const key = split === 'language' ? d.language : d.document.domain;
    const start = bucketStart(at, bucket);
    const id = `${start.toISOString()} ${key}`;
    const c = counts.get(id) ?? { bucket: start, key, documents: 0 };
    c.documents += 1;
    counts.set(id, c);
  }
  return { ast, bucket, counts: [...counts.values()] };
};

describe.each(testPostgresServers())('attention over time on $name', (server) => {
  let db: TestDatabase;
  let corpus: DocumentRecord[];
  let index: PostgresAttentionIndex;

  beforeAll(async () => {
    db = await createTestDatabase(server);
    corpus = CORPUS;
    await bulkLoadDocuments(db.url, corpus);
    index = new PostgresAttentionIndex(db.orm);
  }, 60_000);
  afterAll(async () => {
    await db.dispose();
  });

  const expected = (tags: SearchTag[], range: TimeRange, split: AttentionSplit, filters = noFilters) =>
    expectedCounts(corpus, tags, range, split, filters);

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

  // searches without words: the stored hours (attention-hour-counts.ts), edges from the documents
  cases.push(
    ['no words, a month off the hour, by Zurich day and source', [], MONTH_OFF_THE_HOUR, 'source', noFilters],
    [
      'no words, two sources, 72 hours off the hour, by hour and language',
      [],
      { from: new Date(NOW.getTime() - 72 * 3_600_000 + 61_000), to: new Date(NOW.getTime() - 59_000) },
      'language',
      { ...noFilters, domains: BUSY_SOURCES },
    ],
    [
      'no words, one language, a month by day and source',
      [],
      { from: new Date('2026-10-21T12:00:00Z'), to: NOW },
      'source',
      { ...noFilters, languages: ['fr'] },
    ],
    [
      'no words, within one hour (no whole hour stored)',
      [],
      { from: new Date('2026-11-21T09:05:00Z'), to: new Date('2026-11-21T09:55:00Z') },
      'source',
      noFilters,
    ],
  );

  // one word by Zurich day and language: the stored per-day word counts (attention-word-days.ts);
  // the month crosses the clock change of 25 October, when Zurich's day starts an hour later in UTC
  cases.push(
    [
      'one word, a month off the hour across the clock change, by Zurich day and language',
      [{ name: 'franc' }],
      MONTH_OFF_THE_HOUR,
      'language',
      noFilters,
    ],
    [
      'one word of every language, a month by Zurich day and language',
      [{ name: 'inflation' }],
      { from: new Date('2026-10-21T12:00:00Z'), to: NOW },
      'language',
      noFilters,
    ],
    [
      'one word, one language, whole UTC days only',
      [{ name: 'inflation' }],
      { from: new Date('2026-10-30T00:00:00Z'), to: new Date('2026-11-20T00:00:00Z') },
      'language',
      { ...noFilters, languages: ['de'] },
    ],
  );

  test('one word by day and language reads the stored word days; by source, by hour or with a source filter it does not', () => {
    const { ast } = parseQuery([{ name: 'franc' }], { exactMatchesOnly: false });
    const request = { ast, range: MONTH_OFF_THE_HOUR, filters: noFilters, bucket: 'day' as const, split: 'language' as const };
    expect(wordDaysBranches(request)).toBeDefined();
    expect(wordDaysBranches({ ...request, split: 'source' })).toBeUndefined();
    expect(wordDaysBranches({ ...request, bucket: 'hour' })).toBeUndefined();
    expect(wordDaysBranches({ ...request, filters: { ...noFilters, domains: BUSY_SOURCES } })).toBeUndefined();
    const two = parseQuery([{ name: 'franc' }, { name: 'bank' }], { exactMatchesOnly: false }).ast;
    expect(wordDaysBranches({ ...request, ast: two })).toBeUndefined();
    // decades of days would be thousands of tail ranges in one statement
    expect(wordDaysBranches({ ...request, range: { from: new Date(0), to: NOW } })).toBeUndefined();
  });

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

  test('the stored hours hold every document once, and no-word searches read them', async () => {
    const [row] = await db.orm.em.fork().execute<{ n: string }[]>('select sum(documents) as n from attention_hour_count');
    expect(Number(row?.n)).toBe(corpus.length);
    expect(countsFromStoredHours({ ast: null, filters: { ...noFilters, domains: BUSY_SOURCES } })).toBe(true);
    expect(countsFromStoredHours({ ast: null, filters: { ...noFilters, topics: ['economy'] } })).toBe(false);
    const { ast } = parseQuery([{ name: 'franc' }], { exactMatchesOnly: false });
    expect(countsFromStoredHours({ ast, filters: noFilters })).toBe(false);
  });
});

describe.each(testPostgresServers())('stored attention hours after changes on $name', (server) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(server);
    await bulkLoadDocuments(db.url, CORPUS.slice(0, 600));
  }, 60_000);
  afterAll(async () => {
    await db.dispose();
  });

  /** The stored hours against the grouped count over the documents themselves, for every bucket and split. */
  const expectStoredEqualsDocuments = async () => {
    const em = db.orm.em.fork();
    for (const bucket of ['hour', 'day'] as const) {
      for (const split of ['language', 'source'] as const) {
        const request = { ast: null, range: MONTH_OFF_THE_HOUR, filters: noFilters, bucket, split };
        const stored = storedHoursStatement(request);
        const live = attentionStatement(request);
        const read = async (q: { sql: string; params: unknown[] }) =>
          (await em.execute<{ bucket: Date; key: string; documents: string }[]>(q.sql, q.params)).map(
            (r) => `${new Date(r.bucket).toISOString()} ${r.key} ${Number(r.documents)}`,
          );
        const fromDocuments = (await read(live)).sort();
        expect(fromDocuments.length).toBeGreaterThan(0);
        expect((await read(stored)).sort()).toEqual(fromDocuments);
      }
    }
    // and one word's stored days, against its grouped count over the documents
    const { ast } = parseQuery([{ name: 'franc' }], { exactMatchesOnly: false });
    if (ast?.kind !== 'term') throw new Error('one word parses to a term');
    const request = { ast, range: MONTH_OFF_THE_HOUR, filters: noFilters, bucket: 'day' as const, split: 'language' as const };
    const read = async (q: { sql: string; params: unknown[] }) =>
      (await em.execute<{ bucket: Date; key: string; documents: string }[]>(q.sql, q.params))
        .map((r) => `${new Date(r.bucket).toISOString()} ${r.key} ${Number(r.documents)}`)
        .sort();
    const fromDocuments = await read(attentionStatement(request));
    expect(fromDocuments.length).toBeGreaterThan(0);
    expect(await read(wordDaysStatement(request, wordDaysBranches(request)!))).toEqual(fromDocuments);
  };

  test('deletes, moved documents, a changed source and language, compaction and truncation keep them exact', async () => {
    const em = db.orm.em.fork();
    await expectStoredEqualsDocuments();
    const ids = CORPUS.slice(0, 600).map((d) => d.id);
    await em.execute('delete from news_document where id = any(?::uuid[])', [`{${ids.slice(0, 40).join(',')}}`]);
    await em.execute(
      `update news_document set first_acquisition_date = first_acquisition_date - interval '5 hours 7 minutes' where id = any(?::uuid[])`,
      [`{${ids.slice(40, 120).join(',')}}`],
    );
    await em.execute(`update news_document set domain = 'moved.example', language = 'fr' where id = any(?::uuid[])`, [
      `{${ids.slice(120, 160).join(',')}}`,
    ]);
    // an update that moves no bar adds no row
    const before = await em.execute<{ n: string }[]>('select count(*) as n from attention_hour_count');
    await em.execute(`update news_document set title = title || ' (updated)' where id = any(?::uuid[])`, [
      `{${ids.slice(160, 200).join(',')}}`,
    ]);
    expect(await em.execute<{ n: string }[]>('select count(*) as n from attention_hour_count')).toEqual(before);
    await expectStoredEqualsDocuments();

    const removed = await new PostgresTermDayCounts(db.orm).compact();
    expect(removed).toBeGreaterThan(0);
    const [left] = await em.execute<{ n: string; keys: string }[]>(
      'select count(*) as n, count(distinct (hour, language, domain)) as keys from attention_hour_count',
    );
    expect(left?.n).toBe(left?.keys);
    await expectStoredEqualsDocuments();

    await em.execute('truncate news_document cascade');
    expect(await em.execute('select * from attention_hour_count')).toEqual([]);
  });
});

describe.each(testPostgresServers())('one word within the last 32 days on $name', (server) => {
  // the stored hours are kept for documents of the last 33 days of the real clock (term-day-counts.ts)
  const now = new Date();
  const recent: DocumentRecord[] = [...generateCorpus({ count: 1_500, seed: 29, now, days: 31 })];
  let db: TestDatabase;
  let index: PostgresAttentionIndex;
  beforeAll(async () => {
    db = await createTestDatabase(server);
    await bulkLoadDocuments(db.url, recent);
    index = new PostgresAttentionIndex(db.orm);
  }, 60_000);
  afterAll(async () => {
    await db.dispose();
  });

  const HOUR = 3_600_000;
  const cases: [string, SearchTag[], number, SearchFilters][] = [
    ['a frequent word, the past 24 hours', [{ name: 'said' }], 24, noFilters],
    ['a word of every language, the past 47 hours', [{ name: 'inflation' }], 47, noFilters],
    ['a word in one language, the past 4 hours', [{ name: 'said' }], 4, { ...noFilters, languages: ['en'] }],
    ['a frequent word, a week, by Zurich day', [{ name: 'said' }], 7 * 24, noFilters],
    ['a word of every language, 31 days, by Zurich day', [{ name: 'inflation' }], 31 * 24, noFilters],
    ['a word in two languages, 30 days, by Zurich day', [{ name: 'franc' }], 30 * 24, { ...noFilters, languages: ['de', 'fr'] }],
  ];
  const splits = cases.flatMap(([name, tags, hours, filters]) =>
    (['language', 'source'] as const).map((split): [string, AttentionSplit, SearchTag[], number, SearchFilters] => [
      name,
      split,
      tags,
      hours,
      filters,
    ]),
  );
  test.each(splits)(
    '%s, by %s, off the hour: whole hours stored, the edges on the documents',
    async (_name, split, tags, hours, filters) => {
      const range = { from: new Date(now.getTime() - hours * HOUR + 61_000), to: new Date(now.getTime() - 59_000) };
      const oracle = expectedCounts(recent, tags, range, split, filters);
      expect(oracle.counts.length).toBeGreaterThan(0);
      const request = { ast: oracle.ast, range, filters, bucket: oracle.bucket, split };
      expect(wordHoursBranches(request, Date.now())).toBeDefined();
      expect(sorted(await index.counts(request))).toEqual(sorted(oracle.counts));
    },
  );

  test('older than 32 days, or with a source filter, the stored hours are not read; the stored days only by language', () => {
    const { ast } = parseQuery([{ name: 'said' }], { exactMatchesOnly: false });
    const range = { from: new Date(now.getTime() - 33 * 24 * HOUR), to: now };
    const request = { ast, range, filters: noFilters, bucket: 'day' as const, split: 'language' as const };
    expect(wordHoursBranches(request, Date.now())).toBeUndefined();
    expect(wordDaysBranches(request)).toBeDefined();
    expect(wordDaysBranches({ ...request, split: 'source' })).toBeUndefined();
    const recentRange = { from: new Date(now.getTime() - 24 * HOUR), to: now };
    expect(wordHoursBranches({ ...request, range: recentRange, split: 'source' }, Date.now())).toBeDefined();
    expect(wordHoursBranches({ ...request, range: recentRange }, Date.now())).toBeDefined();
    const oneSource = { ...noFilters, domains: [recent[0]!.document.domain] };
    expect(wordHoursBranches({ ...request, range: recentRange, filters: oneSource }, Date.now())).toBeUndefined();
  });

  test('deletes, moved documents, a changed language or source and compaction keep the stored hours exact', async () => {
    const em = db.orm.em.fork();
    const range = { from: new Date(now.getTime() - 30 * 24 * HOUR + 61_000), to: new Date(now.getTime() - 59_000) };
    const { ast } = parseQuery([{ name: 'said' }], { exactMatchesOnly: false });
    if (ast?.kind !== 'term') throw new Error('one word parses to a term');
    const read = async (q: { sql: string; params: unknown[] }) =>
      (await em.execute<{ bucket: Date; key: string; documents: string }[]>(q.sql, q.params))
        .map((r) => `${new Date(r.bucket).toISOString()} ${r.key} ${Number(r.documents)}`)
        .sort();
    const expectStoredEqualsDocuments = async () => {
      for (const bucket of ['hour', 'day'] as const) {
        for (const split of ['language', 'source'] as const) {
          const request = { ast, range, filters: noFilters, bucket, split };
          const fromDocuments = await read(attentionStatement(request));
          expect(fromDocuments.length).toBeGreaterThan(0);
          expect(await read(wordHoursStatement(request, wordHoursBranches(request, Date.now())!))).toEqual(fromDocuments);
        }
      }
    };
    const ids = recent.map((d) => d.id);
    await em.execute('delete from news_document where id = any(?::uuid[])', [`{${ids.slice(0, 60).join(',')}}`]);
    await em.execute(
      `update news_document set first_acquisition_date = first_acquisition_date - interval '5 hours 7 minutes' where id = any(?::uuid[])`,
      [`{${ids.slice(60, 200).join(',')}}`],
    );
    await em.execute(`update news_document set language = 'fr' where id = any(?::uuid[])`, [`{${ids.slice(200, 260).join(',')}}`]);
    await em.execute(`update news_document set domain = 'moved.example' where id = any(?::uuid[])`, [`{${ids.slice(260, 330).join(',')}}`]);
    await expectStoredEqualsDocuments();
    expect(await new PostgresTermDayCounts(db.orm).compact()).toBeGreaterThan(0);
    await expectStoredEqualsDocuments();
  });
});
