import type { MikroORM } from '@mikro-orm/postgresql';
import type { SportsWidgetRepository } from '@newsdesk/core/sports/embeds/sports-widget.ports';
import type { SportsWidget } from '@newsdesk/core/sports/embeds/sports-widget.types';

interface SportsWidgetRowData {
  id: string;
  owner_id: string;
  kind: string;
  service_provider: string;
  params: unknown;
  locale: string;
  title: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const COLUMNS = 'id, owner_id, kind, service_provider, params, locale, title, created_at, revoked_at';

// pg returns jsonb parsed; text when a driver setting says otherwise.
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const toWidget = (row: SportsWidgetRowData): SportsWidget =>
  ({
    id: row.id,
    ownerId: row.owner_id,
    kind: row.kind,
    serviceProvider: row.service_provider,
    params: json(row.params),
    locale: row.locale,
    title: row.title,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
  }) as SportsWidget;

/** Exported sports widgets in PostgreSQL (table sports_widget). */
export class PostgresSportsWidgetRepository implements SportsWidgetRepository {
  constructor(private readonly orm: MikroORM) {}

  async insert(widget: SportsWidget): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`insert into sports_widget (${COLUMNS}) values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`, [
        widget.id,
        widget.ownerId,
        widget.kind,
        widget.serviceProvider,
        JSON.stringify(widget.params),
        widget.locale,
        widget.title,
        widget.createdAt,
        widget.revokedAt,
      ]);
  }

  async findById(id: string): Promise<SportsWidget | null> {
    const rows = await this.orm.em.fork().execute<SportsWidgetRowData[]>(`select ${COLUMNS} from sports_widget where id = ?`, [id]);
    return rows[0] ? toWidget(rows[0]) : null;
  }

  async listByOwner(ownerId: string): Promise<SportsWidget[]> {
    const rows = await this.orm.em
      .fork()
      .execute<SportsWidgetRowData[]>(`select ${COLUMNS} from sports_widget where owner_id = ? order by created_at desc, id desc`, [
        ownerId,
      ]);
    return rows.map(toWidget);
  }

  async revoke(id: string, at: string): Promise<void> {
    await this.orm.em.fork().execute(`update sports_widget set revoked_at = ? where id = ? and revoked_at is null`, [at, id]);
  }
}
