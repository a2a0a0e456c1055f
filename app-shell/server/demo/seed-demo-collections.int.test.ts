import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '@newsdesk/adapters/postgres/testing/test-database';
import { startServer, type RunningServer } from '../start-server';
import { callApi } from '../testing/api-call';
import { sessionCookieOf, testServerConfig } from '../testing/test-server';

/**
 * Demo mode's first login is not empty: the demo editor owns three collections with e-mail alerts,
 * the demo wires (served by the server itself, crawled by its own worker) bring documents they
 * match, the bell lists them and the delivery log shows their e-mails — failed, saying that no
 * SMTP_URL is set. A second start adds nothing; a start outside demo mode seeds nothing.
 */

const PASSWORD = 'demo-password-for-seed-tests';
let db: TestDatabase;
let running: RunningServer | null = null;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.orm.close(true);
});
afterAll(async () => {
  await running?.stop();
  await db.dispose();
});

const start = async (demo: boolean) => {
  const config = await testServerConfig(db.url, {
    demo,
    demoPassword: PASSWORD,
    demoDocuments: 0,
    // the demo wires are served on loopback, as in demo mode (config.ts)
    fetchAllow: ['127.0.0.1', 'localhost'],
    roles: { web: true, worker: true },
  });
  running = await startServer(config, pino({ level: 'silent' }));
  const url = `http://127.0.0.1:${running.port}`;
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: 'editor@newsdesk.local', password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = sessionCookieOf(login);
  const call = (method: 'GET' | 'DELETE', path: string) => callApi(url, cookie, method, path);
  return { call };
};

const stop = async () => {
  await running?.stop();
  running = null;
};

const eventually = async <T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

interface CollectionJson {
  id: string;
  name: string;
  alert: { frequency: string; emails: string[] } | null;
}

test('the demo editor finds three collections with alerts, their matches in the bell and their e-mails in the delivery log; a second start adds nothing, a start outside demo mode seeds nothing', async () => {
  const first = await start(true);
  // the demo topics come with their German and French names (ADR 0029)
  const topics = (await first.call('GET', '/api/topics')).body.topics as { id: string; labels?: unknown }[];
  expect(topics.find((topic) => topic.id === 'economy')?.labels).toEqual({ de: 'Wirtschaft', fr: 'Économie' });
  const { body } = await first.call('GET', '/api/collections');
  const collections = body.collections as CollectionJson[];
  expect(collections.map((c) => [c.name, c.alert?.frequency, c.alert?.emails])).toEqual([
    ['Central banks and inflation', 'immediately', ['editor@newsdesk.local']],
    ['Patients, hospitals and vaccines', 'hourly', ['editor@newsdesk.local']],
    ['Climate, glaciers and energy', 'daily', ['editor@newsdesk.local']],
  ]);

  // the worker crawls the three demo wires at its start; the percolator matches what they bring
  const bell = await eventually(
    () => first.call('GET', '/api/notifications'),
    (r) => new Set((r.body?.notifications ?? []).map((n: { collectionId: string }) => n.collectionId)).size >= 2,
    90_000,
  );
  expect(bell.status).toBe(200);

  // "immediately": an e-mail per story at once; no SMTP_URL here, and the log says so
  const immediate = collections[0]!;
  const log = await eventually(
    () => first.call('GET', `/api/collections/${immediate.id}/deliveries`),
    (r) => (r.body?.deliveries ?? []).some((d: { status: string }) => d.status === 'failed'),
    60_000,
  );
  expect(log.body.deliveries.find((d: { status: string }) => d.status === 'failed')).toMatchObject({
    channel: 'email',
    recipient: 'editor@newsdesk.local',
    status: 'failed',
    lastError: 'E-mail is not configured (SMTP_URL).',
    problem: { code: 'alert.delivery.email_not_configured' },
  });
  await stop();

  const second = await start(true);
  const again = (await second.call('GET', '/api/collections')).body.collections as CollectionJson[];
  expect(again.map((c) => c.id)).toEqual(collections.map((c) => c.id));
  // the editor cleans up; outside demo mode nothing comes back
  for (const c of again) expect((await second.call('DELETE', `/api/collections/${c.id}`)).status).toBe(204);
  await stop();

  const outside = await start(false);
  expect((await outside.call('GET', '/api/collections')).body.collections).toEqual([]);
  await stop();
}, 240_000);
