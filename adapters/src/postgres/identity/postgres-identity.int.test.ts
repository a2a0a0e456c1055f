import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { identityRepositoriesContract } from '@newsdesk/core/testing/identity-repositories.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresLoginFailureLog, PostgresSessionRepository, PostgresUserRepository } from './postgres-identity';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

identityRepositoriesContract('PostgreSQL', async () => {
  await db.orm.em.getConnection().execute('truncate app_user, auth_session, login_failure');
  return {
    users: new PostgresUserRepository(db.orm),
    sessions: new PostgresSessionRepository(db.orm),
    failures: new PostgresLoginFailureLog(db.orm),
  };
});

test('the committed migrations produce exactly the schema the entities describe', async () => {
  const drift = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(drift.trim()).toBe('');
});

test('old login failures are pruned', async () => {
  const log = new PostgresLoginFailureLog(db.orm);
  await log.record({ email: 'old@x.test', ip: '10.1.1.1', at: new Date('2026-01-01T00:00:00Z') });
  await log.record({ email: 'old@x.test', ip: '10.1.1.1', at: new Date('2026-11-01T00:00:00Z') });
  await log.pruneBefore(new Date('2026-06-01T00:00:00Z'));
  expect(await log.forAccountSince('old@x.test', new Date(0))).toEqual([new Date('2026-11-01T00:00:00Z')]);
});
