/**
 * @jest-environment node
 */
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { SiteMonitorGateway } from './site-monitor.gateway';

test('calls the site-monitor routes of spec §7', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>((_url, init) =>
    Promise.resolve(
      init?.method === 'DELETE' || String(_url).includes('Viewed')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ sites: [], alertCount: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const gateway = new SiteMonitorGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  expect(await gateway.list()).toEqual({ sites: [], alertCount: 0 });
  await gateway.add({ url: 'https://a.example/', selector: 'main', name: 'A' });
  await gateway.remove('a/b');
  await gateway.update('s1', { ignoredPatterns: ['x {number}'] });
  await gateway.checkNow();
  await gateway.markViewed('s1');
  await gateway.markAllViewed();
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/site-monitor/getSites',
    'POST /api/site-monitor/addSite {"url":"https://a.example/","selector":"main","name":"A"}',
    'DELETE /api/site-monitor/deleteSite/a%2Fb',
    'POST /api/site-monitor/siteUpdate {"id":"s1","ignoredPatterns":["x {number}"]}',
    'POST /api/site-monitor/compareSites {}',
    'POST /api/site-monitor/siteViewed {"id":"s1"}',
    'POST /api/site-monitor/siteViewedAll {}',
  ]);
});
