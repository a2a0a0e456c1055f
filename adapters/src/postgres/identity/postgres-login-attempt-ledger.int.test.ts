import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loginAttemptCounters } from '@newsdesk/core/identity/login-throttle';
import { loginAttemptLedgerContract } from '@newsdesk/core/testing/login-attempt-ledger.contract';
import { createOrm } from '../orm';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../testing/test-database';
import { PostgresLoginAttemptLedger } from './postgres-login-attempt-ledger';

describe.each(testPostgresServers())('on $name', (server) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(server);
  });
  afterAll(async () => {
    await db.dispose();
  });

  loginAttemptLedgerContract('PostgreSQL', async () => {
    await db.orm.em.getConnection().execute('truncate login_attempt_count, login_turn');
    return new PostgresLoginAttemptLedger(db.orm);
  });

  test('two processes (two pools) on one database share the limits: forty parallel attempts, five get through', async () => {
    const other: MikroORM = await createOrm({ url: db.url, poolSize: 4 });
    try {
      const ledgers = [new PostgresLoginAttemptLedger(db.orm), new PostgresLoginAttemptLedger(other)];
      const now = new Date();
      const counters = loginAttemptCounters('two-processes@x.test', '192.0.2.1', now);
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => ledgers[i % 2]!.reserve(counters.all, now)));
      expect(results.filter((r) => r.reserved)).toHaveLength(5);
      const turns = await Promise.all(
        Array.from({ length: 10 }, (_, i) => ledgers[i % 2]!.takeTurn('address:192.0.2.1', now, 1_000, 2_000)),
      );
      expect(turns.filter((t) => t.granted)).toHaveLength(3);
    } finally {
      await other.close(true);
    }
  });

  test('a success racing attempts of its own pair never deadlocks (locks are taken in key order)', async () => {
    const ledger = new PostgresLoginAttemptLedger(db.orm);
    const now = new Date();
    const counters = loginAttemptCounters('race@x.test', '192.0.2.2', now);
    for (let round = 0; round < 20; round++) {
      await Promise.all([
        ledger.reserve(counters.all, now),
        ledger.forgive(counters.pair, [counters.account, counters.address]),
        ledger.reserve(counters.all, now),
        ledger.release(counters.all),
        ledger.forgive(counters.pair, [counters.account, counters.address]),
      ]);
    }
    // PostgreSQL would have ended a circle of waits with "deadlock detected", failing a round
    const [{ lowest } = { lowest: -1 }] = await db.orm.em
      .getConnection()
      .execute<{ lowest: number }[]>('select min(attempts) as lowest from login_attempt_count');
    expect(lowest).toBeGreaterThanOrEqual(0);
  });

  test('ended windows and past turns are deleted, at most once a minute per process', async () => {
    const connection = db.orm.em.getConnection();
    await connection.execute('truncate login_attempt_count, login_turn');
    const ledger = new PostgresLoginAttemptLedger(db.orm);
    const clock = (time: string) => new Date(`2026-11-21T${time}Z`);
    const attempt = (email: string, time: string) => ledger.reserve(loginAttemptCounters(email, '192.0.2.3', clock(time)).all, clock(time));
    const rows = async () => {
      const [counts] = await connection.execute<{ n: string }[]>('select count(*) as n from login_attempt_count');
      const [turns] = await connection.execute<{ n: string }[]>('select count(*) as n from login_turn');
      return [Number(counts!.n), Number(turns!.n)];
    };
    await attempt('old@x.test', '09:00:00');
    await ledger.takeTurn('address:192.0.2.3', clock('09:00:00'), 3_000, 6_000);
    expect(await rows()).toEqual([3, 1]);
    // 09:16: the 09:00 window has ended and the turn has passed
    await attempt('new@x.test', '09:16:00');
    expect(await rows()).toEqual([2 + 1, 0]);
    // 09:29:30 prunes (nothing to do); at 09:30:10 the 09:15 window has ended, but a minute has not passed
    await attempt('other@x.test', '09:29:30');
    await attempt('next@x.test', '09:30:10');
    expect(await rows()).toEqual([2 + 2 + 1 + 3, 0]);
    await attempt('after@x.test', '09:30:31');
    expect(await rows()).toEqual([3 + 2, 0]);
  });
});
