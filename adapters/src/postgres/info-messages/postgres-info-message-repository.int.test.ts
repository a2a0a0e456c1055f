import { afterAll, beforeAll } from '@jest/globals';
import { infoMessageRepositoryContract } from '@newsdesk/core/info-messages/testing/info-message-repository.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresInfoMessageRepository } from './postgres-info-message-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

infoMessageRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.fork().execute('truncate info_message, info_message_dismissal');
  return new PostgresInfoMessageRepository(db.orm);
});
