import { expect, test } from '@jest/globals';
import { emptyParams } from './search.types';
import { parseParams, toRequest } from './search-params';

test('the chosen sources are domains, as core names them, from the page to the request', () => {
  const params = { ...emptyParams(), tags: [{ name: 'Zürich' }], filters: { domains: ['nzz.ch'], topics: [], languages: [] } };
  expect(parseParams(JSON.parse(JSON.stringify(params)))?.filters.domains).toEqual(['nzz.ch']);
  expect(toRequest(params).filters.domains).toEqual(['nzz.ch']);
});

test('a search stored or shared before the rename (filters.sources) still opens with its sources', () => {
  const stored = { tags: [{ name: 'Zürich' }], filters: { sources: ['nzz.ch', 'srf.ch'], topics: [], languages: ['de'] } };
  expect(parseParams(stored)?.filters).toEqual({ domains: ['nzz.ch', 'srf.ch'], topics: [], languages: ['de'] });
});

test('filters that are not lists of text are refused', () => {
  expect(parseParams({ tags: [{ name: 'x' }], filters: { domains: 'nzz.ch' } })).toBeNull();
  expect(parseParams({ tags: [{ name: 'x' }], filters: { sources: [1] } })).toBeNull();
});
