import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrations } from '../migrations';
import { createOrm, migrate } from '../orm';

export interface TestDatabase {
  url: string;
  orm: MikroORM;
  /** Closes the pool and drops the database. */
  dispose(): Promise<void>;
}

/** A PostgreSQL server of the test run: the embedded 18, or a system version (jest/postgres-global-setup.ts). */
export interface TestPostgresServer {
  name: string;
  adminUrl: string;
}

const embeddedAdminUrl = (): string => {
  const url = process.env.NEWSDESK_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('NEWSDESK_TEST_PG_ADMIN_URL is not set: run this test through jest (its global setup starts PostgreSQL).');
  return url;
};

/**
 * Every PostgreSQL this test run has: the embedded 18 and each system version installed (Debian's
 * postgresql-15 in CI). Versions named in NEWSDESK_TEST_REQUIRE_PG (CI sets "15") must be there:
 * a missing one fails the tests instead of quietly testing less.
 */
export const testPostgresServers = (): TestPostgresServer[] => {
  const system = JSON.parse(process.env.NEWSDESK_TEST_SYSTEM_PG ?? '[]') as { version: number; adminUrl: string }[];
  const required = (process.env.NEWSDESK_TEST_REQUIRE_PG ?? '').split(',').filter(Boolean).map(Number);
  const missing = required.filter((v) => !system.some((s) => s.version === v));
  if (missing.length)
    throw new Error(
      `PostgreSQL ${missing.join(', ')} required by NEWSDESK_TEST_REQUIRE_PG is not installed (apt-get install postgresql-${missing[0]})`,
    );
  if (system.length === 0 && !warned) {
    warned = true;
    console.warn(
      'Only the embedded PostgreSQL 18 is tested here: no system PostgreSQL (apt-get install postgresql-15) — CI runs these tests on 15 too.',
    );
  }
  return [
    { name: 'embedded PostgreSQL 18', adminUrl: embeddedAdminUrl() },
    ...system.map((s) => ({ name: `PostgreSQL ${s.version}`, adminUrl: s.adminUrl })),
  ];
};
let warned = false;

const admin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (adminUrl: string, name: string) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

/** Named after the migrations it holds: a cluster that outlives a run never serves an old schema. */
const templateName = (): string =>
  `nd_template_${createHash('sha256')
    .update(migrations.map((m) => m.name).join('\n'))
    .digest('hex')
    .slice(0, 12)}`;

/**
 * The migrated template of this server, built once per test run. Migrating each test database
 * took 1.3–1.8 s and the suite makes about 150 of them; copying the template takes a tenth of that.
 * Built under another name and renamed when complete, behind a session lock, so a test that
 * starts while another builds it waits instead of copying half a schema.
 */
const migratedTemplate = async (adminUrl: string): Promise<string> => {
  const template = templateName();
  await admin(adminUrl, async (c) => {
    await c.query(`select pg_advisory_lock(hashtext('newsdesk-test-template'))`);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_building`;
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const orm = await createOrm({ url: databaseUrl(adminUrl, building), poolSize: 2 });
      try {
        await migrate(orm);
      } finally {
        await orm.close(true);
      }
      await c.query(`alter database ${building} rename to ${template}`);
      await c.query(`alter database ${template} with is_template true allow_connections false`);
    } finally {
      await c.query(`select pg_advisory_unlock(hashtext('newsdesk-test-template'))`);
    }
  });
  return template;
};

/** A fresh, migrated database on the test run's embedded PostgreSQL, or on `server`. */
export const createTestDatabase = async (server?: TestPostgresServer): Promise<TestDatabase> => {
  const adminUrl = server?.adminUrl ?? embeddedAdminUrl();
  const name = `nd_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(adminUrl);
  await admin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
  const url = databaseUrl(adminUrl, name);
  const orm = await createOrm({ url, poolSize: 4 });
  // nothing left to run after the template; kept so a test database is migrated by the same path as production
  await migrate(orm);
  return {
    url,
    orm,
    dispose: async () => {
      if (await orm.isConnected()) await orm.close(true);
      await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
};
