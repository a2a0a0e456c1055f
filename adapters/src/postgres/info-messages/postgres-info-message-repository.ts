import type { MikroORM } from '@mikro-orm/postgresql';
import type { InfoMessageRepository } from '@newsdesk/core/info-messages/info-message.ports';
import type { InfoMessage, InfoMessageLevel } from '@newsdesk/core/info-messages/info-message.types';
import type { LanguageTexts } from '@newsdesk/core/release-notes/release-note.types';

interface InfoMessageRowData {
  id: string;
  level: InfoMessageLevel;
  text: LanguageTexts;
  expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'm.id, m.level, m.text, m.expires_at, m.created_at, m.updated_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toMessage = (row: InfoMessageRowData): InfoMessage => ({
  id: row.id,
  level: row.level,
  text: row.text,
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export class PostgresInfoMessageRepository implements InfoMessageRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string): Promise<InfoMessage | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.orm.em.fork().execute<InfoMessageRowData[]>(`select ${COLUMNS} from info_message m where m.id = ?`, [id]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async listAll(): Promise<InfoMessage[]> {
    const rows = await this.orm.em
      .fork()
      .execute<InfoMessageRowData[]>(`select ${COLUMNS} from info_message m order by m.created_at desc, m.id desc`);
    return rows.map(toMessage);
  }

  async listActiveFor(userId: string, now: Date): Promise<InfoMessage[]> {
    const rows = await this.orm.em.fork().execute<InfoMessageRowData[]>(
      `select ${COLUMNS} from info_message m
        where (m.expires_at is null or m.expires_at > ?)
          and not exists (select 1 from info_message_dismissal d where d.message_id = m.id and d.user_id = ?)
        order by m.created_at desc, m.id desc`,
      [now, userId],
    );
    return rows.map(toMessage);
  }

  async insert(message: InfoMessage): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`insert into info_message (id, level, text, expires_at, created_at, updated_at) values (?, ?, ?::jsonb, ?, ?, ?)`, [
        message.id,
        message.level,
        JSON.stringify(message.text),
        message.expiresAt,
        message.createdAt,
        message.updatedAt,
      ]);
  }

  async update(message: InfoMessage): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`update info_message set level = ?, text = ?::jsonb, expires_at = ?, updated_at = ? where id = ?`, [
        message.level,
        JSON.stringify(message.text),
        message.expiresAt,
        message.updatedAt,
        message.id,
      ]);
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`delete from info_message_dismissal where message_id = ?`, [id]);
      const deleted = await em.execute<{ id: string }[]>(`delete from info_message where id = ? returning id`, [id]);
      return deleted.length > 0;
    });
  }

  async dismiss(messageId: string, userId: string, at: Date): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`insert into info_message_dismissal (message_id, user_id, dismissed_at) values (?, ?, ?) on conflict do nothing`, [
        messageId,
        userId,
        at,
      ]);
  }
}
