import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../embedded-postgres';

const run = promisify(execFile);

/** Where Debian's `postgresql-NN` package puts a version's server programs. */
export const systemPostgresBin = (version: number): string => `/usr/lib/postgresql/${version}/bin`;

export const hasSystemPostgres = (version: number): boolean => existsSync(path.join(systemPostgresBin(version), 'postgres'));

export interface SystemPostgres {
  version: number;
  /** URL of the maintenance database, for creating test databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'newsdesk';

/**
 * A throw-away cluster of the operating system's PostgreSQL (Debian's postgresql-15 in CI), for
 * tests that must hold on every supported version, not only on the embedded one (ADR 0013). It
 * listens on loopback with trust authentication, keeps no data after stop, and runs as the
 * `postgres` user when the tests run as root (PostgreSQL refuses root).
 */
export const startSystemPostgres = async (version: number): Promise<SystemPostgres> => {
  const bin = systemPostgresBin(version);
  if (!hasSystemPostgres(version))
    throw new Error(`PostgreSQL ${version} is not installed (${bin}); on Debian: apt-get install postgresql-${version}`);
  const parent = await mkdtemp(path.join(os.tmpdir(), `newsdesk-pg${version}-`));
  const dataDir = path.join(parent, 'data');
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  await mkdir(dataDir);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chmod(parent, 0o755);
    await chown(dataDir, Number(stdout.trim()), Number(group.trim()));
    await chown(parent, Number(stdout.trim()), Number(group.trim()));
  }
  await as(path.join(bin, 'initdb'), ['-D', dataDir, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${parent} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await as(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(parent, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  return {
    version,
    adminUrl: `postgresql://${USER}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
    },
  };
};
