import { expect, test } from '@jest/globals';
import type { DomainError } from '../shared/domain-error';
import { FakeClock } from '../testing/in-memory-identity';
import { isEmpty, OpenSharedSearch, ShareSearch, type SharedSearch, type SharedSearchRepository } from './shared-search';

const setup = () => {
  const stored = new Map<string, SharedSearch>();
  const repo: SharedSearchRepository = { add: async (s) => void stored.set(s.id, s), findById: async (id) => stored.get(id) ?? null };
  const clock = new FakeClock();
  let n = 0;
  return { clock, share: new ShareSearch(repo, { newShareId: () => `share-${++n}` }, clock), open: new OpenSharedSearch(repo, clock) };
};

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: DomainError) => e.code,
  );

test('a search with parameters is shared and opens for 48 hours, then is gone', async () => {
  const { clock, share, open } = setup();
  const shared = await share.execute('user-1', { tags: [{ name: 'inflation' }], timeFrame: 'week' });
  expect((await open.execute(shared.id)).params).toEqual({ tags: [{ name: 'inflation' }], timeFrame: 'week' });
  clock.advance(48 * 3_600_000 - 1);
  expect(await code(open.execute(shared.id))).toBe('ok');
  clock.advance(1);
  expect(await code(open.execute(shared.id))).toBe('search.share_expired');
  expect(await code(open.execute('nope'))).toBe('search.share_not_found');
});

test("a search without parameters can't be shared", async () => {
  const { share } = setup();
  for (const params of [{}, { tags: [] }, { tags: [], query: '' }, { filters: { domains: [] } }]) {
    expect(await code(share.execute('user-1', params))).toBe('search.share_without_parameters');
  }
});

test('parameters nested 20,000 levels deep are judged without overflowing the stack', async () => {
  const { share } = setup();
  let emptyDeep: Record<string, unknown> = {};
  let fullDeep: Record<string, unknown> = { name: 'inflation' };
  for (let i = 0; i < 20_000; i++) {
    emptyDeep = { inner: [emptyDeep] };
    fullDeep = { inner: [fullDeep] };
  }
  expect(await code(share.execute('user-1', emptyDeep))).toBe('search.share_without_parameters');
  expect(await code(share.execute('user-1', fullDeep))).toBe('ok');
});

test('what counts as empty: nulls, empty strings, empty lists and objects; anything else is a parameter', () => {
  expect(isEmpty({ a: null, b: '', c: [], d: {}, e: [[], { f: [null] }] })).toBe(true);
  for (const value of [0, false, 'x', [0], { a: { b: [false] } }]) expect(isEmpty({ value })).toBe(false);
});
