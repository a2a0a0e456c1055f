import type { MikroORM } from '@mikro-orm/postgresql';
import type { SlackChannelRate } from '@newsdesk/core/alerting/alert.ports';

/** Slack allows about one message per second per channel. */
const SLOT_MS = 1_000;

/**
 * ≤ 1 message per second per channel across processes: each sender reserves the channel's next
 * free slot in one statement (the row lock serialises reservations of one channel), then waits
 * for it; a slot too far ahead is not reserved, the delivery is rescheduled to when it is free. A table rather than agenda concurrency per channel: agenda's concurrency is per job
 * name and per process, so it cannot bound a channel across processes.
 */
export class PostgresSlackChannelRate implements SlackChannelRate {
  constructor(private readonly orm: MikroORM) {}

  async reserve(channel: string, now: Date, maxWaitMs: number): Promise<{ reserved: boolean; at: Date }> {
    const em = this.orm.em.fork();
    // one statement: the row lock serialises reservations of a channel across processes
    const rows = await em.execute<{ slot: Date }[]>(
      `insert into slack_channel_rate as r (channel, next_free_at) values (?, ?::timestamptz + ? * interval '1 millisecond')
       on conflict (channel) do update set next_free_at = greatest(r.next_free_at, ?::timestamptz) + ? * interval '1 millisecond'
         where r.next_free_at <= ?::timestamptz + ? * interval '1 millisecond'
       returning next_free_at - ? * interval '1 millisecond' as slot`,
      [channel, now, SLOT_MS, now, SLOT_MS, now, maxWaitMs, SLOT_MS],
    );
    if (rows[0]) return { reserved: true, at: new Date(rows[0].slot) };
    const free = await em.execute<{ next_free_at: Date }[]>(`select next_free_at from slack_channel_rate where channel = ?`, [channel]);
    return { reserved: false, at: new Date(free[0]?.next_free_at ?? now) };
  }

  async blockUntil(channel: string, until: Date): Promise<void> {
    await this.orm.em.fork().execute(
      `insert into slack_channel_rate as r (channel, next_free_at) values (?, ?)
       on conflict (channel) do update set next_free_at = greatest(r.next_free_at, excluded.next_free_at)`,
      [channel, until],
    );
  }
}
