import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { aGlossaryComment, aGlossaryItem } from '@newsdesk/core/glossary/testing/glossary.mother';
import { glossaryRepositoryContract } from '@newsdesk/core/glossary/testing/glossary-repository.contract';
import { aUuid } from '@newsdesk/core/testing/identity.mother';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresGlossaryRepository } from './postgres-glossary-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

glossaryRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.fork().execute('truncate glossary_item, glossary_like, glossary_comment');
  return new PostgresGlossaryRepository(db.orm);
});

test('likes racing from many requests of one user still count once (the primary key is the rule)', async () => {
  const repo = new PostgresGlossaryRepository(db.orm);
  const item = aGlossaryItem();
  const user = aUuid();
  await repo.insert(item);
  await Promise.all(Array.from({ length: 8 }, () => repo.setLiked(item.id, user, true, '2026-11-22T10:00:00.000Z')));
  expect(await repo.entry(item.id, user)).toMatchObject({ likes: 1, likedByViewer: true });
});

test('a like or comment for an item that does not exist is not stored', async () => {
  const repo = new PostgresGlossaryRepository(db.orm);
  const ghost = aUuid();
  await repo.setLiked(ghost, aUuid(), true, '2026-11-22T10:00:00.000Z');
  const count = async (table: string) =>
    Number((await db.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table} where item_id = ?`, [ghost]))[0]!.n);
  await repo.addComment(aGlossaryComment({ itemId: ghost }));
  expect(await count('glossary_like')).toBe(0);
  expect(await count('glossary_comment')).toBe(0);
});
