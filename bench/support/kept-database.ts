import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';

// NEWSDESK_BENCH_DIR lets two benchmarks use copies of one data set at once (each PostgreSQL owns its folder).
const ROOT = process.env.NEWSDESK_BENCH_DIR ?? path.resolve(import.meta.dirname, '../../.newsdesk/bench');

export interface KeptDatabase<M> {
  url: string;
  orm: MikroORM;
  /** The folder of this data set (the database, its marker, side files such as SQLite copies). */
  folder: string;
  /** What `fill` returned when the data set was made; `null` until it is filled. */
  marker: M | null;
  /** Migrations this start ran on a kept data set (they may have rewritten its tables). */
  migratedOnReuse: string[];
  stop(): Promise<void>;
}

export const flag = (name: string): boolean => process.argv.includes(`--${name}`);

/**
 * An embedded PostgreSQL whose data directory lives under `.newsdesk/bench/<name>` (git-ignored),
 * so that a data set that takes minutes to load (the 1,000,000-document corpus) is loaded once:
 * `--reuse` starts from the kept directory when its marker says it was filled; `--keep` leaves it
 * on disk after the run (`--reuse` implies `--keep`). New migrations run on the kept data too.
 */
export const keptDatabase = async <M>(
  name: string,
  fill: (db: { url: string; orm: MikroORM; folder: string }) => Promise<M>,
): Promise<KeptDatabase<M>> => {
  const folder = path.join(ROOT, name);
  const markerFile = path.join(folder, 'loaded.json');
  const reuse = flag('reuse') && existsSync(markerFile);
  const keep = flag('keep') || flag('reuse');
  if (!reuse) await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    persistent: true,
    sharedBuffers: process.env.BENCH_SHARED_BUFFERS ?? '2GB',
  });
  const orm = await createOrm({ url: pg.url, poolSize: 8 });
  const migrated = await migrate(orm);
  let marker: M | null = reuse ? (JSON.parse(await readFile(markerFile, 'utf8')) as M) : null;
  if (!marker) {
    marker = await fill({ url: pg.url, orm, folder });
    await writeFile(markerFile, JSON.stringify(marker, null, 2));
  }
  return {
    url: pg.url,
    orm,
    folder,
    marker,
    migratedOnReuse: reuse ? migrated : [],
    stop: async () => {
      await orm.close(true);
      await pg.stop();
      if (!keep) await rm(folder, { recursive: true, force: true });
    },
  };
};
