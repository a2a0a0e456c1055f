/**
 * @jest-environment node
 */
// Node's own fetch types (Response): the gateway only needs the standard ones.
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { GazetteerAdminGateway } from './gazetteer-admin.gateway';

test('calls the gazetteer routes', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>((_url, init) =>
    Promise.resolve(
      init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ entries: [], id: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const gateway = new GazetteerAdminGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  expect(await gateway.listEntries()).toEqual([]);
  await gateway.addEntry({ language: 'en', kind: 'person', name: 'Some One', aliases: ['S. One'] });
  await gateway.deleteEntry('a/b');
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/gazetteer',
    'POST /api/gazetteer {"language":"en","kind":"person","name":"Some One","aliases":["S. One"]}',
    'DELETE /api/gazetteer/a%2Fb',
  ]);
});
