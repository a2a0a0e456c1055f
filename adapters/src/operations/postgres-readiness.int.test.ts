import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { migrations } from '../postgres/migrations/index';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { databaseCheck, migrationsCheck } from './postgres-readiness';
import { checkReadiness } from './readiness';

let db: TestDatabase;
const committed = migrations.map((m) => m.name);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const execute = (sql: string, params: unknown[] = []) => db.orm.em.getConnection().execute(sql, params, 'run');

test('a migrated database is ready: it answers, and its migrations are exactly the committed ones', async () => {
  const report = await checkReadiness([databaseCheck(db.orm), migrationsCheck(db.orm, committed)], 2_000);
  expect(report).toEqual({
    ready: true,
    checks: [
      { name: 'database', ok: true, message: 'PostgreSQL answers.', ms: expect.any(Number) },
      { name: 'migrations', ok: true, message: `${committed.length} migrations applied, as committed.`, ms: expect.any(Number) },
    ],
  });
});

test('a migration this version knows but the database lacks, or one the database has from a newer version, is named', async () => {
  const last = committed.at(-1)!;
  await execute('delete from mikro_orm_migrations where name in (?, ?)', [last, `${last}.js`]);
  await execute(`insert into mikro_orm_migrations (name, executed_at) values ('Migration20991231000000FromTheFuture', now())`);
  try {
    const [outcome] = (await checkReadiness([migrationsCheck(db.orm, committed)], 2_000)).checks;
    expect(outcome).toMatchObject({
      name: 'migrations',
      ok: false,
      message: `Migrations differ from this version's (not applied: ${last}; applied but unknown to this version: Migration20991231000000FromTheFuture).`,
    });
  } finally {
    await execute(`delete from mikro_orm_migrations where name = 'Migration20991231000000FromTheFuture'`);
    await execute('insert into mikro_orm_migrations (name, executed_at) values (?, now())', [last]);
  }
  expect((await checkReadiness([migrationsCheck(db.orm, committed)], 2_000)).ready).toBe(true);
});
