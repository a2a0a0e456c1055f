import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime: this process's own CPU time, in seconds. */
  own: number;
  /** cutime + cstime: CPU time of its children that ended and were waited for. */
  children: number;
}

const stat = (pid: number): Stat | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces: the fields after it follow its closing parenthesis
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i - 3]);
    return { pid, ppid: n(4), own: (n(14) + n(15)) / TICKS_PER_SECOND, children: (n(16) + n(17)) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
};

/** CPU seconds one process has used so far (0 once it is gone). */
export const processCpuSeconds = (pid: number): number => stat(pid)?.own ?? 0;

/**
 * CPU seconds a server and its children have used so far: PostgreSQL's postmaster, the backend
 * of every connection still open, and those that ended (counted into the postmaster when reaped).
 */
export const processTreeCpuSeconds = (rootPid: number): number => {
  const root = stat(rootPid);
  if (!root) return 0;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === rootPid) total += child.own;
  }
  return total;
};

/** The postmaster's pid: the first line of `postmaster.pid` in its data directory. */
export const postmasterPid = (dataDir: string): number => Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);

/**
 * Seconds a process's threads were ready to run but waited for a core (`/proc/<pid>/task/<tid>/schedstat`,
 * second field): how much a busy machine, not the program, held it back (0 once it is gone).
 */
export const runQueueWaitSeconds = (pid: number): number => {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => {
      try {
        return sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
      } catch {
        return sum;
      }
    }, 0);
  } catch {
    return 0;
  }
};
