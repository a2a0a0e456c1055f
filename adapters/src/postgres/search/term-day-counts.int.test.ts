import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import { COUNT_CAP } from '@newsdesk/core/search/search.ports';
import type { SearchFilters } from '@newsdesk/core/search/search-query.types';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSearchIndex } from './postgres-search-index';
import { storedVectors } from './search-lexemes';
import {
  bucketsFor,
  COMPACT_TERM_DAY_COUNTS,
  COMPACT_TERM_HOUR_COUNTS,
  HOUR_BUCKETS,
  singleWordBranches,
  storedDaysStatement,
  wholeDays,
} from './term-day-counts';
import { noFilters, searchAllTime } from './testing/search-requests';

/** A text change as the document store makes it: the body and core's search vectors together (ADR 0013). */
const appendToBody = async (em: EntityManager, document: DocumentRecord, words: string) => {
  const body = document.document.documentBody + words;
  const [stemmed, exact, version] = storedVectors(
    [document.document.documentTitle, body, ...document.document.associatedText],
    document.language,
  );
  await em.execute(
    `update news_document set body = ?, tsv_stemmed = ?::tsvector, tsv_exact = ?::tsvector, search_version = ? where id = ?`,
    [body, stemmed, exact, version, document.id],
  );
};

const NOW = new Date('2026-11-21T12:34:56.789Z');
const HOUR = 3_600_000;
let db: TestDatabase;
let corpus: DocumentRecord[];
let index: PostgresSearchIndex;

beforeAll(async () => {
  db = await createTestDatabase();
  corpus = [...generateCorpus({ count: 1_200, seed: 23, now: NOW })];
  await bulkLoadDocuments(db.url, corpus);
  index = new PostgresSearchIndex(db.orm);
}, 60_000);
afterAll(async () => {
  await db.dispose();
});

/** The stored counts summed per key (stemmed words, and unstemmed ones as `=word`), against the same counts recomputed from the documents. */
const storedVsDocuments = async () => {
  const em = db.orm.em.fork();
  const stored = await em.execute<{ k: string; n: string }[]>(
    `select lexeme || '|' || language || '|' || day as k, sum(documents) as n from term_day_count group by 1 having sum(documents) <> 0 order by 1`,
  );
  const recomputed = await em.execute<{ k: string; n: string }[]>(
    `select l || '|' || language || '|' || (first_acquisition_date at time zone 'UTC')::date as k, count(*) as n
       from news_document, lateral (select unnest(tsvector_to_array(tsv_stemmed)) union all select '=' || unnest(tsvector_to_array(tsv_exact))) w(l)
      group by 1 order by 1`,
  );
  return { stored: stored.map((r) => `${r.k}=${r.n}`), recomputed: recomputed.map((r) => `${r.k}=${r.n}`) };
};

const total = async (word: string, from: Date, to: Date, languages: SearchFilters['languages'] = []) => {
  const { ast } = parseQuery([{ name: word }]);
  const found = await index.search({
    ast,
    range: { from, to },
    sort: { field: 'indexing-date', direction: 'newest' },
    filters: { ...noFilters, languages },
    offset: 0,
    limit: 1,
  });
  const expected = corpus.filter((d) => {
    const at = Date.parse(d.document.firstAcquisitionDate);
    return at >= from.getTime() && at <= to.getTime() && (languages.length === 0 || languages.includes(d.language)) && matchesQuery(ast, d);
  }).length;
  return { actual: found.total, expected: Math.min(expected, COUNT_CAP) };
};

test('whole UTC days inside a range, and none inside a short one', () => {
  expect(wholeDays(new Date('2026-11-01T05:00:00Z'), new Date('2026-11-04T01:00:00Z'))).toEqual({
    first: new Date('2026-11-02T00:00:00Z'),
    end: new Date('2026-11-04T00:00:00Z'),
  });
  expect(wholeDays(new Date('2026-11-02T00:00:00Z'), new Date('2026-11-03T00:00:00Z'))).toEqual({
    first: new Date('2026-11-02T00:00:00Z'),
    end: new Date('2026-11-03T00:00:00Z'),
  });
  expect(wholeDays(new Date('2026-11-02T01:00:00Z'), new Date('2026-11-02T23:00:00Z'))).toBeNull();
});

test('the triggers keep one exact count per word, language and day after a bulk load', async () => {
  const { stored, recomputed } = await storedVsDocuments();
  expect(stored.length).toBeGreaterThan(1_000);
  expect(stored).toEqual(recomputed);
});

describe('a single-word search counts its matches from the stored days and the live edges', () => {
  const ranges: [string, Date, Date][] = [
    ['past hour', new Date(NOW.getTime() - HOUR), NOW],
    ['past 4 hours', new Date(NOW.getTime() - 4 * HOUR), NOW],
    ['past 24 hours', new Date(NOW.getTime() - 24 * HOUR), NOW],
    ['past week', new Date(NOW.getTime() - 7 * 24 * HOUR), NOW],
    ['past month', new Date(NOW.getTime() - 30 * 24 * HOUR), NOW],
    ['everything', new Date(0), NOW],
    ['whole days exactly', new Date('2026-11-10T00:00:00Z'), new Date('2026-11-15T00:00:00Z')],
  ];
  for (const word of ['inflation', 'glacier', 'Zürich', 'said']) {
    for (const [name, from, to] of ranges) {
      test(`${word}, ${name}`, async () => {
        const { actual, expected } = await total(word, from, to);
        expect(actual).toBe(expected);
      });
    }
  }
  test('with a language filter', async () => {
    const { actual, expected } = await total('inflation', new Date(0), NOW, ['de']);
    expect(actual).toBe(expected);
  });
});

test('changed texts, deleted documents and compaction keep the counts exact', async () => {
  const em = db.orm.em.fork();
  const [victim, changed] = corpus.filter(
    (d) => d.language === 'en' && Date.parse(d.document.firstAcquisitionDate) < NOW.getTime() - 3 * 24 * HOUR,
  );
  await appendToBody(em, changed!, ' avalanche avalanche');
  await em.execute(`update news_document set story_id = story_id where id = ?`, [victim!.id]);
  await em.execute(`delete from news_document where id = ?`, [victim!.id]);
  const before = await storedVsDocuments();
  expect(before.stored).toEqual(before.recomputed);
  const [compacted] = await em.execute<{ removed: string }[]>(COMPACT_TERM_DAY_COUNTS);
  expect(Number(compacted?.removed)).toBeGreaterThan(0);
  const after = await storedVsDocuments();
  expect(after.stored).toEqual(before.stored);
  const [keys] = await em.execute<{ duplicates: string }[]>(
    `select count(*) as duplicates from (select 1 from term_day_count group by lexeme, language, day having count(*) > 1) d`,
  );
  expect(Number(keys?.duplicates)).toBe(0);
  const { ast } = parseQuery([{ name: 'avalanche' }]);
  const found = await index.search(searchAllTime(ast, NOW));
  expect(found.documents.map((d) => d.id)).toContain(changed!.id);
  const [avalanche] = await em.execute<{ n: string }[]>(`select count(*) as n from news_document where tsv_stemmed @@ 'avalanch'::tsquery`);
  expect(found.total).toBe(Number(avalanche?.n));
});

test('compaction looks only at keys written since its mark, and moves the mark', async () => {
  const em = db.orm.em.fork();
  const mark = async () =>
    Number(
      (
        await em.execute<{ n: string }[]>(`select compacted_through as n from count_compaction_mark where count_table = 'term_day_count'`)
      )[0]?.n,
    );
  await em.execute(COMPACT_TERM_DAY_COUNTS);
  const [top] = await em.execute<{ n: string }[]>('select max(id) as n from term_day_count');
  expect(await mark()).toBe(Number(top?.n));
  // A key split in two rows below the mark (as a transaction committing late would leave it) stays as it is…
  await em.execute(
    `insert into term_day_count (lexeme, language, day, documents) values ('zzbelow', 'en', '2026-11-01', 2), ('zzbelow', 'en', '2026-11-01', 3)`,
  );
  await em.execute(
    `update count_compaction_mark set compacted_through = (select max(id) from term_day_count) where count_table = 'term_day_count'`,
  );
  // …while one written after the mark is folded, and its counts sum as before.
  await em.execute(
    `insert into term_day_count (lexeme, language, day, documents) values ('zzabove', 'en', '2026-11-01', 4), ('zzabove', 'en', '2026-11-01', -1)`,
  );
  const [compacted] = await em.execute<{ removed: string }[]>(COMPACT_TERM_DAY_COUNTS);
  expect(Number(compacted?.removed)).toBe(1);
  const rows = await em.execute<{ lexeme: string; documents: number }[]>(
    `select lexeme, documents from term_day_count where lexeme like 'zz%' order by lexeme, documents`,
  );
  expect(rows).toEqual([
    { lexeme: 'zzabove', documents: 3 },
    { lexeme: 'zzbelow', documents: 2 },
    { lexeme: 'zzbelow', documents: 3 },
  ]);
  await em.execute(`delete from term_day_count where lexeme like 'zz%'`);
});

test('the everyday query takes the per-day path; filters and several words do not', async () => {
  const request = (name: string, filters = noFilters) => ({ ast: parseQuery([{ name }]).ast, filters });
  const inflation = request('inflation');
  expect(singleWordBranches(inflation)).toEqual([
    { lexeme: 'inflat', languages: ['en', 'fr'] },
    { lexeme: 'inflation', languages: ['de', null] },
  ]);
  const filtered = request('inflation', { ...noFilters, domains: ['nzz.ch'] });
  expect(singleWordBranches(filtered)).toBeUndefined();
  const prefix = request('infla*');
  expect(singleWordBranches(prefix)).toBeUndefined();
});

describe('a search of the last 48 hours reads whole stored hours (documents relative to the real clock)', () => {
  // the triggers judge "recent" by PostgreSQL's clock, so this corpus is generated around the real now
  const now = new Date();
  let recentDb: TestDatabase;
  let recent: DocumentRecord[];
  let recentIndex: PostgresSearchIndex;
  beforeAll(async () => {
    recentDb = await createTestDatabase();
    // 30 days of documents, 400 of them in the last three days
    recent = [...generateCorpus({ count: 1_600, seed: 29, now }), ...generateCorpus({ count: 400, seed: 31, now, days: 3 })];
    await bulkLoadDocuments(recentDb.url, recent);
    recentIndex = new PostgresSearchIndex(recentDb.orm);
  }, 60_000);
  afterAll(async () => {
    await recentDb.dispose();
  });

  /** Hour rows summed per key (word, language, source, hour) against the documents, for hours well inside the 72-hour window. */
  const hoursVsDocuments = async () => {
    const em = recentDb.orm.em.fork();
    const since = `now() - interval '70 hours'`;
    const stored = await em.execute<{ k: string; n: string }[]>(
      `select lexeme || '|' || language || '|' || domain || '|' || hour as k, sum(documents) as n from term_hour_count where hour >= date_trunc('hour', ${since}) + interval '1 hour' group by 1 having sum(documents) <> 0 order by 1`,
    );
    const recomputed = await em.execute<{ k: string; n: string }[]>(
      `select l || '|' || language || '|' || domain || '|' || (date_trunc('hour', first_acquisition_date at time zone 'UTC') at time zone 'UTC') as k, count(*) as n
         from news_document, unnest(tsvector_to_array(tsv_stemmed)) l
        where first_acquisition_date >= date_trunc('hour', ${since}) + interval '1 hour' group by 1 order by 1`,
    );
    return { stored: stored.map((r) => `${r.k}=${r.n}`), recomputed: recomputed.map((r) => `${r.k}=${r.n}`) };
  };

  const recentTotal = async (word: string, from: Date, to: Date) => {
    const { ast } = parseQuery([{ name: word }]);
    const found = await recentIndex.search({
      ast,
      range: { from, to },
      sort: { field: 'indexing-date', direction: 'newest' },
      filters: noFilters,
      offset: 0,
      limit: 1,
    });
    const expected = recent.filter((d) => {
      const at = Date.parse(d.document.firstAcquisitionDate);
      return at >= from.getTime() && at <= to.getTime() && matchesQuery(ast, d);
    }).length;
    return { actual: found.total, expected: Math.min(expected, COUNT_CAP) };
  };

  test('the triggers keep one exact count per word, language and hour for recent documents', async () => {
    const { stored, recomputed } = await hoursVsDocuments();
    expect(stored.length).toBeGreaterThan(500);
    expect(stored).toEqual(recomputed);
  });

  const ranges: [string, number][] = [
    ['past hour', 1],
    ['past 4 hours', 4],
    ['past 24 hours', 24],
    ['past 47 hours', 47],
  ];
  for (const word of ['said', 'inflation', 'glacier']) {
    for (const [name, hours] of ranges) {
      test(`${word}, ${name}: whole hours from the counts, the two partial hours on the documents`, async () => {
        const from = new Date(now.getTime() - hours * HOUR);
        expect(bucketsFor({ from }, Date.now())).toBe(HOUR_BUCKETS);
        const { actual, expected } = await recentTotal(word, from, now);
        expect(actual).toBe(expected);
      });
    }
  }

  test('a 24-hour range holds whole hours to sum (it held no whole day)', () => {
    const range = { from: new Date(now.getTime() - 24 * HOUR), to: now };
    const request = {
      ast: parseQuery([{ name: 'said' }]).ast,
      range,
      filters: noFilters,
      sort: { field: 'indexing-date' as const, direction: 'newest' as const },
      offset: 0,
      limit: 1,
    };
    expect(storedDaysStatement(request, [{ lexeme: 'said', languages: ['en'] }], HOUR_BUCKETS)?.params).toContain('said');
    expect(wholeDays(range.from, range.to)).toBeNull();
  });

  test('changed texts, deletions and compaction keep the hours exact; hours older than 34 days go', async () => {
    const em = recentDb.orm.em.fork();
    const inWindow = recent.filter((d) => d.language === 'en' && Date.parse(d.document.firstAcquisitionDate) > Date.now() - 24 * HOUR);
    const [victim, changed] = inWindow;
    await appendToBody(em, changed!, ' avalanche avalanche');
    await em.execute(`delete from news_document where id = ?`, [victim!.id]);
    recent = recent.filter((d) => d.id !== victim!.id);
    const before = await hoursVsDocuments();
    expect(before.stored).toEqual(before.recomputed);
    await em.execute(
      `insert into term_hour_count (lexeme, language, domain, hour, documents) values ('ancient', 'en', 'example.org', now() - interval '35 days', 3)`,
    );
    const [compacted] = await em.execute<{ removed: string }[]>(COMPACT_TERM_HOUR_COUNTS);
    expect(Number(compacted?.removed)).toBeGreaterThan(0);
    expect(await em.execute(`select 1 from term_hour_count where lexeme = 'ancient'`)).toEqual([]);
    const after = await hoursVsDocuments();
    expect(after.stored).toEqual(before.stored);
    const [keys] = await em.execute<{ duplicates: string }[]>(
      `select count(*) as duplicates from (select 1 from term_hour_count group by lexeme, language, domain, hour having count(*) > 1) d`,
    );
    expect(Number(keys?.duplicates)).toBe(0);
    const { ast } = parseQuery([{ name: 'avalanche' }]);
    const found = await recentIndex.search({
      ast,
      range: { from: new Date(Date.now() - 24 * HOUR), to: new Date() },
      sort: { field: 'indexing-date', direction: 'newest' },
      filters: noFilters,
      offset: 0,
      limit: 10,
    });
    expect(found.documents.map((d) => d.id)).toContain(changed!.id);
  });
});
