import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CLIENT_PAGES } from '@newsdesk/adapters/http/static-client';
import { REPO_ROOT } from './config';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';
import { eventually } from './testing/eventually';

// /healthz, /readyz and the paths that are no page (docs/operations.md, "Health and metrics"),
// against a whole process (web and worker) on a real PostgreSQL that the tests make fail.
let t: TestServer;
let clientDir: string;
const INDEX = '<!doctype html><title>Newsdesk</title><div id="root"></div>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  // a grace of 1 s: the alert delivery runner (every 2 s) counts as stuck 7 s after its last look
  t = await startTestServer({ roles: { web: true, worker: true }, clientDir, jobHeartbeatGraceMs: 1_000, metricsToken: undefined });
}, 60_000);
// a shutdown drains running jobs (up to 30 s, the runners together) after PostgreSQL was made to fail
afterAll(async () => {
  await t?.stop();
  await rm(clientDir, { recursive: true, force: true });
}, 120_000);

const get = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await rawRequest(`${t.url}${pathname}`, { method: 'GET', headers });
  return { status: response.status, body: response.body };
};
const json = async (pathname: string) => {
  const { status, body } = await get(pathname);
  return { status, body: JSON.parse(body) as Record<string, unknown> & { checks?: { name: string; ok: boolean; message: string }[] } };
};

const databaseName = () => new URL(t.server.databaseUrl).pathname.slice(1);
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: process.env.NEWSDESK_TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

test('/healthz: the process is alive, with its version, roles and uptime', async () => {
  const { status, body } = await json('/healthz');
  expect(status).toBe(200);
  expect(body).toEqual({ status: 'ok', version: '0.1.0', roles: ['web', 'worker'], uptimeSeconds: expect.any(Number) });
});

test('/readyz: 200 when the database answers, the migrations are the committed ones and every job runner looks for work', async () => {
  const { status, body } = await json('/readyz');
  expect(status).toBe(200);
  expect(body.status).toBe('ready');
  expect(body.checks!.map((c) => [c.name, c.ok])).toEqual([
    ['database', true],
    ['migrations', true],
    ['background jobs', true],
  ]);
  expect(body.checks![1]!.message).toMatch(/^\d+ migrations applied, as committed\.$/);
});

describe('paths that are no page', () => {
  test('a probe of /health, /ready or /status gets the JSON 404, never the web client with 200', async () => {
    for (const pathname of ['/health', '/ready', '/status', '/healthz/', '/no/such/thing']) {
      const { status, body } = await get(pathname, { Accept: '*/*' });
      expect({ pathname, status, body: JSON.parse(body) }).toEqual({
        pathname,
        status: 404,
        body: { message: 'Not found.', code: 'route.not_found' },
      });
    }
  });

  test('a browser navigating to an unknown path gets the client with 404 (its "page not found"); its pages get it with 200', async () => {
    expect(await get('/no/such/page', { Accept: 'text/html,application/xhtml+xml' })).toEqual({ status: 404, body: INDEX });
    for (const pathname of [
      '/',
      '/login',
      '/dashboard',
      '/search?docId=abc',
      '/collections',
      '/statistics',
      '/glossary',
      '/administration',
      '/site-monitor',
      '/user-guide',
      '/dashboard/',
    ]) {
      expect({ pathname, ...(await get(pathname, { Accept: '*/*' })) }).toEqual({ pathname, status: 200, body: INDEX });
    }
  });

  test('the pages served are the routes of the web client (app-shell/client/routes.tsx)', async () => {
    const routes = await readFile(path.join(REPO_ROOT, 'app-shell/client/routes.tsx'), 'utf8');
    const declared = new Set([...routes.matchAll(/\bpath="(\/[a-z-]*)"/g)].map((m) => m[1]!).filter((p) => p !== '/'));
    expect([...new Set(CLIENT_PAGES)].filter((p) => p !== '/').sort()).toEqual([...declared].sort());
  });

  test('the operator endpoints take GET only; /metrics is open when NEWSDESK_METRICS_TOKEN is unset', async () => {
    const posted = await rawRequest(`${t.url}/healthz`, { method: 'POST', headers: { Origin: t.url } });
    expect({ status: posted.status, body: JSON.parse(posted.body) }).toEqual({
      status: 405,
      body: { message: 'This method is not allowed here.', code: 'route.method_not_allowed' },
    });
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('newsdesk_build_info{version="0.1.0",roles="web,worker"} 1');
  });
});

test('/readyz: 503 naming the background jobs when the job runners cannot look for work (their table locked); ready again once released', async () => {
  const blocker = new pg.Client({ connectionString: t.server.databaseUrl });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query('lock table agenda_jobs in access exclusive mode');
    const stuck = await eventually(
      () => json('/readyz'),
      (r) => r.status === 503,
      { timeoutMs: 20_000, everyMs: 250 },
    );
    expect(stuck.body).toMatchObject({
      status: 'not_ready',
      code: 'server.not_ready',
      failing: ['background jobs'],
      message: 'Not ready: background jobs.',
    });
    const jobs = stuck.body.checks!.find((c) => c.name === 'background jobs')!;
    expect(jobs.message).toMatch(/^Not looking for due jobs: .*alert delivery jobs \(last \d+ s ago, limit 7 s\)/);
    expect(stuck.body.checks!.filter((c) => c.ok).map((c) => c.name)).toEqual(['database', 'migrations']);
    // alive all the while: a load balancer must not restart it for this
    expect((await json('/healthz')).status).toBe(200);
  } finally {
    await blocker.query('rollback');
    await blocker.end();
  }
  await eventually(
    () => json('/readyz'),
    (r) => r.status === 200,
    { timeoutMs: 20_000, everyMs: 250 },
  );
}, 60_000);

test('/readyz: 503 naming the database when PostgreSQL refuses connections; /healthz stays 200 (no database call); ready again after', async () => {
  const name = databaseName();
  await admin(`alter database ${name} allow_connections false`);
  try {
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    const down = await eventually(
      () => json('/readyz'),
      (r) => r.status === 503,
      { timeoutMs: 10_000, everyMs: 250 },
    );
    expect(down.body).toMatchObject({ status: 'not_ready', code: 'server.not_ready' });
    expect(down.body.failing).toEqual(expect.arrayContaining(['database', 'migrations']));
    expect(down.body.checks!.find((c) => c.name === 'database')!.message).toMatch(/not currently accepting connections|terminat/);
    expect(await json('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // the scrape still answers, without the values it cannot read
    expect((await get('/metrics')).status).toBe(200);
  } finally {
    await admin(`alter database ${name} allow_connections true`);
  }
  await eventually(
    () => json('/readyz'),
    (r) => r.status === 200,
    { timeoutMs: 40_000, everyMs: 250 },
  );
}, 90_000);
