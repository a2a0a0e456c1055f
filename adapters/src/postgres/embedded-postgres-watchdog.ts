import { spawn } from 'node:child_process';
import type { RegistryFiles } from './embedded-postgres-registry';
import { processStartTicks, type ProcessMark } from './embedded-postgres-processes';
import type { StartCommand } from './embedded-postgres-server';

export interface WatchdogOptions {
  dataDir: string;
  postmasterPid: number;
  files: RegistryFiles;
  /** PostgreSQL's log file, where the watchdog notes that it stopped the server. */
  logFile: string;
  /** Test servers (persistent: false): the data folder goes when the server does. */
  removeDataDir: boolean;
  /** How to start the server again when it dies while programs still use it; null: don't. */
  restart: StartCommand | null;
}

/**
 * The watchdog: a small detached Node process that stops the embedded PostgreSQL once no
 * program that used it is alive any more (all of them killed with SIGKILL, or crashed), so a
 * killed Newsdesk leaves nothing holding the data folder for more than a few seconds; and that
 * starts it again, on the same port, when the server died while programs still use it, so that
 * their pools reconnect by themselves (ADR 0011).
 * Plain CommonJS that Node reads from stdin (`node -`): no file to find at run time, whether
 * Newsdesk runs from its TypeScript sources or from a compiled bundle, and `ps` shows a short
 * title instead of the source. It mirrors embedded-postgres-processes.ts
 * and embedded-postgres-registry.ts (same file formats, same liveness rules) in a few lines;
 * embedded-postgres.int.test.ts kills its users and checks that it does its job.
 */
const WATCHDOG_SOURCE = String.raw`
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const o = JSON.parse(process.argv[process.argv.length - 1]);
process.title = 'newsdesk-postgres-watchdog ' + o.dataDir;
const stat = (pid) => { try { const t = fs.readFileSync('/proc/' + pid + '/stat', 'utf8'); return t.slice(t.lastIndexOf(')') + 2).split(' '); } catch { return null; } };
const ticks = (pid) => { const f = stat(pid); return f ? Number(f[19]) : null; };
const alive = (pid, startTicks) => {
  try { process.kill(pid, 0); } catch (e) { if (e.code !== 'EPERM') return false; }
  const f = stat(pid);
  if (f && f[0] === 'Z') return false;
  return startTicks == null || f == null || Number(f[19]) === startTicks;
};
const json = (file) => { try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; } };
const usersAlive = () => {
  let names = [];
  try { names = fs.readdirSync(o.users); } catch {}
  return names.some((n) => { const m = json(path.join(o.users, n)); return m && alive(m.pid, m.startTicks); });
};
const me = JSON.stringify({ pid: process.pid, startTicks: ticks(process.pid), program: 'the embedded PostgreSQL watchdog' });
const takeLock = () => {
  try { fs.writeFileSync(o.lock, me, { flag: 'wx' }); return true; } catch {}
  let text = null;
  try { text = fs.readFileSync(o.lock, 'utf8'); } catch { return false; }
  const holder = json(o.lock);
  if (holder && alive(holder.pid, holder.startTicks)) return false;
  if (!holder) return false;
  const aside = o.lock + '.' + process.pid + '.stale';
  try { fs.renameSync(o.lock, aside); } catch { return false; }
  let moved = text;
  try { moved = fs.readFileSync(aside, 'utf8'); } catch {}
  if (moved !== text) { try { fs.linkSync(aside, o.lock); } catch {} }
  try { fs.unlinkSync(aside); } catch {}
  return false;
};
const releaseLock = () => { try { if (fs.readFileSync(o.lock, 'utf8') === me) fs.unlinkSync(o.lock); } catch {} };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const note = (line) => { try { fs.appendFileSync(o.logFile, new Date().toISOString() + ' newsdesk watchdog (pid ' + process.pid + '): ' + line + '\n'); } catch {} };
const waitGone = async (ms) => { const end = Date.now() + ms; while (alive(o.postmasterPid, o.postmasterTicks)) { if (Date.now() > end) return false; await sleep(100); } return true; };
const pidFile = path.join(o.dataDir, 'postmaster.pid');
/** Under the lock: start the server again where it was; false when that is not this watchdog's to do. */
const restart = () => {
  const lines = (() => { try { return fs.readFileSync(pidFile, 'utf8').split('\n'); } catch { return []; } })();
  const named = Number(lines[0]);
  if (named && named !== o.postmasterPid && alive(named, null)) return false;
  // the dead postmaster's file: removed, for a zombie nobody reaped still answers kill(pid, 0)
  if (named === o.postmasterPid) { try { fs.unlinkSync(pidFile); } catch {} }
  note('PostgreSQL (pid ' + o.postmasterPid + ') died while Newsdesk programs still use it; starting it again');
  const r = o.restart;
  let pid = 0;
  // the dead postmaster's backends may hold its shared memory for a moment: then PostgreSQL refuses, and is tried again
  for (let attempt = 1; attempt <= 5 && !pid; attempt++) {
    if (attempt > 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    const run = spawnSync(r.file, r.args, { uid: r.uid, gid: r.gid, cwd: '/tmp', env: Object.assign({}, process.env, { LC_MESSAGES: 'C' }), timeout: 150000, stdio: 'ignore' });
    let started = 0;
    try { started = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]); } catch {}
    if (run.status === 0 && started && alive(started, null)) pid = started;
  }
  if (!pid) { note('could not start PostgreSQL again (see above); the next Newsdesk start will'); return false; }
  o.postmasterPid = pid;
  o.postmasterTicks = ticks(pid);
  const owner = json(o.owner) || {};
  owner.postmasterPid = pid;
  try { fs.writeFileSync(o.owner, JSON.stringify(owner, null, 2)); } catch {}
  return true;
};
const main = async () => {
  for (;;) {
    await sleep(o.pollMs);
    const owner = json(o.owner);
    if (owner && owner.watchdog && owner.watchdog.pid !== process.pid && alive(owner.watchdog.pid, owner.watchdog.startTicks)) return;
    if (!alive(o.postmasterPid, o.postmasterTicks)) {
      // stopped by its last user, or nobody left who needs it
      if (!o.restart || !usersAlive()) return;
      if (!takeLock()) continue;
      let again = false;
      try { again = restart(); } finally { releaseLock(); }
      if (again) continue;
      return;
    }
    if (usersAlive() || !takeLock()) continue;
    try {
      if (usersAlive()) continue;
      note('no Newsdesk program uses PostgreSQL (pid ' + o.postmasterPid + ') any more; stopping it (fast shutdown)');
      try { process.kill(o.postmasterPid, 'SIGINT'); } catch {}
      if (!(await waitGone(60000))) { try { process.kill(o.postmasterPid, 'SIGQUIT'); } catch {} await waitGone(10000); }
      const still = json(o.owner);
      if (still && still.postmasterPid === o.postmasterPid) { try { fs.unlinkSync(o.owner); } catch {} }
      if (o.removeDataDir) fs.rmSync(o.dataDir, { recursive: true, force: true });
      return;
    } finally {
      releaseLock();
    }
  }
};
main();
`;

/** How often the watchdog looks: the most a killed Newsdesk's PostgreSQL outlives it, plus its fast shutdown. */
export const WATCHDOG_POLL_MS = 1_000;

/** Starts a watchdog for the running postmaster; it outlives this process (own process group). */
export const spawnWatchdog = (options: WatchdogOptions): ProcessMark => {
  const args = {
    dataDir: options.dataDir,
    postmasterPid: options.postmasterPid,
    postmasterTicks: processStartTicks(options.postmasterPid),
    users: options.files.users,
    lock: options.files.lock,
    owner: options.files.owner,
    logFile: options.logFile,
    removeDataDir: options.removeDataDir,
    restart: options.restart,
    pollMs: WATCHDOG_POLL_MS,
  };
  const child = spawn(process.execPath, ['-', 'newsdesk-postgres-watchdog', JSON.stringify(args)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    cwd: '/',
  });
  // a few kilobytes: the pipe takes them at once, even if this program exits right after
  child.stdin!.end(WATCHDOG_SOURCE);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('the watchdog process did not start');
  return { pid, startTicks: processStartTicks(pid), program: 'the embedded PostgreSQL watchdog' };
};
