import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres.errors';
import { postmasterPidPath, readPostmasterPid } from './embedded-postgres-pid-file';
import { currentProcessMark, describeCommand, isAlive, isMarkAlive, isPostgresOf, processCommandLine } from './embedded-postgres-processes';
import {
  acquireStartLock,
  liveUsers,
  readOwner,
  registerUser,
  registryFiles,
  writeOwner,
  type RegistryFiles,
} from './embedded-postgres-registry';
import {
  EMBEDDED_PASSWORD,
  EMBEDDED_USER,
  ensureDatabase,
  initialiseDataDir,
  isInitialised,
  logTail,
  servedDataDir,
  serverLogFile,
  startCommand,
  startServerProcess,
  stopServerProcess,
  type StartCommand,
} from './embedded-postgres-server';
import { spawnWatchdog } from './embedded-postgres-watchdog';

export { EmbeddedPostgresError, isEmbeddedPostgresError } from './embedded-postgres.errors';

export interface EmbeddedDatabase {
  /** Connection URL of the `newsdesk` database. */
  url: string;
  /** URL of the maintenance database, for creating further databases (tests). */
  adminUrl: string;
  /** Ends this program's use; the server stops when no other program uses it (ADR 0011). */
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Persistent data dirs survive restarts (demo mode); others are removed with the server (tests). */
  persistent: boolean;
  database?: string;
  /** Sentences for the operator: a stale postmaster.pid cleared, a server reused or restarted. */
  log?: (line: string) => void;
  /**
   * PostgreSQL's page cache. Its default (128 MB) keeps a 1,000,000-document archive on disk;
   * searches that confirm 10,001 matches read their rows from it (docs/benchmarks.md).
   * A server already running keeps the setting it was started with.
   */
  sharedBuffers?: string;
  /** Who opens the database, for the files beside it and the messages of others: `npm start`, `npm run ingest`, … */
  program?: string;
}

interface Running {
  pid: number;
  port: number;
  /** How it was started, for the watchdog to start it again after a crash (unknown for a server of an older Newsdesk). */
  command: StartCommand | null;
}

const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server that postmaster.pid names, if it really is a PostgreSQL of this folder and answers.
 * A file left by a crash (its pid gone, or reused by another program) is dealt with here, so
 * that PostgreSQL can start; each case is told in a sentence through `log`.
 */
const findRunningServer = async (
  dataDir: string,
  log: (line: string) => void,
): Promise<Omit<Running, 'command'> | 'unresponsive' | null> => {
  const pidFile = postmasterPidPath(dataDir);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const file = await readPostmasterPid(dataDir);
    if (file === null) return null;
    if (file === 'unreadable') {
      log(`${pidFile} names no process (cut short by a crash): removing it so that PostgreSQL can start.`);
      await rm(pidFile, { force: true });
      return null;
    }
    if (!isAlive(file.pid)) {
      // PostgreSQL would replace it itself — unless the pid is a zombie nobody reaped (pid 1 of a
      // container without init), which still answers kill(pid, 0)
      log(`${pidFile} names pid ${file.pid}, which is not running (left by a crash): removing it so that PostgreSQL can start.`);
      await rm(pidFile, { force: true });
      return null;
    }
    const command = processCommandLine(file.pid);
    if (command && !isPostgresOf(command, dataDir)) {
      log(
        `${pidFile} names pid ${file.pid}, which is not a PostgreSQL of this folder but another program (${describeCommand(command)}): ` +
          `the file was left by a crash and its pid has been reused since; removing it so that PostgreSQL can start.`,
      );
      await rm(pidFile, { force: true });
      return null;
    }
    if (file.port !== null) {
      const served = await servedDataDir(file.port);
      if (served !== null && path.resolve(served) === dataDir) return { pid: file.pid, port: file.port };
    }
    // starting (crash recovery) or stopping: wait until it answers or has gone
    if (Date.now() > deadline) return 'unresponsive';
    await sleep(250);
  }
};

/** The live PostgreSQL of this folder that postmaster.pid names, if any. */
const currentPostmaster = async (dataDir: string): Promise<number | null> => {
  const file = await readPostmasterPid(dataDir);
  if (!file || file === 'unreadable' || !isAlive(file.pid)) return null;
  const command = processCommandLine(file.pid);
  return command === null || isPostgresOf(command, dataDir) ? file.pid : null;
};

const postgresFlags = (options: EmbeddedPostgresOptions) =>
  options.sharedBuffers ? ['-c', `shared_buffers=${options.sharedBuffers}`] : [];

/**
 * Starts the server on its previous port when that is free — programs still running after a
 * crash of the server reconnect there by themselves — else on a free one; another program may
 * take the port in between, then once more.
 */
const startServer = async (dataDir: string, options: EmbeddedPostgresOptions, previousPort: number | null): Promise<Running> => {
  if (!isInitialised(dataDir)) await initialiseDataDir(dataDir);
  for (let attempt = 1; ; attempt++) {
    const port = attempt === 1 && previousPort !== null && (await isPortFree(previousPort)) ? previousPort : await freePort();
    const command = await startCommand(dataDir, port, postgresFlags(options));
    try {
      return { pid: await startServerProcess(dataDir, command), port, command };
    } catch (error) {
      if (attempt >= 3 || !/could not bind|already in use/i.test(await logTail(dataDir, 3))) throw error;
    }
  }
};

/** Owner record and watchdog for this postmaster; a watchdog that died (kill -9 of its group) is replaced. */
const ensureWatchdog = async (
  dataDir: string,
  files: RegistryFiles,
  running: Running,
  options: EmbeddedPostgresOptions,
  program: string,
) => {
  const owner = await readOwner(files.owner);
  if (owner?.postmasterPid === running.pid && isMarkAlive(owner.watchdog)) return;
  const command = running.command ?? (owner?.postmasterPid === running.pid ? owner.start : null);
  const watchdog = spawnWatchdog({
    dataDir,
    postmasterPid: running.pid,
    files,
    logFile: serverLogFile(dataDir),
    removeDataDir: !options.persistent,
    restart: command,
  });
  await writeOwner(files.owner, {
    postmasterPid: running.pid,
    port: running.port,
    start: command,
    watchdog,
    startedBy: owner?.postmasterPid === running.pid ? owner.startedBy : currentProcessMark(program),
    startedAt: owner?.postmasterPid === running.pid ? owner.startedAt : new Date().toISOString(),
  });
};

/** Under the lock: this program stops using the server, and the last one out stops it. */
const leave = async (dataDir: string, files: RegistryFiles, options: EmbeddedPostgresOptions, unregister: () => Promise<void>) => {
  await unregister();
  if ((await liveUsers(files.users)).length > 0) return;
  // the watchdog may have started it again after a crash: stop the one running now
  const postmaster = await currentPostmaster(dataDir);
  if (postmaster !== null) await stopServerProcess(postmaster, dataDir);
  await rm(files.owner, { force: true });
  if (!options.persistent) await rm(dataDir, { recursive: true, force: true });
};

/**
 * Opens the embedded PostgreSQL of a data folder, shared by every Newsdesk program on this
 * machine (ADR 0011): under the folder's lock, a healthy server that another live program uses
 * is reused; one that no live program uses (its users were killed and its watchdog with them)
 * is stopped and started again, so it runs with this program's settings and a watchdog; a
 * stale postmaster.pid is cleared. The server stops when its last user stops, or — after
 * kill -9 — when the watchdog sees that no user is left.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> => {
  const dataDir = path.resolve(options.dataDir);
  const files = registryFiles(dataDir);
  const program = options.program ?? path.basename(process.argv[1] ?? 'node');
  const log = options.log ?? (() => undefined);
  await mkdir(path.dirname(dataDir), { recursive: true });

  const release = await acquireStartLock(files.lock, program, { log });
  const previousPort = (await readOwner(files.owner))?.port ?? null;
  let running: Running;
  let unregister: () => Promise<void>;
  const database = options.database ?? 'newsdesk';
  try {
    const found = await findRunningServer(dataDir, log);
    const users = found === null ? [] : await liveUsers(files.users);
    if (found === 'unresponsive' && users.length > 0) {
      throw new EmbeddedPostgresError(
        `PostgreSQL holds ${dataDir} for ${users.map((u) => `${u.program} (pid ${u.pid})`).join(', ')} but has not answered for a minute: ` +
          `look at ${serverLogFile(dataDir)}; stop those programs, then start again.`,
      );
    }
    if (found !== null && found !== 'unresponsive' && users.length > 0) {
      running = { ...found, command: null };
      log(
        `reusing the embedded PostgreSQL (pid ${found.pid}, port ${found.port}) of ${users.map((u) => `${u.program} (pid ${u.pid})`).join(', ')}`,
      );
    } else {
      if (found !== null) {
        const file = await readPostmasterPid(dataDir);
        const pid = file && file !== 'unreadable' ? file.pid : null;
        if (pid !== null) {
          log(
            `PostgreSQL (pid ${pid}) runs on ${dataDir} for no live Newsdesk program (they were killed): stopping it and starting it again.`,
          );
          await stopServerProcess(pid, dataDir);
        }
      }
      running = await startServer(dataDir, options, previousPort);
    }
    unregister = await registerUser(files.users, program);
    try {
      await ensureDatabase(running.port, database);
      await ensureWatchdog(dataDir, files, running, options, program);
    } catch (error) {
      // a server started for nothing is not left behind
      await leave(dataDir, files, options, unregister).catch(() => undefined);
      throw error;
    }
  } finally {
    await release();
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const releaseStop = await acquireStartLock(files.lock, program, { log });
      try {
        await leave(dataDir, files, options, unregister);
      } finally {
        await releaseStop();
      }
      if (!options.persistent && (await currentPostmaster(dataDir)) === null) await rm(files.users, { recursive: true, force: true });
    })());

  const base = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${running.port}`;
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop };
};
