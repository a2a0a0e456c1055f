import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { aUser } from '@newsdesk/core/testing/identity.mother';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresUserRepository } from './postgres-identity';
import { PostgresTourProgress } from './postgres-tour-progress';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

test('finishing the tour clears isNew of that user only', async () => {
  const users = new PostgresUserRepository(db.orm);
  const newcomer = aUser({ isNew: true });
  const other = aUser({ isNew: true });
  await users.add(newcomer);
  await users.add(other);

  await new PostgresTourProgress(db.orm).markTourFinished(newcomer.id);

  expect((await users.findById(newcomer.id))?.isNew).toBe(false);
  expect((await users.findById(other.id))?.isNew).toBe(true);
});
