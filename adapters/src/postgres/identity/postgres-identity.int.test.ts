import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { identityRepositoriesContract } from '@newsdesk/core/testing/identity-repositories.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSessionRepository, PostgresUserRepository } from './postgres-identity';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

identityRepositoriesContract('PostgreSQL', async () => {
  await db.orm.em.getConnection().execute('truncate app_user, auth_session');
  return {
    users: new PostgresUserRepository(db.orm),
    sessions: new PostgresSessionRepository(db.orm),
  };
});

test('the committed migrations produce exactly the schema the entities describe', async () => {
  const drift = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(drift.trim()).toBe('');
});

test('ending sessions announces each user once on the session-ended channel, and nothing when nothing ended', async () => {
  const { aSession, aUser } = await import('@newsdesk/core/testing/identity.mother');
  const { PgListener } = await import('../listen/pg-listener');
  const { SESSION_ENDED_CHANNEL } = await import('./session-ended-channel');
  const users = new PostgresUserRepository(db.orm);
  const sessions = new PostgresSessionRepository(db.orm);
  const user = aUser();
  await users.add(user);
  const [one, two, three] = [aSession({ userId: user.id }), aSession({ userId: user.id }), aSession({ userId: user.id })];
  for (const s of [one, two, three]) await sessions.add(s);

  const heard: string[] = [];
  const listener = new PgListener({ connectionString: db.url, applicationName: 'identity-int-test' });
  await listener.listen(SESSION_ENDED_CHANNEL, (payload) => heard.push(payload));
  try {
    const at = new Date('2026-11-21T10:00:00Z');
    await sessions.end(one.id, at);
    await sessions.end(one.id, at); // already ended: no second announcement
    expect(await sessions.endAllForUser(user.id, at)).toBe(2);
    expect(await sessions.endAllForUser(user.id, at)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.map((p) => JSON.parse(p))).toEqual([{ userId: user.id }, { userId: user.id }]);
  } finally {
    await listener.close();
  }
});
