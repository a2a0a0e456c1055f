import type { MikroORM } from '@mikro-orm/postgresql';
import type { NotificationStateStore } from '@newsdesk/core/notifications/notification.ports';
import { advanceClearedBefore } from '@newsdesk/core/notifications/notification-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Read marks older than this are of documents no catch-up returns any more (the 7-day window of missed-notifications.ts). */
const READ_MARK_RETENTION_MS = 8 * 24 * 3_600_000;

/** A user's "Clear all" mark and read marks, kept server-side so every tab and device agrees (spec §4, §9). */
export class PostgresNotificationState implements NotificationStateStore {
  constructor(private readonly orm: MikroORM) {}

  async clearedBefore(userId: string): Promise<Date | null> {
    const rows = await this.orm.em
      .fork()
      .execute<{ cleared_before: Date }[]>('select cleared_before from notification_clear where user_id = ?', [userId]);
    return rows[0] ? new Date(rows[0].cleared_before) : null;
  }

  /** Moves the mark forward (core's rule); the update keeps the later one, so racing tabs cannot move it back. */
  async clear(userId: string, requested: Date | null, now: Date): Promise<Date> {
    const wanted = advanceClearedBefore(null, requested, now);
    const rows = await this.orm.em.fork().execute<{ cleared_before: Date }[]>(
      `insert into notification_clear (user_id, cleared_before) values (?, ?)
       on conflict (user_id) do update set cleared_before = greatest(notification_clear.cleared_before, excluded.cleared_before)
       returning cleared_before`,
      [userId, wanted],
    );
    return new Date(rows[0]!.cleared_before);
  }

  async markRead(userId: string, documentIds: readonly string[], now: Date): Promise<void> {
    const ids = [...new Set(documentIds.filter((id) => UUID.test(id)))];
    const em = this.orm.em.fork();
    await em.execute('delete from notification_read where user_id = ? and read_at < ?', [
      userId,
      new Date(now.getTime() - READ_MARK_RETENTION_MS),
    ]);
    if (ids.length === 0) return;
    await em.execute(
      `insert into notification_read (user_id, document_id, read_at)
       select ?, unnest(?::uuid[]), ? on conflict (user_id, document_id) do update set read_at = excluded.read_at`,
      // uuids only (filtered above), so the array literal needs no quoting
      [userId, `{${ids.join(',')}}`, now],
    );
  }

  /** The documents among these the user has read. */
  async readAmong(userId: string, documentIds: readonly string[]): Promise<ReadonlySet<string>> {
    const ids = documentIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return new Set();
    const rows = await this.orm.em
      .fork()
      .execute<{ document_id: string }[]>('select document_id from notification_read where user_id = ? and document_id = any(?::uuid[])', [
        userId,
        `{${ids.join(',')}}`,
      ]);
    return new Set(rows.map((row) => row.document_id));
  }
}
