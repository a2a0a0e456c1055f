import type { MikroORM } from '@mikro-orm/postgresql';
import type { NotificationPreferences } from '@newsdesk/core/notifications/notification.ports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PostgresNotificationPreferences implements NotificationPreferences {
  constructor(private readonly orm: MikroORM) {}

  async isMuted(userId: string): Promise<boolean> {
    const rows = await this.orm.em
      .fork()
      .execute<{ muted: boolean }[]>('select muted from notification_preference where user_id = ?', [userId]);
    return rows[0]?.muted ?? false;
  }

  async setMuted(userId: string, muted: boolean, at: Date): Promise<void> {
    await this.orm.em.fork().execute(
      `insert into notification_preference (user_id, muted, updated_at) values (?, ?, ?)
       on conflict (user_id) do update set muted = excluded.muted, updated_at = excluded.updated_at`,
      [userId, muted, at],
    );
  }

  async mutedAmong(userIds: readonly string[]): Promise<ReadonlySet<string>> {
    const ids = userIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return new Set();
    const rows = await this.orm.em.fork().execute<{ user_id: string }[]>(
      'select user_id from notification_preference where muted and user_id = any(?::uuid[])',
      // uuids only (filtered above), so the array literal needs no quoting
      [`{${ids.join(',')}}`],
    );
    return new Set(rows.map((row) => row.user_id));
  }
}
