import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres.errors';
import { currentProcessMark, isMarkAlive, type ProcessMark } from './embedded-postgres-processes';
import type { StartCommand } from './embedded-postgres-server';

/**
 * The files beside an embedded PostgreSQL's data folder (`.newsdesk/pg` → `.newsdesk/pg.lock`, …)
 * through which every Newsdesk program on the machine shares one server (ADR 0011):
 * - `pg.lock`: held (created with O_EXCL) while one program starts or stops the server;
 * - `pg.users/`: one file per program that uses the running server; the last one out stops it;
 * - `pg.owner.json`: the running postmaster and the watchdog that stops it when all users died.
 * They live beside the folder, not in it: PostgreSQL owns its data folder (as the `postgres`
 * user when Newsdesk runs as root), and initdb wants it empty.
 */
export interface RegistryFiles {
  lock: string;
  users: string;
  owner: string;
}

export const registryFiles = (dataDir: string): RegistryFiles => ({
  lock: `${dataDir}.lock`,
  users: `${dataDir}.users`,
  owner: `${dataDir}.owner.json`,
});

export interface OwnerRecord {
  postmasterPid: number;
  port: number;
  /** The pg_ctl command it was started with (the watchdog's, to start it again after a crash). */
  start: StartCommand | null;
  watchdog: ProcessMark;
  startedBy: ProcessMark;
  startedAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ageMs = async (file: string): Promise<number> => Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * Removes a lock whose holder is dead. Renaming is atomic, so of two programs that both found it
 * stale only one moves it away; should the moved file turn out to be a fresh lock taken in the
 * meantime, it goes back.
 */
const breakStaleLock = async (lockFile: string, staleText: string): Promise<void> => {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(lockFile, aside);
  } catch {
    return;
  }
  const moved = await readFile(aside, 'utf8').catch(() => staleText);
  if (moved !== staleText) await link(aside, lockFile).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
};

/**
 * Waits for and takes the data folder's start/stop lock, so that two programs starting at once
 * never both start PostgreSQL. A lock left by a program that died (kill -9 while starting) is
 * broken. Resolves to the release function.
 */
export const acquireStartLock = async (
  lockFile: string,
  program: string,
  options: { timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<() => Promise<void>> => {
  const mine = JSON.stringify(currentProcessMark(program));
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  let waitingFor: number | null = null;
  for (;;) {
    try {
      await writeFile(lockFile, mine, { flag: 'wx' });
      return async () => {
        if ((await readFile(lockFile, 'utf8').catch(() => '')) === mine) await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(lockFile, 'utf8').catch(() => null);
    if (text === null) continue;
    let holder: ProcessMark | null = null;
    try {
      holder = JSON.parse(text) as ProcessMark;
    } catch {
      // written by a program that died between creating and filling it — or is filling it now
    }
    if (holder ? !isMarkAlive(holder) : (await ageMs(lockFile)) > 5_000) {
      options.log?.(
        `breaking a lock left by ${holder ? `${holder.program} (pid ${holder.pid}), which is no longer running` : 'a program that died while taking it'}`,
      );
      await breakStaleLock(lockFile, text);
      continue;
    }
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `${holder?.program ?? 'Another program'} (pid ${holder?.pid ?? '?'}) has been starting or stopping the embedded PostgreSQL for minutes and holds ${lockFile}. ` +
          `Stop that process if it hangs, then try again.`,
      );
    }
    if (holder && waitingFor !== holder.pid) {
      waitingFor = holder.pid;
      options.log?.(`waiting for ${holder.program} (pid ${holder.pid}), which is starting or stopping the embedded PostgreSQL`);
    }
    await sleep(150);
  }
};

/** Marks this program as a user of the running server; the function removes the mark again. */
export const registerUser = async (usersDir: string, program: string): Promise<() => Promise<void>> => {
  await mkdir(usersDir, { recursive: true });
  // one file per registration: a test process may open the same folder twice
  const file = path.join(usersDir, `${process.pid}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, JSON.stringify(currentProcessMark(program)));
  return () => unlink(file).catch(() => undefined);
};

/** The programs still running that use the server; files of dead ones are removed on the way. */
export const liveUsers = async (usersDir: string): Promise<ProcessMark[]> => {
  const names = await readdir(usersDir).catch(() => [] as string[]);
  const live: ProcessMark[] = [];
  for (const name of names) {
    const file = path.join(usersDir, name);
    const mark = await readJson<ProcessMark>(file);
    if (mark && isMarkAlive(mark)) live.push(mark);
    else await rm(file, { force: true });
  }
  return live;
};

export const readOwner = (ownerFile: string) => readJson<OwnerRecord>(ownerFile);

export const writeOwner = (ownerFile: string, owner: OwnerRecord) => writeFile(ownerFile, JSON.stringify(owner, null, 2));
