import { describe, expect, test } from '@jest/globals';
import {
  collectionNameKey,
  collectionSearchKey,
  isValidSlackChannel,
  validateAlert,
  validateCollectionName,
  validateCollectionSearch,
} from './collection-validation';
import { aCollectionSearch } from './testing/collection.mother';

const NOW = new Date('2026-11-22T12:00:00Z');
const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('collection name', () => {
  test('is trimmed, required and at most 120 characters (not UTF-16 units)', () => {
    expect(validateCollectionName('  Swiss banks ')).toBe('Swiss banks');
    expect(codeOf(() => validateCollectionName('   '))).toBe('collection.name_required');
    expect(validateCollectionName('ü'.repeat(120))).toHaveLength(120);
    expect(validateCollectionName('😀'.repeat(120))).toHaveLength(240);
    expect(codeOf(() => validateCollectionName('a'.repeat(121)))).toBe('collection.name_too_long');
  });

  test('keys ignore case and runs of spaces', () => {
    expect(collectionNameKey(' Swiss   Banks ')).toBe(collectionNameKey('swiss banks'));
    expect(collectionNameKey('Zürich')).toBe(collectionNameKey('Zu\u0308rich'.toUpperCase()));
    expect(collectionNameKey('Swiss banks')).not.toBe(collectionNameKey('Swiss bank'));
  });
});

describe('alert', () => {
  test('nothing set → no alert; recipients need a frequency', () => {
    expect(validateAlert(null)).toBeNull();
    expect(validateAlert({ frequency: null, slackChannels: [], emails: [] })).toBeNull();
    expect(codeOf(() => validateAlert({ slackChannels: ['#economy'], emails: [] }))).toBe('collection.frequency_required');
    expect(codeOf(() => validateAlert({ frequency: null, slackChannels: [], emails: ['a@b.ch'] }))).toBe('collection.frequency_required');
    expect(validateAlert({ frequency: 'daily', slackChannels: [], emails: [] })).toEqual({
      frequency: 'daily',
      slackChannels: [],
      emails: [],
    });
  });

  test('chips are trimmed and de-duplicated (e-mails ignoring case)', () => {
    expect(
      validateAlert({ frequency: 'hourly', slackChannels: [' #economy', '#economy'], emails: ['Desk@News.ch ', 'desk@news.ch'] }),
    ).toEqual({
      frequency: 'hourly',
      slackChannels: ['#economy'],
      emails: ['Desk@News.ch'],
    });
  });

  test('an invalid e-mail chip is refused with its value', () => {
    for (const bad of ['desk', 'desk@', '@news.ch', 'desk@news', 'de sk@news.ch', 'a@b@c.ch']) {
      expect(() => validateAlert({ frequency: 'daily', slackChannels: [], emails: ['ok@news.ch', bad] })).toThrow(
        expect.objectContaining({ code: 'collection.invalid_email', details: { value: bad } }),
      );
    }
  });

  test('Slack chips are #channel-name or a channel id', () => {
    for (const good of ['#economy', '#news-desk_2', '#zürich', 'C0123456789', 'G01ABCDEFGH']) expect(isValidSlackChannel(good)).toBe(true);
    for (const bad of ['economy', '#', '#Economy', '#news desk', '#a.b', `#${'a'.repeat(81)}`, 'c0123456789', 'X0123456789', 'C012']) {
      expect(isValidSlackChannel(bad)).toBe(false);
    }
    expect(() => validateAlert({ frequency: 'daily', slackChannels: ['economy'], emails: [] })).toThrow(
      expect.objectContaining({ code: 'collection.invalid_slack_channel', details: { value: 'economy' } }),
    );
  });
});

describe('collection search', () => {
  test('must parse like the search page: the same errors', () => {
    expect(codeOf(() => validateCollectionSearch(aCollectionSearch({ tags: [{ name: 'two words' }] }), NOW))).toBe(
      'search.more_than_one_term',
    );
    expect(codeOf(() => validateCollectionSearch(aCollectionSearch({ tags: [{ name: 'ab*' }] }), NOW))).toBe('search.wildcard_too_short');
    expect(
      codeOf(() =>
        validateCollectionSearch(aCollectionSearch({ timeFrame: { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' } }), NOW),
      ),
    ).toBe('search.invalid_time_frame');
    expect(
      codeOf(() => validateCollectionSearch(aCollectionSearch({ tags: [{ name: 'two words', fromSuggestion: true }] }), NOW)),
    ).toBeUndefined();
  });

  test('needs terms or a filter', () => {
    const empty = aCollectionSearch({ tags: [{ name: 'AND', type: 'operator' }, { name: '  ' }] });
    expect(codeOf(() => validateCollectionSearch(empty, NOW))).toBe('collection.empty_search');
    expect(codeOf(() => validateCollectionSearch({ ...empty, filters: { ...empty.filters, domains: [' '] } }, NOW))).toBe(
      'collection.empty_search',
    );
    expect(codeOf(() => validateCollectionSearch({ ...empty, filters: { ...empty.filters, languages: ['de'] } }, NOW))).toBeUndefined();
    expect(
      codeOf(() =>
        validateCollectionSearch(
          { ...empty, filters: { ...empty.filters, entities: { organizations: [], persons: ['Karin Keller-Sutter'], locations: [] } } },
          NOW,
        ),
      ),
    ).toBeUndefined();
  });
});

describe('search key (what makes two collections the same search)', () => {
  const base = aCollectionSearch({
    tags: [{ name: 'inflation' }, { name: 'OR', type: 'operator' }, { name: 'franc*' }],
    filters: {
      domains: ['nzz.ch', 'srf.ch'],
      topics: ['economy'],
      languages: ['de', 'fr'],
      entities: { organizations: ['UBS', 'SNB'], persons: [], locations: [] },
    },
  });
  const same = (a: typeof base, b: typeof base) => collectionSearchKey(a) === collectionSearchKey(b);

  test('ignores sort order, filter order, duplicates, case of domains, quotes and misplaced operators', () => {
    expect(same(base, { ...base, sort: { field: 'publication-date', direction: 'oldest' } })).toBe(true);
    expect(
      same(base, {
        ...base,
        filters: {
          ...base.filters,
          domains: ['SRF.ch', 'nzz.ch', 'nzz.ch'],
          languages: ['fr', 'de'],
          entities: { ...base.filters.entities, organizations: ['SNB', 'UBS'] },
        },
      }),
    ).toBe(true);
    expect(
      same(base, {
        ...base,
        tags: [
          { name: 'AND', type: 'operator' },
          { name: 'Inflation' },
          { name: 'OR', type: 'operator' },
          { name: 'franc*' },
          { name: 'NOT', type: 'operator' },
        ],
      }),
    ).toBe(true);
  });

  test('differs by terms, their order and operators, time frame, filters, and the exact flag when there are terms', () => {
    expect(same(base, { ...base, tags: [{ name: 'franc*' }, { name: 'OR', type: 'operator' }, { name: 'inflation' }] })).toBe(false);
    expect(same(base, { ...base, tags: [{ name: 'inflation' }, { name: 'franc*' }] })).toBe(false);
    expect(same(base, { ...base, timeFrame: 'week' })).toBe(false);
    expect(same(base, { ...base, filters: { ...base.filters, topics: [] } })).toBe(false);
    expect(same(base, { ...base, exactMatchesOnly: true })).toBe(false);
    const exact = { ...base, exactMatchesOnly: true };
    expect(same(exact, { ...exact, tags: [{ name: 'Inflation' }, { name: 'OR', type: 'operator' }, { name: 'franc*' }] })).toBe(false);
    const filtersOnly = { ...base, tags: [] };
    expect(same(filtersOnly, { ...filtersOnly, exactMatchesOnly: true })).toBe(true);
  });
});
