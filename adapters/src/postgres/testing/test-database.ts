import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrm, migrate } from '../orm';

export interface TestDatabase {
  url: string;
  orm: MikroORM;
  /** Closes the pool and drops the database. */
  dispose(): Promise<void>;
}

const adminUrl = (): string => {
  const url = process.env.NEWSDESK_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('NEWSDESK_TEST_PG_ADMIN_URL is not set: run this test through jest (its global setup starts PostgreSQL).');
  return url;
};

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A fresh, migrated database on the test run's one embedded PostgreSQL server. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `nd_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = adminUrl().replace(/\/[^/]*$/, `/${name}`);
  const orm = await createOrm({ url, poolSize: 4 });
  await migrate(orm);
  return {
    url,
    orm,
    dispose: async () => {
      if (await orm.isConnected()) await orm.close(true);
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
};
