import { spawn } from 'node:child_process';
import type { RegistryFiles } from './embedded-postgres-registry';
import { processStartTicks, type ProcessMark } from './embedded-postgres-processes';

export interface WatchdogOptions {
  dataDir: string;
  postmasterPid: number;
  files: RegistryFiles;
  /** PostgreSQL's log file, where the watchdog notes that it stopped the server. */
  logFile: string;
  /** Test servers (persistent: false): the data folder goes when the server does. */
  removeDataDir: boolean;
}

/**
 * The watchdog: a small detached Node process that stops the embedded PostgreSQL once no
 * program that used it is alive any more (all of them killed with SIGKILL, or crashed), so a
 * killed Newsdesk leaves nothing holding the data folder for more than a few seconds (ADR 0011).
 * Plain CommonJS run with `node -e`: no file to find at run time, whether Newsdesk runs from
 * its TypeScript sources or from a compiled bundle. It mirrors embedded-postgres-processes.ts
 * and embedded-postgres-registry.ts (same file formats, same liveness rules) in a few lines;
 * embedded-postgres.int.test.ts kills its users and checks that it does its job.
 */
const WATCHDOG_SOURCE = String.raw`
const fs = require('node:fs');
const path = require('node:path');
const o = JSON.parse(process.argv[1]);
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
const main = async () => {
  for (;;) {
    await sleep(o.pollMs);
    if (!alive(o.postmasterPid, o.postmasterTicks)) return;
    const owner = json(o.owner);
    if (owner && owner.watchdog && owner.watchdog.pid !== process.pid && alive(owner.watchdog.pid, owner.watchdog.startTicks)) return;
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
    pollMs: WATCHDOG_POLL_MS,
  };
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, JSON.stringify(args)], { detached: true, stdio: 'ignore', cwd: '/' });
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('the watchdog process did not start');
  return { pid, startTicks: processStartTicks(pid), program: 'the embedded PostgreSQL watchdog' };
};
