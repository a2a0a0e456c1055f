import { describe, expect, test } from '@jest/globals';
import { describeQuery } from './describe-query';
import type { SearchTag } from './search-query.types';

const tags = (...names: string[]): SearchTag[] =>
  names.map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' as const } : { name }));

describe('describeQuery: how the query is read', () => {
  test('AND binds tighter than OR: brackets show it', () => {
    expect(describeQuery(tags('inflation', 'AND', 'franc', 'OR', 'gold')).reading).toBe('(inflation AND franc) OR gold');
    expect(describeQuery(tags('gold', 'OR', 'inflation', 'franc')).reading).toBe('gold OR (inflation AND franc)');
  });
  test('no brackets where there is nothing to group', () => {
    expect(describeQuery(tags('inflation', 'franc')).reading).toBe('inflation AND franc');
    expect(describeQuery(tags('inflation', 'OR', 'franc')).reading).toBe('inflation OR franc');
    expect(describeQuery(tags('inflation')).reading).toBe('inflation');
  });
  test('NOT applies to the next term only', () => {
    expect(describeQuery(tags('inflation', 'NOT', 'franc', 'OR', 'gold')).reading).toBe('(inflation AND NOT franc) OR gold');
  });
  test('ignored operators are not shown, as in the search', () => {
    expect(describeQuery(tags('OR', 'inflation', 'AND')).reading).toBe('inflation');
  });
  test('nothing to search: no reading, no refusal', () => {
    expect(describeQuery([])).toEqual({ reading: null, notes: [], refused: null });
  });
});

describe('describeQuery: notes', () => {
  test('curly quotes are said to be turned straight', () => {
    const described = describeQuery(tags('„Swiss National Bank“'));
    expect(described.reading).toBe('"Swiss National Bank"');
    expect(described.notes).toEqual([{ code: 'query.quotes_straightened' }]);
  });
  test('a prefix under 4 characters is costly; 4 or more is not', () => {
    expect(describeQuery(tags('inf*')).notes).toEqual([{ code: 'query.short_prefix', term: 'inf*' }]);
    expect(describeQuery(tags('infl*')).notes).toEqual([]);
  });
  test('a leading asterisk: costly inside words, ignored alone', () => {
    expect(describeQuery(tags('*flation*')).notes).toEqual([{ code: 'query.leading_wildcard', term: '*flation*' }]);
    expect(describeQuery(tags('*flation'))).toMatchObject({
      reading: 'flation',
      notes: [{ code: 'query.leading_wildcard_ignored', term: '*flation' }],
    });
  });
});

describe('describeQuery: a refused query in plain words', () => {
  test.each([
    ['two words without quotes', tags('national bank'), 'search.more_than_one_term', 'Not allowed to search more than one term.'],
    [
      'a wildcard too short',
      tags('in*'),
      'search.wildcard_too_short',
      'A wildcard search needs at least 3 letters or digits besides the asterisks.',
    ],
    [
      'a wildcard in the middle',
      tags('in*flation*'),
      'search.invalid_wildcard',
      'A wildcard can only stand at the start or end of a single word of letters and digits.',
    ],
  ])('%s', (_, query, code, message) => {
    const described = describeQuery(query);
    expect(described.reading).toBeNull();
    expect(described.refused).toMatchObject({ code, message });
  });
});
