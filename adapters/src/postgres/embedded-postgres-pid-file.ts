import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PostgreSQL's `postmaster.pid` in the data folder, line by line as the postmaster writes it
 * (src/include/utils/pidfile.h): pid, data directory, start time (Unix seconds), port, first
 * socket directory, first listen address, shared memory key, and the status once it has one.
 */
export interface PostmasterPidFile {
  pid: number;
  dataDir: string;
  startedAt: Date | null;
  port: number | null;
  socketDir: string | null;
  listenAddress: string | null;
  status: 'starting' | 'stopping' | 'ready' | 'standby' | null;
}

const STATUSES = ['starting', 'stopping', 'ready', 'standby'] as const;

const positive = (text: string | undefined): number | null => {
  const value = Number(text?.trim());
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Null for a file that names no pid (empty, or cut short by a crash while it was written). */
export const parsePostmasterPid = (text: string): PostmasterPidFile | null => {
  const lines = text.split('\n');
  // a single-user backend writes its pid negated
  const pid = positive(lines[0]?.trim().replace(/^-/, ''));
  if (pid === null) return null;
  const startSeconds = positive(lines[2]);
  const status = lines[7]?.trim();
  return {
    pid,
    dataDir: lines[1]?.trim() ?? '',
    startedAt: startSeconds === null ? null : new Date(startSeconds * 1000),
    port: positive(lines[3]),
    socketDir: lines[4]?.trim() || null,
    listenAddress: lines[5]?.trim() || null,
    status: STATUSES.find((s) => s === status) ?? null,
  };
};

export const postmasterPidPath = (dataDir: string) => path.join(dataDir, 'postmaster.pid');

/**
 * The data folder's postmaster.pid; null when there is none (PostgreSQL is not running);
 * 'unreadable' when it names no pid (PostgreSQL refuses to start beside such a file).
 */
export const readPostmasterPid = async (dataDir: string): Promise<PostmasterPidFile | 'unreadable' | null> => {
  try {
    return parsePostmasterPid(await readFile(postmasterPidPath(dataDir), 'utf8')) ?? 'unreadable';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
