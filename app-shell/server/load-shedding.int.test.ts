import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import http from 'node:http';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { TEST_PASSWORD, startTestServer, type TestServer } from './testing/test-server';

// Load shedding against real servers on a real corpus (docs/operations.md, "Failure modes";
// adapters/src/http/operations/load-shedding.ts). The bounds are lowered through the same
// settings an operator has (NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT, NEWSDESK_SHED_LAG_MS), so that
// a burst a test can make on a shared 2-core machine is past them.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

// A fresh connection per request (no agent): the server sees the burst as a browser crowd does.
const request = (url: string, method: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      { method, agent: false, headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const search = (t: TestServer, cookie: string, term: string) =>
  request(`${t.url}/api/search`, 'POST', { Cookie: cookie, Origin: t.url }, { tags: [{ name: term }], timeFrame: 'month' });
const login = (t: TestServer) =>
  request(`${t.url}/auth/login`, 'POST', { Origin: t.url }, { email: t.users.staff.email, password: TEST_PASSWORD });
const healthz = (t: TestServer) => request(`${t.url}/healthz`, 'GET');

const shedCount = async (t: TestServer, reason: string): Promise<number> => {
  const metrics = await request(`${t.url}/metrics`, 'GET');
  const line = new RegExp(`^newsdesk_http_requests_shed_total\\{route="/api/search",reason="${reason}"\\} (\\d+)$`, 'm').exec(metrics.body);
  return line ? Number(line[1]) : 0;
};

/** Holds this process's event loop, which the in-process server shares, as a long synchronous task would. */
const blockEventLoop = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs
  }
};

/** Asks until the answer is no 503 (or the time is up), as the widgets' one retry would, more patiently. */
const servedWithin = async (ms: number, ask: () => Promise<Answer>): Promise<Answer> => {
  const deadline = Date.now() + ms;
  let answer = await ask();
  while (answer.status === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await ask();
  }
  return answer;
};

const TERMS = ['bank', 'market', 'election', 'minister', 'football', 'inflation', 'climate', 'energy'];

const expectBusy = (answer: Answer, reason: string) => {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { message: string; code: string; details: { retryAfterSeconds: number; reason: string } };
  expect(body).toEqual({
    message: 'Newsdesk is busy. Please try again in a few seconds.',
    code: 'server.busy',
    details: { retryAfterSeconds: Number(answer.headers['retry-after']), reason },
  });
};

describe('more expensive requests at once than NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT', () => {
  let t: TestServer;
  let cookie: string;
  beforeAll(async () => {
    // the lag bound out of the way: this server sheds by the count of searches in flight alone
    t = await startTestServer({ loadShedding: { lagMs: 60_000, maxExpensiveInFlight: 2 }, metricsToken: undefined });
    await bulkLoadDocuments(t.server.databaseUrl, generateCorpus({ count: 3_000, seed: 7, now: new Date() }));
    cookie = await t.cookieFor('staff');
  }, 120_000);
  afterAll(async () => t?.stop(), 60_000);

  test('a burst of 60 searches: some are served, the rest get 503 server.busy with Retry-After 1 at once; health, login and small reads are served meanwhile', async () => {
    const burst = Array.from({ length: 60 }, (_, i) => search(t, cookie, TERMS[i % TERMS.length]!));
    // sent while the burst is being answered: the routes that are never shed
    const [health, loggedIn, me] = await Promise.all([healthz(t), login(t), request(`${t.url}/api/me`, 'GET', { Cookie: cookie })]);
    const answers = await Promise.all(burst);

    const served = answers.filter((a) => a.status === 200);
    const shed = answers.filter((a) => a.status === 503);
    expect(served.length + shed.length).toBe(60);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expectBusy(answer, 'expensive_in_flight');
      expect(answer.headers['retry-after']).toBe('1');
    }
    for (const answer of served) expect(JSON.parse(answer.body)).toMatchObject({ hits: expect.any(Array), total: expect.any(Number) });
    // refused without queueing: a typical refusal takes no longer than a typical search served
    const median = (list: Answer[]) => list.map((a) => a.ms).sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    expect(median(shed)).toBeLessThanOrEqual(median(served) + 250);

    expect([health.status, loggedIn.status, me.status]).toEqual([200, 200, 200]);
    expect(await shedCount(t, 'expensive_in_flight')).toBe(shed.length);
  }, 60_000);

  test('the count goes back down: one search after the burst, then two at once, are served', async () => {
    expect((await search(t, cookie, 'bank')).status).toBe(200);
    const pair = await Promise.all([search(t, cookie, 'market'), search(t, cookie, 'energy')]);
    expect(pair.map((a) => a.status)).toEqual([200, 200]);
  }, 30_000);

  test('a search that fails (a refused query) releases its place as well', async () => {
    for (let i = 0; i < 5; i++) expect((await search(t, cookie, 'a*')).status).toBe(400);
    const pair = await Promise.all([search(t, cookie, 'market'), search(t, cookie, 'energy')]);
    expect(pair.map((a) => a.status)).toEqual([200, 200]);
  }, 30_000);
});

describe('an event loop behind by more than NEWSDESK_SHED_LAG_MS', () => {
  let t: TestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestServer({ loadShedding: { lagMs: 100, maxExpensiveInFlight: 1_000 }, metricsToken: undefined });
    cookie = await t.cookieFor('staff');
  }, 120_000);
  afterAll(async () => t?.stop(), 60_000);

  test('right after a 600 ms stall an expensive route is shed with a longer Retry-After, while /healthz and login answer 200 at once; searches are served again within seconds', async () => {
    // a loaded machine may lag past 100 ms by itself: start from a moment it is served
    expect((await servedWithin(10_000, () => search(t, cookie, 'bank'))).status).toBe(200);
    blockEventLoop(600);
    const [searched, related, health, loggedIn] = await Promise.all([
      search(t, cookie, 'bank'),
      request(
        `${t.url}/api/metadata-documents/search`,
        'POST',
        { Cookie: cookie, Origin: t.url },
        { metadataEntities: ['Swiss National Bank'] },
      ),
      healthz(t),
      login(t),
    ]);
    expectBusy(searched, 'event_loop_lag');
    // about 600 ms of lag behind: a second more than the lag, in whole seconds
    expect(Number(searched.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expectBusy(related, 'event_loop_lag');
    expect([health.status, loggedIn.status]).toEqual([200, 200]);
    expect(health.ms).toBeLessThan(1_500);
    expect(await shedCount(t, 'event_loop_lag')).toBe(1);

    // the estimate forgets the stall (half-life 500 ms): served again once it is below the bound
    expect((await servedWithin(10_000, () => search(t, cookie, 'bank'))).status).toBe(200);
  }, 30_000);

  test('a cheap route is never shed, however far behind the loop is', async () => {
    blockEventLoop(600);
    const [me, filters] = await Promise.all([
      request(`${t.url}/api/me`, 'GET', { Cookie: cookie }),
      request(`${t.url}/api/search/filters`, 'GET', { Cookie: cookie }),
    ]);
    expect([me.status, filters.status]).toEqual([200, 200]);
  }, 30_000);
});
