import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { REPO_ROOT } from './config';

/**
 * The production path of docs/operations.md ("Run in production", ADR 0010) for real: the build
 * output gathered by `npm run assemble:production`, `npm ci --omit=dev` in a folder outside the
 * checkout, then the compiled server as the systemd unit starts it and the compiled CLIs through
 * their npm scripts — npm itself run by whatever Node the PATH has without any node_modules/.bin,
 * as on an operator's machine — against an empty PostgreSQL database, which the compiled
 * migrations fill.
 */

interface Finished {
  code: number | null;
  output: string;
}

const collect = (child: ChildProcess): (() => string) => {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
};

const exec = (command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Finished> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collect(child);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output() }));
  });

/** The environment of an operator's shell: no development tools on PATH, nothing npm set for jest's own run. */
const productionEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('npm_') || ['NODE_OPTIONS', 'NODE_PATH', 'INIT_CWD', 'DATABASE_URL'].includes(name)) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  // a loaded CI machine's own event-loop lag must not shed the test's one search (load-shedding.int.test.ts tests shedding)
  return { ...env, NEWSDESK_SHED_LAG_MS: '60000', NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '10000', ...extra };
};

/** An empty database on the test run's PostgreSQL (jest/postgres-global-setup.ts): no migrations yet. */
const createEmptyDatabase = async () => {
  const adminUrl = process.env.NEWSDESK_TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('NEWSDESK_TEST_PG_ADMIN_URL is not set: run this test through jest (its global setup starts PostgreSQL).');
  const name = `nd_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: adminUrl.replace(/\/[^/]*$/, `/${name}`), drop: () => admin(`drop database if exists ${name} with (force)`) };
};

const PASSWORD = 'production desk password';
const WORD = `quillfeather${randomBytes(3).toString('hex')}`;

/** One item, its text in the feed itself (a feed file is read without fetching pages). */
const wireFeed = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Production test wire</title><link>https://wire.newsroom.example/</link><description>Wire copy</description>
  <item>
    <title>Harbour authority approves the ${WORD} ferry terminal</title>
    <link>https://wire.newsroom.example/2026/${WORD}-terminal</link>
    <guid>https://wire.newsroom.example/2026/${WORD}-terminal</guid>
    <pubDate>${new Date(Date.now() - 60_000).toUTCString()}</pubDate>
    <description>The harbour authority approved the ${WORD} ferry terminal on Tuesday after two years of planning.
      Construction of the terminal, which will serve the island routes, starts in spring and should take eighteen months.
      The city council still has to agree on the access road, and residents asked for a noise study before the works begin.</description>
  </item>
</channel></rss>
`;

const BUILT_CLIENT = ['app-shell/client/dist/index.html', 'web-widgets/dist/standalone/newsdesk-document-viewer.js'];
const DEVELOPMENT_TOOLS = ['tsx', 'vite', 'jest', 'esbuild', '@swc/core', 'rollup', 'storybook'];

let install: string;
let database: { url: string; drop(): Promise<void> };
let server: ChildProcess | undefined;
let serverOutput: () => string = () => '';
let url: string;

beforeAll(async () => {
  // The server bundle is cheap (about a second), so the test builds it from the sources it runs
  // beside; the web client and embed scripts come from `npm run build` (npm test runs it first).
  const bundled = await exec(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT });
  expect(bundled).toMatchObject({ code: 0 });
  for (const [built, script] of [
    [BUILT_CLIENT[1]!, 'build:widgets'],
    [BUILT_CLIENT[0]!, 'build:client'],
  ] as const) {
    if (!existsSync(path.join(REPO_ROOT, built))) expect(await exec('npm', ['run', script], { cwd: REPO_ROOT })).toMatchObject({ code: 0 });
  }

  install = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-production-'));
  expect(await exec(process.execPath, ['scripts/assemble-production.mjs', install], { cwd: REPO_ROOT })).toMatchObject({ code: 0 });
  const installed = await exec('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: install,
    env: productionEnv({}),
  });
  if (installed.code !== 0) throw new Error(`npm ci --omit=dev failed:\n${installed.output}`);
  database = await createEmptyDatabase();
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await database?.drop();
  if (install) await rm(install, { recursive: true, force: true });
}, 60_000);

describe('a production install (npm ci --omit=dev) runs the compiled server and CLIs', () => {
  test('it has no development tools, its own Node is new enough for MikroORM 7, and a compiled command loads', async () => {
    for (const tool of DEVELOPMENT_TOOLS)
      expect({ tool, present: existsSync(path.join(install, 'node_modules', tool)) }).toEqual({ tool, present: false });
    const node = await exec(path.join(install, 'node_modules/.bin/node'), ['--version'], { cwd: install });
    expect(node.output).toMatch(/^v(2[3-9]|[3-9]\d)\.|^v22\.(1[7-9]|[2-9]\d)\./);
    // Every static import of a compiled command resolves when it starts, before --help is read:
    // sports:import is not run further below.
    const help = await exec('npm', ['run', '--silent', 'sports:import', '--', '--help'], { cwd: install, env: productionEnv({}) });
    expect(help).toMatchObject({ code: 0, output: expect.stringContaining('Usage: npm run sports:import') });
  }, 60_000);

  test('the compiled server migrates an empty database, warns about NEWSDESK_PUBLIC_URL and serves app, embed scripts, locales and API docs', async () => {
    // As the systemd unit of docs/operations.md starts it: the install's own Node, no npm in between
    // (npm ends on SIGTERM without waiting for the server's orderly stop).
    server = spawn(path.join(install, 'node_modules/.bin/node'), ['scripts/start-production.mjs'], {
      cwd: install,
      env: productionEnv({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serverOutput = collect(server);
    const deadline = Date.now() + 60_000;
    while (!/running at (http:\/\/\S+)/.test(serverOutput())) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the compiled server did not start:\n${serverOutput()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    url = /running at (http:\/\/\S+)/.exec(serverOutput())![1]!;
    expect(serverOutput()).toMatch(/NEWSDESK_PUBLIC_URL is not set, so links in alerts point at http:\/\/localhost:\d+/);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    expect((await fetch(`${url}/embed/newsdesk-document-viewer.js`)).status).toBe(200);
    const locale = await fetch(`${url}/locales/en/common.json`);
    expect(locale.status).toBe(200);
    expect(Object.keys((await locale.json()) as object).length).toBeGreaterThan(0);
  }, 120_000);

  test('user:create makes an admin, who logs in; ingest stores a feed item, and search finds it', async () => {
    expect(url).toBeDefined();
    const env = productionEnv({ DATABASE_URL: database.url, NEWSDESK_NEW_USER_PASSWORD: PASSWORD });
    const created = await exec(
      'npm',
      ['run', 'user:create', '--', '--email', 'desk.editor@newsroom.example', '--given-name', 'Dana', '--admin'],
      { cwd: install, env },
    );
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created admin user desk.editor@newsroom.example') });

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ email: 'desk.editor@newsroom.example', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = /nd_session=[^;]+/.exec(login.headers.getSetCookie().join('\n'))![0];
    // swagger-ui-dist is found at run time beside the bundle (createRequire in system.routes.ts)
    expect((await fetch(`${url}/api/docs/assets/swagger-ui.css`, { headers: { Cookie: cookie } })).status).toBe(200);

    const feed = path.join(install, 'wire', 'wire.xml');
    await mkdir(path.dirname(feed));
    await writeFile(feed, wireFeed());
    const ingested = await exec('npm', ['run', 'ingest', '--', feed], { cwd: install, env });
    expect(ingested).toMatchObject({ code: 0, output: expect.stringMatching(/fetched 1, new 1, duplicates 0/) });

    const search = await fetch(`${url}/api/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({ tags: [{ name: WORD }], timeFrame: 'week' }),
    });
    expect(search.status).toBe(200);
    const result = (await search.json()) as { total: number; hits: { document: { document: { documentTitle: string } } }[] };
    expect(result.total).toBe(1);
    expect(result.hits[0]!.document.document.documentTitle).toBe(`Harbour authority approves the ${WORD} ferry terminal`);
  }, 120_000);

  test('SIGTERM stops the compiled server in order, exit code 0', async () => {
    expect(server?.exitCode).toBeNull();
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    const code = await exited;
    expect({ code, output: code === 0 ? '' : serverOutput() }).toEqual({ code: 0, output: '' });
  }, 60_000);
});
