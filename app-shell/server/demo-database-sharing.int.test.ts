import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { readPostmasterPid } from '@newsdesk/adapters/postgres/embedded-postgres-pid-file';
import { isAlive, waitForExit } from '@newsdesk/adapters/postgres/embedded-postgres-processes';
import { readOwner, registryFiles } from '@newsdesk/adapters/postgres/embedded-postgres-registry';
import { runCli } from './testing/cli-process';
import { spawnServer, type ServerProcess } from './testing/alert-process/server-process';
import { rawRequest, sessionCookieOf } from './testing/test-server';

/**
 * Demo mode's embedded PostgreSQL shared and crash-safe (ADR 0011, docs/operations.md "Failure
 * modes"), with the real programs as child processes: `npm start` (serve.ts) on a temporary
 * NEWSDESK_DATA_DIR, `npm run ingest` and `npm run sports:import` beside it, kill -9 of the
 * server while a feed is being ingested and while it answers searches, and new starts on the
 * same folder. Every file it ingests or imports is made here: no shared data needed.
 */

const PASSWORD = 'demo-password-for-crash-tests';
const BIG_FEED_ITEMS = 300;
const MARKER = 'zorblaxian';

let parent: string;
let dataDir: string;
const servers: ServerProcess[] = [];

const words = [
  'harbour',
  'council',
  'budget',
  'tram',
  'bridge',
  'festival',
  'river',
  'school',
  'clinic',
  'station',
  'market',
  'museum',
  'glacier',
  'ferry',
];
/** An RSS 2.0 feed file whose items differ in every text (no two share a content hash). */
const feed = (prefix: string, count: number, titleWord: string) => {
  let seed = count * 7919 + prefix.length;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const items = Array.from({ length: count }, (_, i) => {
    const body = Array.from({ length: 50 }, () => `${words[next() % words.length]}${next() % 1000}`).join(' ');
    const url = `https://${prefix}.example/story-${i}`;
    return `<item><title>${titleWord} story ${i} about the ${words[i % words.length]}</title><link>${url}</link><guid>${url}</guid><pubDate>${new Date().toUTCString()}</pubDate><description>${body}.</description></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${prefix}</title><link>https://${prefix}.example/</link><description>test feed</description>${items.join('')}</channel></rss>`;
};

const SPORTS_FILE = {
  format: 'newsdesk-sports-json',
  version: 1,
  competitions: [
    { id: 'crashtest:competition:lakeside-cup', sport: 'football', name: 'Lakeside Crash Cup', kind: 'cup', countryCode: 'CH' },
  ],
};

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-demo-db-'));
  // as root, PostgreSQL runs as the postgres user, which must reach the data folder
  await chmod(parent, 0o755);
  dataDir = path.join(parent, 'data');
  await writeFile(path.join(parent, 'small.xml'), feed('small', 3, MARKER));
  await writeFile(path.join(parent, 'big.xml'), feed('crashtest', BIG_FEED_ITEMS, 'Crashtest'));
  await writeFile(path.join(parent, 'sports.json'), JSON.stringify(SPORTS_FILE));
});

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  const running = await readPostmasterPid(path.join(dataDir, 'pg')).catch(() => null);
  if (running && running !== 'unreadable' && isAlive(running.pid)) {
    process.kill(running.pid, 'SIGINT');
    await waitForExit(running.pid, 20_000);
  }
  await rm(parent, { recursive: true, force: true });
});

const env = () => ({
  DATABASE_URL: '',
  NEWSDESK_DATA_DIR: dataDir,
  NEWSDESK_DEMO_DOCUMENTS: '50',
  NEWSDESK_DEMO_PASSWORD: PASSWORD,
  LOG_LEVEL: 'warn',
});

const start = async () => {
  const server = await spawnServer(env(), 120_000);
  servers.push(server);
  return server;
};

const logIn = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: 'editor@newsdesk.local', password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}\n${server.output()}`);
  return sessionCookieOf(response);
};

const api = async (server: ServerProcess, cookie: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const response = await rawRequest(`${server.url}${url}`, {
    method,
    headers: { Cookie: cookie, Origin: server.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.body ? (JSON.parse(response.body) as any) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
};

/** The demo database, straight from PostgreSQL (the port postmaster.pid names). */
const sql = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
  const file = await readPostmasterPid(path.join(dataDir, 'pg'));
  if (!file || file === 'unreadable') throw new Error('the embedded PostgreSQL is not running');
  const client = new pg.Client({ host: '127.0.0.1', port: file.port!, user: 'newsdesk', password: 'newsdesk', database: 'newsdesk' });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

const crashtestDocuments = async () =>
  (
    await sql<{ rows: string; urls: string; hashes: string }>(
      `select count(*) as rows, count(distinct canonical_url) as urls, count(distinct content_hash) as hashes from news_document where canonical_url like 'https://crashtest.example/%'`,
    )
  )[0]!;

const until = async (what: string, probe: () => Promise<boolean>, timeoutMs: number, output: () => string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

test('ingest and sports:import work beside a running npm start; kill -9 of the server during ingestion and during searches, and of PostgreSQL under it, loses and doubles nothing, and each start comes up by itself', async () => {
  // 1. the tools beside a running server: both reuse its PostgreSQL, at once, and leave it running
  const first = await start();
  const ingest = runCli('ingest', [path.join(parent, 'small.xml')], env());
  const sports = runCli('sports-import', ['--format', 'newsdesk-sports-json', path.join(parent, 'sports.json')], env());
  expect({ code: await ingest.exited, output: ingest.output() }).toEqual({ code: 0, output: expect.stringContaining('fetched 3, new 3') });
  expect({ code: await sports.exited, output: sports.output() }).toEqual({
    code: 0,
    output: expect.stringContaining('sports.json imported'),
  });
  for (const tool of [ingest, sports])
    expect(tool.output()).toMatch(/reusing the embedded PostgreSQL \(pid \d+, port \d+\) of npm start \(pid \d+\)/);
  let cookie = await logIn(first);
  const found = await api(first, cookie, 'POST', '/api/search', { tags: [{ name: MARKER }] });
  expect({ status: found.status, total: found.body.total }).toEqual({ status: 200, total: 3 });
  const competitions = await api(first, cookie, 'GET', '/api/sports/statistics/competitions?sport=football&countryCode=CH');
  expect(competitions.body.competitions.map((c: { name: string }) => c.name)).toContain('Lakeside Crash Cup');

  // 2. kill -9 of the server while a feed is being ingested beside it: the ingestion goes on to
  // the end, and a new server comes up on the same folder meanwhile
  const bigIngest = runCli('ingest', [path.join(parent, 'big.xml')], env());
  await until('documents of the big feed stored', async () => Number((await crashtestDocuments()).rows) >= 20, 90_000, bigIngest.output);
  await first.kill('SIGKILL');
  const second = await start();
  expect({ code: await bigIngest.exited, output: bigIngest.output() }).toEqual({
    code: 0,
    output: expect.stringContaining(`fetched ${BIG_FEED_ITEMS}, new ${BIG_FEED_ITEMS}, duplicates 0`),
  });
  expect(await crashtestDocuments()).toEqual({
    rows: String(BIG_FEED_ITEMS),
    urls: String(BIG_FEED_ITEMS),
    hashes: String(BIG_FEED_ITEMS),
  });

  // 3. kill -9 during search load: nothing is left holding the folder for long (the watchdog)
  cookie = await logIn(second);
  let answered = 0;
  const load = Array.from({ length: 6 }, async (_, i) => {
    for (;;) {
      const reply = await api(second, cookie, 'POST', '/api/search', { tags: [{ name: words[i]! }], pageSize: 50 }).catch(() => null);
      if (!reply) return;
      answered += 1;
    }
  });
  await until('searches answered', async () => answered >= 12, 30_000, second.output);
  const { pid: postmaster } = (await readPostmasterPid(path.join(dataDir, 'pg'))) as { pid: number };
  await second.kill('SIGKILL');
  await Promise.all(load);
  await until('PostgreSQL stopped by the watchdog', async () => !isAlive(postmaster), 20_000, second.output);
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

  // 4. the next start on the folder comes up and sees everything exactly once
  const third = await start();
  expect(await crashtestDocuments()).toEqual({
    rows: String(BIG_FEED_ITEMS),
    urls: String(BIG_FEED_ITEMS),
    hashes: String(BIG_FEED_ITEMS),
  });

  // 5. kill -9 of PostgreSQL itself under the running server: started again on its port, the server is ready again by itself
  const { pid: crashed } = (await readPostmasterPid(path.join(dataDir, 'pg'))) as { pid: number };
  process.kill(crashed, 'SIGKILL');
  await until(
    'the server ready again after PostgreSQL was killed',
    async () => !isAlive(crashed) && ((await (await fetch(`${third.url}/readyz`)).json()) as { status: string }).status === 'ready',
    60_000,
    third.output,
  );

  // 6. SIGTERM leaves nothing running
  cookie = await logIn(third);
  expect((await api(third, cookie, 'POST', '/api/search', { tags: [{ name: MARKER }] })).body.total).toBe(3);
  const { watchdog } = (await readOwner(registryFiles(path.join(dataDir, 'pg')).owner))!;
  await third.kill('SIGTERM');
  expect(third.child.exitCode).toBe(0);
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  await until('the watchdog gone with its server', async () => !isAlive(watchdog.pid), 5_000, third.output);
}, 300_000);

// a bad variable (exit 2) and the other messages: cli/cli-failure.test.ts
test('a failing tool says what to do in a sentence, never `undefined`: exit 2 for bad input, 1 for an unreachable database', async () => {
  const badInput = runCli('sports-import', ['--format', 'openfootball', path.join(parent, 'missing.json')], env());
  const noDatabase = runCli('ingest', [path.join(parent, 'small.xml')], {
    ...env(),
    DATABASE_URL: 'postgresql://newsdesk:newsdesk@127.0.0.1:9/newsdesk',
  });
  expect(await badInput.exited).toBe(2);
  expect(badInput.output()).toMatch(/missing\.json.*\nRun npm run sports:import -- --help for the options\.\n$/s);
  expect({ code: await noDatabase.exited, output: noDatabase.output() }).toEqual({
    code: 1,
    output:
      'Cannot reach PostgreSQL at 127.0.0.1:9: nothing listens there. Check DATABASE_URL and that the server runs, then run npm run ingest again.\n',
  });
}, 120_000);
