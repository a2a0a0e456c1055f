import { ListSearchFilterOptions, sourceOptions } from './search-filter-options';

describe('search filter options', () => {
  it('keeps one option per domain, case-insensitively, the first name winning, sorted by name', () => {
    expect(
      sourceOptions([
        { domain: 'NZZ.ch', name: 'NZZ' },
        { domain: 'nzz.ch', name: 'Neue Zürcher Zeitung' },
        { domain: 'admin.ch', name: 'Bundesrat' },
        { domain: ' ', name: 'nothing' },
        { domain: 'srf.ch', name: '' },
      ]),
    ).toEqual([
      { domain: 'admin.ch', name: 'Bundesrat' },
      { domain: 'nzz.ch', name: 'NZZ' },
      { domain: 'srf.ch', name: 'srf.ch' },
    ]);
  });

  it('offers feed and official sources and every topic', async () => {
    const options = await new ListSearchFilterOptions(
      { list: async () => [{ domain: 'srf.ch', name: 'SRF' }] as never },
      {
        list: async () =>
          [
            { domain: 'admin.ch', name: 'Bundesrat' },
            { domain: 'srf.ch', name: 'SRF News' },
          ] as never,
      },
      {
        all: async () => [
          { id: 'sport', name: 'Sport', parentId: null, keywords: [], entities: [] },
          { id: 'economy', name: 'Economy', parentId: null, keywords: [], entities: [] },
        ],
      },
    ).execute();
    expect(options.sources.map((s) => s.domain)).toEqual(['admin.ch', 'srf.ch']);
    expect(options.topics.map((t) => t.id)).toEqual(['economy', 'sport']);
  });
});
