import { expect, test } from '@jest/globals';
import { COUNT_CAP } from '@newsdesk/core/search/search.ports';
import { pageStrategy } from './postgres-search-index';

test('frequent queries walk the date index, rare ones collect their matches and sort them', () => {
  expect(pageStrategy(COUNT_CAP, 1_000_000, 0, 20)).toBe('date-index');
  expect(pageStrategy(0, 1_000_000, 0, 20)).toBe('matches-then-sort');
  // on 1,000,000 documents the two plans cost the same at about 2,450 matches for the first page
  expect(pageStrategy(3_000, 1_000_000, 0, 20)).toBe('date-index');
  expect(pageStrategy(2_000, 1_000_000, 0, 20)).toBe('matches-then-sort');
  // deeper pages walk further: collecting pays off sooner
  expect(pageStrategy(3_000, 1_000_000, 200, 20)).toBe('matches-then-sort');
  // a table never analysed may be large: collecting fewer than COUNT_CAP matches has a bound, walking has none
  expect(pageStrategy(9_000, -1, 0, 20)).toBe('matches-then-sort');
  expect(pageStrategy(COUNT_CAP, -1, 0, 20)).toBe('date-index');
});
