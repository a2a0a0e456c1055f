/**
 * @jest-environment node
 */
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { SearchGateway } from './search.gateway';
import { toRequest } from './search-params';
import { emptyParams } from './search.types';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const answers: Record<string, unknown> = {
  'POST /api/search': { hits: [], total: 0, moreThan10000: false, query: { display: '', tags: [] }, page: 1, pageSize: 20 },
  'POST /api/suggestions': { suggestions: [{ name: 'Swiss National Bank', kind: 'organization', documents: 12 }] },
  'GET /api/search/filters': { sources: [{ domain: 'nzz.ch', name: 'NZZ' }], topics: [] },
  'POST /api/search/share': { id: 'abc', params: {}, createdAt: '', expiresAt: '' },
};

test('calls the search routes with the documented bodies', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>((url, init) => {
    const key = `${init?.method} ${String(url).replace('https://newsdesk.example', '')}`;
    return key in answers
      ? json(200, answers[key])
      : json(410, { message: 'This shared search has expired.', code: 'search.share_expired' });
  });
  const gateway = new SearchGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  const params = { ...emptyParams(), tags: [{ name: 'inflation' }] };

  expect(await gateway.search(toRequest(params))).toMatchObject({ total: 0 });
  expect(await gateway.suggest('swi')).toEqual([{ name: 'Swiss National Bank', kind: 'organization', documents: 12 }]);
  expect(await gateway.filterOptions()).toEqual({ sources: [{ domain: 'nzz.ch', name: 'NZZ' }], topics: [] });
  expect(await gateway.share(params)).toMatchObject({ id: 'abc' });
  const expired = await gateway.shared('a/b').catch((error: unknown) => error);
  expect(expired).toBeInstanceOf(ApiError);
  expect(expired).toMatchObject({ status: 410, code: 'search.share_expired' });

  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    `POST /api/search ${JSON.stringify(toRequest(params))}`,
    'POST /api/suggestions {"text":"swi"}',
    'GET /api/search/filters',
    `POST /api/search/share ${JSON.stringify({ params })}`,
    'GET /api/search/share/a%2Fb',
  ]);
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
    tags: [{ name: 'inflation' }],
    timeFrame: 'month',
    sort: { field: 'indexing-date', direction: 'newest' },
    filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
    exactMatchesOnly: false,
    page: 1,
    pageSize: 20,
  });
});
