import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';

/** A throw-away embedded PostgreSQL with the schema, for one benchmark run. */
export const benchDatabase = async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-bench-'));
  await chmod(parent, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
  const orm = await createOrm({ url: pg.url, poolSize: 4 });
  await migrate(orm);
  return {
    url: pg.url,
    orm,
    stop: async () => {
      await orm.close(true);
      await pg.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
};

export const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
