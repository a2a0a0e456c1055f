/**
 * @jest-environment node
 */
// Node's own fetch types (FormData, File, Response): the gateway only needs the standard ones.
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { SourceAdminGateway } from './source-admin.gateway';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const setup = () => {
  const fetch = jest.fn<typeof globalThis.fetch>(() => Promise.resolve(json({ sources: [], files: [], sites: [], topics: [] })));
  return { fetch, gateway: new SourceAdminGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' })) };
};

test('calls the documented routes', async () => {
  const { fetch, gateway } = setup();
  await gateway.listSources();
  await gateway.createSource({
    name: 'SRF',
    url: 'https://srf.ch/rss',
    domain: 'srf.ch',
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
  });
  await gateway.updateSource('s/1', { resume: true });
  await gateway.deleteSource('s/1');
  await gateway.listFiles();
  await gateway.deleteFile('a b.csv');
  await gateway.listSites('custom');
  await gateway.listOfficialSources();
  await gateway.saveOfficialSource({ name: 'BGer', url: 'https://bger.ch', kind: 'court' });
  await gateway.listTopics();
  await gateway.saveTopic({ id: 'sport', parentId: null, keywords: [] });
  await gateway.deleteTopic('sport');
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/rss-enabled-source',
    'POST /api/rss-enabled-source {"name":"SRF","url":"https://srf.ch/rss","domain":"srf.ch","intervalMinutes":15,"enabled":true,"concurrency":2}',
    'PUT /api/rss-enabled-source-update {"id":"s/1","resume":true}',
    'DELETE /api/rss-enabled-source/s%2F1',
    'GET /api/files/websites',
    'DELETE /api/files/websites/a%20b.csv',
    'GET /api/sites/custom',
    'GET /api/officialSources',
    'POST /api/officialSources {"name":"BGer","url":"https://bger.ch","kind":"court"}',
    'GET /api/topics',
    'POST /api/topics {"id":"sport","parentId":null,"keywords":[]}',
    'DELETE /api/topics/sport',
  ]);
  expect(gateway.downloadUrl('swiss media.csv')).toBe('https://newsdesk.example/api/files/websites/swiss%20media.csv?format=text');
});

test('uploads a list as multipart/form-data, letting fetch set the boundary', async () => {
  const { fetch, gateway } = setup();
  fetch.mockImplementation(() => Promise.resolve(json({ file: { name: 'sites.csv' }, replaced: false })));
  const result = await gateway.uploadFile('generic', new File(['srf.ch,SRF\n'], 'Sites.csv', { type: 'text/csv' }));
  expect(result).toEqual({ file: { name: 'sites.csv' }, replaced: false });
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toBe('https://newsdesk.example/api/files/websites');
  expect(init?.method).toBe('POST');
  expect((init!.headers as Record<string, string>)['content-type']).toBeUndefined();
  const form = init?.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(form.get('kind')).toBe('generic');
  const file = form.get('file') as File;
  expect(file.name).toBe('Sites.csv');
  expect(await file.text()).toBe('srf.ch,SRF\n');
});
