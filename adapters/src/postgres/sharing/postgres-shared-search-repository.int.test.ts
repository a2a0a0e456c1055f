import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSharedSearchRepository } from './postgres-shared-search-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

test('stores shared searches with their parameters and creation time', async () => {
  const repo = new PostgresSharedSearchRepository(db.orm);
  const share = {
    id: 'a'.repeat(32),
    params: { tags: [{ name: 'Zürich', type: undefined }], page: 2 },
    createdBy: crypto.randomUUID(),
    createdAt: new Date('2026-11-21T10:00:00Z'),
  };
  await repo.add(share);
  expect(await repo.findById(share.id)).toEqual({ ...share, params: { tags: [{ name: 'Zürich' }], page: 2 } });
  expect(await repo.findById('b'.repeat(32))).toBeNull();
});
