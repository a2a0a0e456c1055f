import { randomBytes } from 'node:crypto';
import { afterAll, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrations } from './migrations';
import { createOrm, migrate } from './orm';

/**
 * Web and worker processes started together on an empty or outdated database all run migrate()
 * (docs/operations.md, "Upgrade"). MikroORM's migrator takes no lock of its own: without the
 * advisory lock in migrate() they raced on CREATE TABLE and on recording migrations. Here four
 * ORMs, each with its own pool as four programs would have, migrate one database at the same time.
 */

const adminUrl = () => {
  const url = process.env.NEWSDESK_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('NEWSDESK_TEST_PG_ADMIN_URL is not set: run this test through jest (its global setup starts PostgreSQL).');
  return url;
};

const databases: string[] = [];
const orms: MikroORM[] = [];

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** An empty database (no tables at all): what a first start on a new server finds. */
const emptyDatabase = async (): Promise<string> => {
  const name = `nd_migrate_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  databases.push(name);
  return adminUrl().replace(/\/[^/]*$/, `/${name}`);
};

const program = async (url: string) => {
  // poolSize 2: the smallest any program uses (user:create)
  const orm = await createOrm({ url, poolSize: 2 });
  orms.push(orm);
  return orm;
};

/** Each migration's name and how often it is recorded. */
const recorded = async (orm: MikroORM) =>
  orm.em
    .fork()
    .execute<{ name: string; times: number }[]>(
      `select name, count(*)::int as times from mikro_orm_migrations group by name order by name`,
    );

afterAll(async () => {
  for (const orm of orms) await orm.close(true).catch(() => undefined);
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
});

const everyMigrationOnce = migrations.map((m) => ({ name: m.name, times: 1 })).sort((a, b) => a.name.localeCompare(b.name));

test('four programs migrating one empty database at once: all succeed, one of them applies every migration, each is recorded once', async () => {
  const url = await emptyDatabase();
  const programs = await Promise.all([1, 2, 3, 4].map(() => program(url)));
  const results = await Promise.allSettled(programs.map((orm) => migrate(orm)));
  expect(results.map((r) => (r.status === 'fulfilled' ? 'migrated' : String(r.reason)))).toEqual([
    'migrated',
    'migrated',
    'migrated',
    'migrated',
  ]);
  const applied = results.map((r) => (r.status === 'fulfilled' ? r.value : []));
  // exactly one program found work to do; the others waited for it and found nothing left
  expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, 0, migrations.length]);
  expect(await recorded(programs[0]!)).toEqual(everyMigrationOnce);
  // the schema is there for every program
  await expect(programs[3]!.em.fork().execute(`select count(*)::int as n from news_document`)).resolves.toEqual([{ n: 0 }]);
}, 120_000);

test('four programs starting at once on an outdated database: the missing migrations are applied once, by one of them', async () => {
  const url = await emptyDatabase();
  const older = await program(url);
  const kept = migrations.length - 3;
  // what the previous release left: every migration but the last three
  await older.migrator.up({ to: migrations[kept - 1]!.name });
  expect((await recorded(older)).length).toBe(kept);

  const programs = await Promise.all([1, 2, 3, 4].map(() => program(url)));
  const applied = await Promise.all(programs.map((orm) => migrate(orm)));
  expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, 0, 3]);
  expect(applied.find((names) => names.length)).toEqual(migrations.slice(kept).map((m) => m.name));
  expect(await recorded(older)).toEqual(everyMigrationOnce);
}, 120_000);
