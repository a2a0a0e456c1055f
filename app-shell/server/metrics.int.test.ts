import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { postMessageHandler, startFakeSlack, workspaceHandlers, type FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { REPO_ROOT } from './config';
import { familiesWithSamples, promtool, promtoolAvailable, promtoolCheckMetrics } from './testing/promtool';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';
import { eventually } from './testing/eventually';

// /metrics after real traffic, an ingested document, its percolation and a Slack delivery: clean
// for promtool and every family of docs/operations.md ("Health and metrics") has samples.
const TOKEN = 'scrape-token-0123456789';
let t: TestServer;
let slack: FakeSlack;
let feed: http.Server;
let feedUrl: string;
let cookie: string;
const sockets: WebSocket[] = [];
/** The exposition after the traffic of the second test. */
let exposition = '';

const FEED = (link: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Wire</title><link>${link}</link><description>Test wire</description>
<item><title>Inflation eases in the euro area</title><link>${link}/inflation-eases</link><guid>${link}/inflation-eases</guid>
<pubDate>${new Date().toUTCString()}</pubDate>
<description>${'Inflation in the euro area eased again in November, the statistics office said, as energy prices fell and food prices rose more slowly than in the months before. '.repeat(6)}</description></item>
</channel></rss>`;

beforeAll(async () => {
  feed = http.createServer((request, response) => {
    if (request.url === '/feed.xml') response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(FEED(feedUrl));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}`;
  slack = await startFakeSlack({
    ...workspaceHandlers({ channels: [{ id: 'C0ECONOMY', name: 'economy' }], users: [] }),
    'chat.postMessage': postMessageHandler({ '#economy': 'C0ECONOMY' }),
  });
  t = await startTestServer({
    roles: { web: true, worker: true },
    metricsToken: TOKEN,
    slackBotToken: 'xoxb-metrics',
    slackApiUrl: slack.url,
    fetchAllow: ['127.0.0.1'],
  });
  cookie = await t.cookieFor('staff');
}, 60_000);
afterAll(async () => {
  for (const ws of sockets) ws.close();
  await t?.stop();
  await slack?.stop();
  await new Promise((resolve) => feed?.close(resolve));
});

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  rawRequest(`${t.url}/metrics`, { method: 'GET', headers });

test('/metrics wants the bearer token of NEWSDESK_METRICS_TOKEN: 401 JSON without it or with another', async () => {
  const attempts: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer wrong-token-0123456789' },
    { Authorization: TOKEN },
    { Authorization: `Basic ${TOKEN}` },
  ];
  for (const headers of attempts) {
    const refused = await scrape(headers);
    expect({ status: refused.status, body: JSON.parse(refused.body) }).toEqual({
      status: 401,
      body: { message: 'The metrics need the bearer token of NEWSDESK_METRICS_TOKEN.', code: 'metrics.unauthorized' },
    });
  }
  const allowed = await scrape();
  expect(allowed.status).toBe(200);
  expect(allowed.body).toContain('# TYPE newsdesk_http_request_duration_seconds histogram');
});

test('after traffic, ingestion, percolation and a delivery, promtool finds /metrics clean and every family has samples', async () => {
  // an alert that the ingested article matches, and a live socket open in the owner's browser
  const created = await rawRequest(`${t.url}/api/collections`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: t.url, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Inflation watch',
      search: { tags: [{ name: 'inflation' }], timeFrame: 'month' },
      alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: [] },
    }),
  });
  expect(created.status).toBe(200);
  const collectionId = (JSON.parse(created.body) as { id: string }).id;
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: t.url } });
  sockets.push(ws);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  // the percolator hears of the collection (LISTEN/NOTIFY) within a second
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const summary = await t.server.container
    .get(CrawlSource)
    .execute({ id: null, url: `${feedUrl}/feed.xml`, concurrency: 1, etag: null, lastModified: null });
  expect(summary).toMatchObject({ fetched: 1, new: 1, failure: null });
  // the same feed again: a duplicate
  expect(
    await t.server.container
      .get(CrawlSource)
      .execute({ id: null, url: `${feedUrl}/feed.xml`, concurrency: 1, etag: null, lastModified: null }),
  ).toMatchObject({ duplicates: 1 });
  await eventually(
    async () => slack.callsTo('chat.postMessage'),
    (calls) => calls.length >= 1,
  );
  expect(
    (await rawRequest(`${t.url}/api/collections/${collectionId}/deliveries`, { method: 'GET', headers: { Cookie: cookie } })).status,
  ).toBe(200);
  expect((await rawRequest(`${t.url}/no-such-thing`, { method: 'GET' })).status).toBe(404);

  exposition = (await eventually(scrape, (r) => /newsdesk_alert_deliveries_total\{channel="slack",outcome="sent"\} 1/.test(r.body))).body;
  const families = familiesWithSamples(exposition);
  const sample = (family: string, pattern: RegExp) =>
    expect({ family, found: (families.get(family) ?? []).some((line) => pattern.test(line)) }).toEqual({ family, found: true });

  sample('newsdesk_http_request_duration_seconds', /route="\/api\/collections\/:id\/deliveries",status="200"/);
  sample('newsdesk_http_request_duration_seconds', /method="POST",route="\/api\/collections",status="200"/);
  sample('newsdesk_http_request_duration_seconds', /route="\(unmatched\)",status="404"/);
  sample('newsdesk_documents_ingested_total', /^newsdesk_documents_ingested_total\{outcome="new"\} 1$/);
  sample('newsdesk_documents_ingested_total', /^newsdesk_documents_ingested_total\{outcome="duplicate"\} 1$/);
  sample('newsdesk_percolation_document_duration_seconds', /^newsdesk_percolation_document_duration_seconds_count [1-9]/);
  sample('newsdesk_percolation_batch_duration_seconds', /^newsdesk_percolation_batch_duration_seconds_count [1-9]/);
  sample('newsdesk_alert_deliveries_total', /channel="slack",outcome="sent"\} 1$/);
  sample('newsdesk_live_sockets', /^newsdesk_live_sockets 1$/);
  sample('newsdesk_job_start_delay_seconds', /job="deliver alert"/);
  sample('newsdesk_job_oldest_due_seconds', /job="deliver alert"|job="sweep alert deliveries"/);
  sample('newsdesk_job_runner_last_poll_age_seconds', /runner="alert delivery jobs"/);
  sample('newsdesk_db_pool_connections', /pool="orm",state="max"\} 10$/);
  sample('newsdesk_db_pool_connections', /pool="crawl scheduler",state="idle"/);
  // read before the scrape's own query (the job queue's) takes a connection of that pool
  sample('newsdesk_db_pool_waiting_clients', /pool="orm"\} 0$/);
  sample('nodejs_eventloop_lag_seconds', /^nodejs_eventloop_lag_seconds \d/);
  sample('newsdesk_build_info', /version="0\.1\.0",roles="web,worker"/);
  // every expensive route's shed counter exists from the start (load-shedding.int.test.ts counts real ones)
  sample(
    'newsdesk_http_requests_shed_total',
    /^newsdesk_http_requests_shed_total\{route="\/api\/search",reason="expensive_in_flight"\} 0$/,
  );
  // no raw URL in a label: the collection's id appears nowhere
  expect(exposition).not.toContain(collectionId);

  if (!promtoolAvailable()) return;
  const lint = promtoolCheckMetrics(exposition);
  expect(lint).toEqual({ status: 0, output: '' });
}, 60_000);

test('docs/operations.md names only metrics that are exposed, and promtool accepts its alert rules', async () => {
  expect(exposition).not.toBe('');
  const docs = await readFile(path.join(REPO_ROOT, 'docs/operations.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Health and metrics'), docs.indexOf('## Commands'));
  const named = new Set([...section.matchAll(/\b((?:newsdesk|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1]!));
  expect(named.size).toBeGreaterThan(10);
  const families = familiesWithSamples(exposition);
  const exposed = (name: string) => families.has(name) || families.has(name.replace(/_(bucket|sum|count)$/, ''));
  expect([...named].filter((name) => !exposed(name))).toEqual([]);

  if (!promtoolAvailable()) return;
  const rules = /Alert rules[^\n]*\n```yaml\n([\s\S]*?)```/.exec(section)?.[1];
  expect(rules).toContain('groups:');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-rules-'));
  try {
    await writeFile(path.join(dir, 'newsdesk.rules.yml'), rules!);
    const check = promtool(['check', 'rules', path.join(dir, 'newsdesk.rules.yml')]);
    expect({ status: check.status, output: check.output }).toEqual({ status: 0, output: expect.stringMatching(/SUCCESS: 6 rules found/) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
