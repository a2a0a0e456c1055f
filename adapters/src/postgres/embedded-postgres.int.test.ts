import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { readPostmasterPid, type PostmasterPidFile } from './embedded-postgres-pid-file';
import { isAlive, waitForExit } from './embedded-postgres-processes';
import { readOwner, registryFiles } from './embedded-postgres-registry';
import { serverLogFile } from './embedded-postgres-server';
import { startProgram, type RunningProgram } from './testing/embedded-postgres-program';

/**
 * The embedded PostgreSQL's lifecycle with real processes (ADR 0011): programs that share one
 * server, kill -9 of its users (the watchdog stops it), an orphan whose watchdog died too (the
 * next start stops it and starts again), and postmaster.pid files left by crashes. One data
 * folder for the whole file: initdb runs once.
 */
let parent: string;
let dataDir: string;
const programs: RunningProgram[] = [];
const strangers: ChildProcess[] = [];

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-embedded-pg-'));
  // as root, PostgreSQL runs as the postgres user, which must reach the folder
  await chmod(parent, 0o755);
  dataDir = path.join(parent, 'pg');
});

afterAll(async () => {
  for (const program of programs) program.child.kill('SIGKILL');
  for (const stranger of strangers) stranger.kill('SIGKILL');
  const running = await readPostmasterPid(dataDir).catch(() => null);
  if (running && running !== 'unreadable' && isAlive(running.pid)) {
    process.kill(running.pid, 'SIGINT');
    await waitForExit(running.pid, 20_000);
  }
  await rm(parent, { recursive: true, force: true });
});

const program = (name: string) => {
  const started = startProgram(dataDir, name);
  programs.push(started);
  return started;
};

const opened = async (p: RunningProgram) => (await p.next((e) => e.url !== undefined || e.failed !== undefined, 60_000)).url!;

const answers = async (url: string): Promise<string> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  } finally {
    await client.end();
  }
};

const postmaster = async (): Promise<PostmasterPidFile | null> => {
  const file = await readPostmasterPid(dataDir);
  return file === 'unreadable' ? null : file;
};

const until = async (what: string, probe: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const killed = (p: RunningProgram) =>
  new Promise<void>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGKILL');
  });

test('two programs starting at once share one PostgreSQL; it stops when the last of them stops', async () => {
  const first = program('first');
  const second = program('second');
  const [a, b] = await Promise.all([opened(first), opened(second)]);
  expect(a).toBe(b);
  expect(await answers(a!)).toBe(dataDir);
  const reuse = [...first.events, ...second.events].filter((e) => e.log?.startsWith('reusing the embedded PostgreSQL'));
  expect(reuse).toHaveLength(1);
  const { pid } = (await postmaster())!;

  await first.stop();
  expect(isAlive(pid)).toBe(true);
  expect(await answers(b!)).toBe(dataDir);
  await second.stop();
  expect(isAlive(pid)).toBe(false);
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
}, 90_000);

test('kill -9 of every program that used it: the watchdog stops PostgreSQL within seconds', async () => {
  const victim = program('victim');
  await opened(victim);
  const { pid } = (await postmaster())!;
  await killed(victim);
  await until('PostgreSQL stopped after its only user was killed', () => !isAlive(pid), 15_000);
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  expect(await readFile(serverLogFile(dataDir), 'utf8')).toContain(`no Newsdesk program uses PostgreSQL (pid ${pid}) any more`);
}, 60_000);

test('an orphan whose watchdog was killed too: the next start stops it, says so, and starts a server of its own', async () => {
  const victim = program('victim');
  await opened(victim);
  const orphan = (await postmaster())!.pid;
  const owner = await readOwner(registryFiles(dataDir).owner);
  process.kill(owner!.watchdog.pid, 'SIGKILL');
  await killed(victim);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(isAlive(orphan)).toBe(true);

  const lines: string[] = [];
  const db = await startEmbeddedPostgres({ dataDir, persistent: true, program: 'next start', log: (line) => lines.push(line) });
  try {
    expect(lines).toContain(
      `PostgreSQL (pid ${orphan}) runs on ${dataDir} for no live Newsdesk program (they were killed): stopping it and starting it again.`,
    );
    expect(isAlive(orphan)).toBe(false);
    expect((await postmaster())!.pid).not.toBe(orphan);
    expect(await answers(db.url)).toBe(dataDir);
  } finally {
    await db.stop();
  }
}, 60_000);

test('kill -9 of PostgreSQL itself while a program uses it: the watchdog starts it again on the same port, and the URL of the program works again', async () => {
  const user = program('user');
  const url = await opened(user);
  const crashed = (await postmaster())!;
  process.kill(crashed.pid, 'SIGKILL');
  await until('PostgreSQL answers again', async () => (await answers(url).catch(() => null)) === dataDir, 30_000);
  const restarted = (await postmaster())!;
  expect(restarted.pid).not.toBe(crashed.pid);
  expect(restarted.port).toBe(crashed.port);
  expect(await readFile(serverLogFile(dataDir), 'utf8')).toContain(
    `PostgreSQL (pid ${crashed.pid}) died while Newsdesk programs still use it; starting it again`,
  );
  await user.stop();
  expect(isAlive(restarted.pid)).toBe(false);
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
}, 60_000);

const pidFileNaming = async (pid: number) => {
  const text = `${pid}\n${dataDir}\n${Math.floor(Date.now() / 1000) - 3600}\n5999\n/tmp\nlocalhost\n  1  2\nready   \n`;
  await writeFile(path.join(dataDir, 'postmaster.pid'), text);
};

test('a postmaster.pid left by a crash, naming a pid that is gone: PostgreSQL starts over it, with a sentence', async () => {
  const gone = spawn('true');
  await new Promise((resolve) => gone.once('exit', resolve));
  await pidFileNaming(gone.pid!);
  const lines: string[] = [];
  const db = await startEmbeddedPostgres({ dataDir, persistent: true, program: 'after a crash', log: (line) => lines.push(line) });
  try {
    expect(lines).toEqual([
      `${dataDir}/postmaster.pid names pid ${gone.pid}, which is not running (left by a crash): removing it so that PostgreSQL can start.`,
    ]);
    expect(await answers(db.url)).toBe(dataDir);
  } finally {
    await db.stop();
  }
}, 60_000);

test('a postmaster.pid naming a live program that is not PostgreSQL: said in a sentence, the file is cleared, the program is left alone', async () => {
  const stranger = spawn('sleep', ['120']);
  strangers.push(stranger);
  await pidFileNaming(stranger.pid!);
  const lines: string[] = [];
  const db = await startEmbeddedPostgres({ dataDir, persistent: true, program: 'after a reboot', log: (line) => lines.push(line) });
  try {
    expect(lines).toEqual([
      `${dataDir}/postmaster.pid names pid ${stranger.pid}, which is not a PostgreSQL of this folder but another program (sleep 120): ` +
        'the file was left by a crash and its pid has been reused since; removing it so that PostgreSQL can start.',
    ]);
    expect(await answers(db.url)).toBe(dataDir);
    expect(isAlive(stranger.pid!)).toBe(true);
  } finally {
    await db.stop();
  }
}, 60_000);

test('a start lock left by a program killed while starting is broken, with a sentence', async () => {
  const gone = spawn('true');
  await new Promise((resolve) => gone.once('exit', resolve));
  await writeFile(registryFiles(dataDir).lock, JSON.stringify({ pid: gone.pid, startTicks: null, program: 'npm start' }));
  const lines: string[] = [];
  const db = await startEmbeddedPostgres({ dataDir, persistent: true, program: 'after a crash', log: (line) => lines.push(line) });
  try {
    expect(lines).toContain(`breaking a lock left by npm start (pid ${gone.pid}), which is no longer running`);
    expect(await answers(db.url)).toBe(dataDir);
  } finally {
    await db.stop();
  }
  expect(existsSync(registryFiles(dataDir).lock)).toBe(false);
}, 60_000);
