import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { createOrm } from '../postgres/orm';
import { PostgresSlackChannelRate } from './postgres-slack-channel-rate';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

test('reservations from two connection pools (two processes) get slots at least one second apart; a slot too far ahead is not taken', async () => {
  const secondOrm = await createOrm({ url: db.url, poolSize: 4 });
  try {
    const rates = [new PostgresSlackChannelRate(db.orm), new PostgresSlackChannelRate(secondOrm)];
    const now = new Date('2026-11-22T10:00:00Z');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => rates[i % 2]!.reserve('#economy', now, 10_000)));
    const slots = answers.map((a) => a.at.getTime()).sort((a, b) => a - b);
    expect(answers.every((a) => a.reserved)).toBe(true);
    expect(slots.map((s) => s - now.getTime())).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
    // the next free slot is 6 s away: not reserved with a 3 s limit, and not wasted
    expect(await rates[0]!.reserve('#economy', now, 3_000)).toEqual({ reserved: false, at: new Date(now.getTime() + 6_000) });
    expect(await rates[1]!.reserve('#economy', now, 6_000)).toEqual({ reserved: true, at: new Date(now.getTime() + 6_000) });
    // another channel is independent; a 429 blocks a channel until its Retry-After
    expect(await rates[0]!.reserve('#sports', now, 0)).toEqual({ reserved: true, at: now });
    await rates[0]!.blockUntil('#sports', new Date(now.getTime() + 2_000));
    expect(await rates[1]!.reserve('#sports', now, 1_000)).toEqual({ reserved: false, at: new Date(now.getTime() + 2_000) });
  } finally {
    await secondOrm.close(true);
  }
});
