import type { MikroORM } from '@mikro-orm/postgresql';
import type { ReleaseNoteRepository } from '@newsdesk/core/release-notes/release-note.ports';
import type { LanguageTexts, ReleaseNote, ReleaseNoteCursor } from '@newsdesk/core/release-notes/release-note.types';

interface ReleaseNoteRowData {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string | null;
  markdown: LanguageTexts;
  html: LanguageTexts;
}

const COLUMNS = 'id, created_at, updated_at, created_by, markdown, html';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toNote = (row: ReleaseNoteRowData): ReleaseNote => ({
  id: row.id,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  createdBy: row.created_by,
  markdown: row.markdown,
  html: row.html,
});

export class PostgresReleaseNoteRepository implements ReleaseNoteRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string): Promise<ReleaseNote | null> {
    // a malformed id is simply no note (the route validates ids; this guards other callers)
    if (!UUID.test(id)) return null;
    const rows = await this.orm.em.fork().execute<ReleaseNoteRowData[]>(`select ${COLUMNS} from release_note where id = ?`, [id]);
    return rows[0] ? toNote(rows[0]) : null;
  }

  async listPage(limit: number, after: ReleaseNoteCursor | null): Promise<ReleaseNote[]> {
    const em = this.orm.em.fork();
    // row comparison keeps ties on created_at in a stable order across pages
    const rows = after
      ? await em.execute<ReleaseNoteRowData[]>(
          `select ${COLUMNS} from release_note where (created_at, id) < (?::timestamptz, ?::uuid) order by created_at desc, id desc limit ?`,
          [after.createdAt, UUID.test(after.id) ? after.id : '00000000-0000-0000-0000-000000000000', limit],
        )
      : await em.execute<ReleaseNoteRowData[]>(`select ${COLUMNS} from release_note order by created_at desc, id desc limit ?`, [limit]);
    return rows.map(toNote);
  }

  async insert(note: ReleaseNote): Promise<void> {
    await this.orm.em
      .fork()
      .execute(
        `insert into release_note (id, created_at, updated_at, created_by, markdown, html) values (?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
        [note.id, note.createdAt, note.updatedAt, note.createdBy, JSON.stringify(note.markdown), JSON.stringify(note.html)],
      );
  }

  async update(note: ReleaseNote): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`update release_note set updated_at = ?, markdown = ?::jsonb, html = ?::jsonb where id = ?`, [
        note.updatedAt,
        JSON.stringify(note.markdown),
        JSON.stringify(note.html),
        note.id,
      ]);
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const deleted = await this.orm.em.fork().execute<{ id: string }[]>(`delete from release_note where id = ? returning id`, [id]);
    return deleted.length > 0;
  }

  async markSeen(userId: string, at: Date): Promise<void> {
    await this.orm.em.fork().execute(
      `insert into release_note_seen (user_id, seen_at) values (?, ?)
       on conflict (user_id) do update set seen_at = greatest(release_note_seen.seen_at, excluded.seen_at)`,
      [userId, at],
    );
  }

  async hasUnseen(userId: string): Promise<boolean> {
    const rows = await this.orm.em.fork().execute<{ unseen: boolean }[]>(
      `select exists (
         select 1 from release_note n
          where n.created_at > coalesce((select seen_at from release_note_seen where user_id = ?), '-infinity'::timestamptz)
       ) as unseen`,
      [userId],
    );
    return rows[0]?.unseen ?? false;
  }
}
