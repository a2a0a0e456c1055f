import { afterAll, beforeAll } from '@jest/globals';
import { siteRepositoryContract } from '@newsdesk/core/site-monitor/testing/site-repository.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSiteRepository } from './postgres-site-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

siteRepositoryContract('PostgresSiteRepository', async () => {
  await db.orm.em.fork().execute('truncate monitored_site');
  return new PostgresSiteRepository(db.orm);
});
