import { afterAll, beforeAll } from '@jest/globals';
import { sourceImagesContract } from '@newsdesk/core/testing/source-images.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSourceImageStore } from './postgres-source-image-store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

sourceImagesContract('PostgreSQL', async () => {
  await db.orm.em.getConnection().execute('truncate source_image');
  return new PostgresSourceImageStore(db.orm);
});
