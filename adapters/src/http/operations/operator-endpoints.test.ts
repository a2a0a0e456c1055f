import http from 'node:http';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import { unauthenticated } from '@newsdesk/core/identity/identity.errors';
import type { ReadinessReport } from '../../operations/readiness';
import { createHttpApp } from '../create-http-app';
import { operatorEndpoints } from './operator-endpoints';

// The endpoints' HTTP behaviour on a real Koa app on loopback, without a database; the readiness
// checks themselves run against PostgreSQL in app-shell/server/health.int.test.ts.
const logged: { level: number; path?: string; status?: number }[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => logged.push(JSON.parse(line)) });
let report: ReadinessReport = { ready: true, checks: [{ name: 'database', ok: true, message: 'PostgreSQL answers.', ms: 1 }] };
const requests: { route: string; status: number }[] = [];

const appWith = (metricsToken: string | undefined) =>
  createHttpApp({
    routes: [],
    authenticate: async () => {
      throw unauthenticated();
    },
    logger,
    allowedOrigins: [],
    trustProxy: false,
    operatorEndpoints: operatorEndpoints({
      version: '9.9.9',
      roles: ['worker'],
      readiness: async () => report,
      metrics: { render: async () => '# HELP x y\n# TYPE x gauge\nx 1\n', contentType: 'text/plain; version=0.0.4; charset=utf-8' },
      metricsToken,
    }),
    onRequestDone: ({ route, status }) => void requests.push({ route, status }),
  }).app;

const servers: http.Server[] = [];
const urls: { open: string; guarded: string } = { open: '', guarded: '' };
beforeAll(async () => {
  for (const [key, token] of [
    ['open', undefined],
    ['guarded', 'a-long-enough-scrape-token'],
  ] as const) {
    const server = http.createServer(appWith(token).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls[key] = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

test('/readyz maps the report: 200, or 503 with message, code and the failing checks', async () => {
  const ready = await fetch(`${urls.open}/readyz`);
  expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
    200,
    'no-store',
    { status: 'ready', checks: report.checks },
  ]);
  report = {
    ready: false,
    checks: [
      { name: 'database', ok: true, message: 'PostgreSQL answers.', ms: 1 },
      { name: 'migrations', ok: false, message: 'not applied: M1', ms: 2 },
      { name: 'background jobs', ok: false, message: 'Not looking for due jobs: x.', ms: 0 },
    ],
  };
  const down = await fetch(`${urls.open}/readyz`);
  expect([down.status, await down.json()]).toEqual([
    503,
    {
      status: 'not_ready',
      message: 'Not ready: migrations, background jobs.',
      code: 'server.not_ready',
      failing: ['migrations', 'background jobs'],
      checks: report.checks,
    },
  ]);
});

test('/metrics: open without a token; with one, only the right bearer token gets the text', async () => {
  expect((await fetch(`${urls.open}/metrics`)).status).toBe(200);
  const refused = await fetch(`${urls.guarded}/metrics`, { headers: { Authorization: 'Bearer a-long-enough-scrape-tokeN' } });
  expect([refused.status, refused.headers.get('www-authenticate'), (await refused.json()).code]).toEqual([
    401,
    'Bearer realm="newsdesk-metrics"',
    'metrics.unauthorized',
  ]);
  const allowed = await fetch(`${urls.guarded}/metrics`, { headers: { Authorization: 'bearer  a-long-enough-scrape-token' } });
  expect([allowed.status, allowed.headers.get('content-type'), await allowed.text()]).toEqual([
    200,
    'text/plain; version=0.0.4; charset=utf-8',
    '# HELP x y\n# TYPE x gauge\nx 1\n',
  ]);
  // the token guards /metrics only
  expect((await fetch(`${urls.guarded}/healthz`)).status).toBe(200);
});

test('successful probes are logged at debug, everything else at info; every request is measured by route', async () => {
  logged.length = 0;
  requests.length = 0;
  await fetch(`${urls.open}/healthz`);
  await fetch(`${urls.open}/nothing-here`);
  await fetch(`${urls.open}/healthz`, { method: 'DELETE' });
  expect(logged.filter((l) => l.path).map((l) => [l.path, l.status, l.level])).toEqual([
    ['/healthz', 200, 20],
    ['/nothing-here', 404, 30],
    ['/healthz', 405, 30],
  ]);
  expect(requests).toEqual([
    { route: '/healthz', status: 200 },
    { route: '(unmatched)', status: 404 },
    { route: '/healthz', status: 405 },
  ]);
});
