import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SourceHealthNoticeKind } from '@newsdesk/core/sources/deliver-source-health-notice';
import { insertQueuedDelivery } from '../../alerts/insert-delivery';
import type { AdminNotice, SourceHealthIncident, SourceHealthIncidents } from '@newsdesk/core/sources/source-health.ports';
import type { SourceHealthKind, SourceHealthProblem } from '@newsdesk/core/sources/source-health-rule';

interface IncidentRowData {
  id: string;
  source_id: string;
  source_name: string;
  kind: string;
  problem: SourceHealthProblem | string;
  opened_at: Date | string;
  closed_at: Date | string | null;
  recovered: boolean;
}

const COLUMNS = 'id, source_id, source_name, kind, problem, opened_at, closed_at, recovered';

const toIncident = (r: IncidentRowData): SourceHealthIncident => ({
  id: r.id,
  sourceId: r.source_id,
  sourceName: r.source_name,
  kind: r.kind as SourceHealthKind,
  problem: typeof r.problem === 'string' ? (JSON.parse(r.problem) as SourceHealthProblem) : r.problem,
  openedAt: new Date(r.opened_at),
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
  recovered: r.recovered,
});

/**
 * Incidents in PostgreSQL (ADR 0027). Opening is `insert … on conflict do nothing` against the
 * partial unique index of open incidents, closing an `update … where closed_at is null`: only the
 * process whose statement changed a row queues notices, in the same transaction, as ledger rows
 * (`alert_delivery`, ADR 0007) keyed by the source's id and `source-health:<incident>:<kind>`.
 */
export class PostgresSourceHealthIncidents implements SourceHealthIncidents {
  constructor(private readonly orm: MikroORM) {}

  async listOpen() {
    const rows = await this.orm.em
      .fork()
      .execute<IncidentRowData[]>(`select ${COLUMNS} from source_health_incident where closed_at is null order by opened_at`);
    return rows.map(toIncident);
  }

  async listRecent(since: Date) {
    const rows = await this.orm.em
      .fork()
      .execute<IncidentRowData[]>(
        `select ${COLUMNS} from source_health_incident where closed_at is null or closed_at >= ? order by opened_at desc, id limit 200`,
        [since],
      );
    return rows.map(toIncident);
  }

  async findById(id: string) {
    const rows = await this.orm.em.fork().execute<IncidentRowData[]>(`select ${COLUMNS} from source_health_incident where id = ?`, [id]);
    return rows[0] ? toIncident(rows[0]) : null;
  }

  async open(incident: Omit<SourceHealthIncident, 'id' | 'closedAt' | 'recovered' | 'kind'>, notices: readonly AdminNotice[]) {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<IncidentRowData[]>(
        `insert into source_health_incident (id, source_id, source_name, kind, problem, opened_at, closed_at, recovered)
         values (?, ?, ?, ?, ?::jsonb, ?, null, false)
         on conflict (source_id) where closed_at is null do nothing
         returning ${COLUMNS}`,
        [
          randomUUID(),
          incident.sourceId,
          incident.sourceName.slice(0, 200),
          incident.problem.kind,
          JSON.stringify(incident.problem),
          incident.openedAt,
        ],
      );
      const opened = rows[0] ? toIncident(rows[0]) : null;
      if (opened) await queueNotices(em, opened, 'opened', notices, incident.openedAt);
      return opened;
    });
  }

  async close(incidentId: string, at: Date, recovered: boolean, notices: readonly AdminNotice[]) {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<IncidentRowData[]>(
        `update source_health_incident set closed_at = ?, recovered = ? where id = ? and closed_at is null returning ${COLUMNS}`,
        [at, recovered, incidentId],
      );
      const closed = rows[0] ? toIncident(rows[0]) : null;
      if (closed && recovered) await queueNotices(em, closed, 'recovered', notices, at);
      return Boolean(closed);
    });
  }
}

type Executor = { execute: MikroORM['em']['execute'] };

const queueNotices = async (
  em: Executor,
  incident: SourceHealthIncident,
  kind: SourceHealthNoticeKind,
  notices: readonly AdminNotice[],
  at: Date,
) => {
  for (const notice of notices) {
    const about = { kind: 'source-health', incidentId: incident.id, notice: kind } as const;
    await insertQueuedDelivery(
      em,
      incident.sourceId,
      { about, channel: 'email', recipient: notice.email, threadOf: null, documentIds: [], dueAt: at },
      at,
    );
  }
};

/** Is this ledger row a source-health notice? The delivery job hands those to DeliverSourceHealthNotice. */
export const isSourceHealthDelivery = async (orm: MikroORM, deliveryId: string): Promise<boolean> => {
  const rows = await orm.em
    .fork()
    .execute<{ id: string }[]>(`select id from alert_delivery where id = ? and subject_kind = 'source-health'`, [deliveryId]);
  return rows.length > 0;
};
