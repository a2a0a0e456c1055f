import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { LoginAttemptLedger } from '@newsdesk/core/identity/identity.ports';
import type { AttemptCounter, Turn } from '@newsdesk/core/identity/login-throttle';

/** Ended windows and past turns are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

// Adds one attempt unless the counter holds its limit: the row lock of ON CONFLICT DO UPDATE makes
// concurrent attempts, in any process, see each other's increments (ADR 0014).
const RESERVE = `insert into login_attempt_count ("key", window_start, window_end, attempts) values (?, ?, ?, 1)
  on conflict ("key", window_start) do update set attempts = login_attempt_count.attempts + 1
  where ?::int is null or login_attempt_count.attempts < ?::int
  returning attempts`;

// nextTurn of login-throttle.ts in one statement: a turn now or at next_free_at, if at most
// maxWait away; the queue does not move for a refused attempt.
const TAKE_TURN = `insert into login_turn ("key", next_free_at) values (?, ?::timestamptz + ?::int * interval '1 millisecond')
  on conflict ("key") do update set next_free_at = greatest(login_turn.next_free_at, ?::timestamptz) + ?::int * interval '1 millisecond'
  where greatest(login_turn.next_free_at, ?::timestamptz) <= ?::timestamptz + ?::int * interval '1 millisecond'
  returning next_free_at`;

class CounterFull extends Error {}

const byKey = (counters: readonly AttemptCounter[]) =>
  counters
    .map((counter, index) => ({ counter, index }))
    .sort((a, b) =>
      a.counter.key < b.counter.key
        ? -1
        : a.counter.key > b.counter.key
          ? 1
          : a.counter.windowStart.getTime() - b.counter.windowStart.getTime(),
    );

const whereCounters = (counters: readonly AttemptCounter[]) => ({
  sql: counters.map(() => `("key" = ? and window_start = ?)`).join(' or '),
  params: counters.flatMap((c) => [c.key, c.windowStart]),
});

/**
 * The login throttle's counters and turns in PostgreSQL, shared by every Newsdesk process.
 * Statements that hold more than one counter's row lock take them in key order, as the
 * reservation does, so two attempts never wait for each other in a circle.
 */
export class PostgresLoginAttemptLedger implements LoginAttemptLedger {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly orm: MikroORM) {}

  async reserve(counters: readonly AttemptCounter[], now: Date) {
    await this.pruneNowAndThen(now);
    try {
      const counts = await this.orm.em.fork().transactional(async (em) => {
        const after: number[] = new Array<number>(counters.length).fill(0);
        for (const { counter: c, index } of byKey(counters)) {
          const rows = await em.execute<{ attempts: number }[]>(RESERVE, [c.key, c.windowStart, c.windowEnd, c.limit, c.limit]);
          if (!rows[0]) throw new CounterFull();
          after[index] = Number(rows[0].attempts);
        }
        return after;
      });
      return { reserved: true, counts };
    } catch (error) {
      if (!(error instanceof CounterFull)) throw error;
      return { reserved: false, counts: await this.countsOf(counters) };
    }
  }

  async release(counters: readonly AttemptCounter[]) {
    // one row per statement, each committed at once: no lock is held while waiting for another
    const em = this.orm.em.fork();
    for (const { counter: c } of byKey(counters)) {
      await em.execute(`update login_attempt_count set attempts = greatest(attempts - 1, 0) where "key" = ? and window_start = ?`, [
        c.key,
        c.windowStart,
      ]);
    }
  }

  async forgive(pair: AttemptCounter, others: readonly AttemptCounter[]) {
    await this.orm.em.fork().transactional(async (em) => {
      const all = whereCounters([pair, ...others]);
      const locked = await em.execute<{ key: string; window_start: Date | string }[]>(
        `select "key", window_start from login_attempt_count where ${all.sql} order by "key", window_start for update`,
        all.params,
      );
      // Only the rows locked here are touched: a counter another attempt inserted since (its
      // statement began after this one's snapshot) may be locked by that attempt, which waits for
      // a row held here; touching it would close a circle of waits (the racing test on PostgreSQL 15).
      const holds = (c: AttemptCounter) =>
        locked.some((r) => r.key === c.key && new Date(r.window_start).getTime() === c.windowStart.getTime());
      if (!holds(pair)) return;
      const where = whereCounters(others.filter(holds));
      await em.execute(
        `with forgiven as (delete from login_attempt_count where "key" = ? and window_start = ? returning attempts)
         update login_attempt_count set attempts = greatest(attempts - (select attempts from forgiven), 0)
         where exists (select 1 from forgiven) and (${where.sql || 'false'})`,
        [pair.key, pair.windowStart, ...where.params],
      );
    });
  }

  async takeTurn(key: string, now: Date, spacingMs: number, maxWaitMs: number): Promise<Turn> {
    const em = this.orm.em.fork();
    const [row] = await em.execute<{ next_free_at: Date | string }[]>(TAKE_TURN, [
      key,
      now,
      spacingMs,
      now,
      spacingMs,
      now,
      now,
      maxWaitMs,
    ]);
    if (row) {
      const nextFreeAt = new Date(row.next_free_at);
      return { granted: true, startsAt: new Date(nextFreeAt.getTime() - spacingMs), nextFreeAt };
    }
    const [queue] = await em.execute<{ next_free_at: Date | string }[]>(`select next_free_at from login_turn where "key" = ?`, [key]);
    return { granted: false, retryAt: queue ? new Date(new Date(queue.next_free_at).getTime() - maxWaitMs) : now };
  }

  private async countsOf(counters: readonly AttemptCounter[]): Promise<number[]> {
    const where = whereCounters(counters);
    const rows = await this.orm.em
      .fork()
      .execute<{ key: string; window_start: Date | string; attempts: number }[]>(
        `select "key", window_start, attempts from login_attempt_count where ${where.sql}`,
        where.params,
      );
    return counters.map((c) =>
      Number(rows.find((r) => r.key === c.key && new Date(r.window_start).getTime() === c.windowStart.getTime())?.attempts ?? 0),
    );
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - this.prunedAt) < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    const em: EntityManager = this.orm.em.fork();
    await em.execute(`delete from login_attempt_count where window_end <= ?`, [now]);
    await em.execute(`delete from login_turn where next_free_at < ?`, [now]);
  }
}
