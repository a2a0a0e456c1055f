/**
 * @jest-environment node
 */
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { DocumentViewerGateway } from './document-viewer.gateway';

test('calls the document routes', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ id: 'd', documents: [], topics: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  const gateway = new DocumentViewerGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  expect(await gateway.document('a/b')).toMatchObject({ id: 'd' });
  expect(await gateway.related('a', ['SNB'], 'AND')).toEqual([]);
  expect(await gateway.topics()).toEqual([]);
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/document/a%2Fb',
    'POST /api/document/recommended {"documentId":"a","metadataEntities":["SNB"],"operator":"AND"}',
    'GET /api/topics',
  ]);
});

test('asks for all sports chips of a document in one request, and none for a document without names', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ subjects: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const gateway = new DocumentViewerGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  expect(await gateway.sportsSubjects(['Bayern München', 'Harry Kane', 'Bayern München', ' ', 'x'.repeat(101)])).toEqual([]);
  expect(await gateway.sportsSubjects([])).toEqual([]);
  expect(fetch.mock.calls.map(([url]) => String(url).replace('https://newsdesk.example', ''))).toEqual([
    '/api/sports/lookup?names=Bayern+M%C3%BCnchen&names=Harry+Kane',
  ]);
});
