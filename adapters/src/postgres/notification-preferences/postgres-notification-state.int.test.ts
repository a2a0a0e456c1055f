import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresNotificationState } from './postgres-notification-state';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const now = new Date('2026-11-27T10:00:00.000Z');

test('the clear mark is per user, only moves forward and never past now', async () => {
  const state = new PostgresNotificationState(db.orm);
  const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
  expect(await state.clearedBefore(alice)).toBeNull();
  expect(await state.clear(alice, null, now)).toEqual(now);
  expect(await state.clear(alice, new Date('2026-11-27T09:00:00Z'), now)).toEqual(now);
  expect(await state.clear(alice, new Date('2026-12-01T00:00:00Z'), new Date('2026-11-27T11:00:00Z'))).toEqual(
    new Date('2026-11-27T11:00:00Z'),
  );
  expect(await state.clearedBefore(alice)).toEqual(new Date('2026-11-27T11:00:00Z'));
  expect(await state.clearedBefore(bob)).toBeNull();
});

test('read marks are per user; marking again is harmless; old marks are pruned', async () => {
  const state = new PostgresNotificationState(db.orm);
  const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
  const [d1, d2, d3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await state.markRead(alice, [d1, d1, 'not-a-uuid'], new Date('2026-11-01T10:00:00Z'));
  await state.markRead(alice, [d2], now);
  await state.markRead(alice, [d2], now);
  expect(await state.readAmong(alice, [d2, d3])).toEqual(new Set([d2]));
  // d1 was read 26 days before: pruned when alice marked d2
  expect(await state.readAmong(alice, [d1])).toEqual(new Set());
  expect(await state.readAmong(bob, [d1, d2, d3])).toEqual(new Set());
});
