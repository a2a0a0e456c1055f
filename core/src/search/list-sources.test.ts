import { describe, expect, test } from '@jest/globals';
import { ListSources, MAX_SOURCE_CHOICES, type SourceCount, type SourceCounts, sourceChoices } from './list-sources';

/** Counts in memory, answering like the PostgreSQL table (domain contains the text, most documents first). */
const countsOf = (rows: SourceCount[]): SourceCounts => ({
  matching: async (text, limit) =>
    rows
      .filter((r) => r.domain.includes(text))
      .sort((a, b) => b.documents - a.documents || a.domain.localeCompare(b.domain))
      .slice(0, limit),
  of: async (domains) => new Map(rows.filter((r) => domains.includes(r.domain)).map((r) => [r.domain, r.documents])),
});

const rows: SourceCount[] = [
  { domain: 'nzz.ch', documents: 1200 },
  { domain: 'srf.ch', documents: 800 },
  { domain: 'blog.example', documents: 3 },
  { domain: 'admin.ch', documents: 40 },
];
const named = [
  { domain: 'srf.ch', name: 'SRF News' },
  { domain: 'admin.ch', name: 'Bundesrat' },
  { domain: 'newfeed.ch', name: 'Neuer Feed' },
];
const list = new ListSources(
  countsOf(rows),
  { list: async () => named.slice(0, 1) as never },
  { list: async () => named.slice(1) as never },
);

describe('sourceChoices', () => {
  test('every counted domain, named when a source names it, and named sources without documents yet', () => {
    expect(sourceChoices('', rows, named, new Map(), 10)).toEqual([
      { domain: 'nzz.ch', name: 'nzz.ch', documents: 1200 },
      { domain: 'srf.ch', name: 'SRF News', documents: 800 },
      { domain: 'admin.ch', name: 'Bundesrat', documents: 40 },
      { domain: 'blog.example', name: 'blog.example', documents: 3 },
      { domain: 'newfeed.ch', name: 'Neuer Feed', documents: 0 },
    ]);
  });
});

describe('ListSources', () => {
  test('every domain of the index, most documents first', async () => {
    expect((await list.execute()).map((s) => s.domain)).toEqual(['nzz.ch', 'srf.ch', 'admin.ch', 'blog.example', 'newfeed.ch']);
  });

  test('type-ahead on the domain or the source name, case-insensitive', async () => {
    expect((await list.execute('.CH')).map((s) => s.domain)).toEqual(['nzz.ch', 'srf.ch', 'admin.ch', 'newfeed.ch']);
    expect(await list.execute('bundes')).toEqual([{ domain: 'admin.ch', name: 'Bundesrat', documents: 40 }]);
    expect(await list.execute('nothing')).toEqual([]);
  });

  test('at most the limit, and at most 50; an overlong text is refused', async () => {
    expect(await list.execute('', 2)).toHaveLength(2);
    const many = new ListSources(
      countsOf(Array.from({ length: 80 }, (_, i) => ({ domain: `site${i}.example`, documents: i }))),
      { list: async () => [] },
      { list: async () => [] },
    );
    expect(await many.execute('', 500)).toHaveLength(MAX_SOURCE_CHOICES);
    await expect(list.execute('x'.repeat(101))).rejects.toMatchObject({ code: 'search.source_text_too_long', kind: 'invalid' });
  });
});
