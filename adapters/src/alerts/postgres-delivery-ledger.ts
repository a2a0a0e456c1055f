import type { MikroORM } from '@mikro-orm/postgresql';
import type { DeliveryLedger, DeliveryLogPage } from '@newsdesk/core/alerting/alert.ports';
import type { DeliveryChannel, DeliverySubject, NewDelivery } from '@newsdesk/core/alerting/alert.types';
import type { DeliveryError } from '@newsdesk/core/alerting/delivery-problem';
import { insertQueuedDelivery } from './insert-delivery';
import { DELIVERY_COLUMNS, toDelivery, type DeliveryRowData } from './delivery-rows';

/**
 * The delivery ledger in PostgreSQL (ADR 0007). A claim is one statement: the row is locked
 * with `for update skip locked` (another process claiming it at the same moment skips it) and
 * marked `sending` with the attempt counted, before any provider is called.
 */
export class PostgresDeliveryLedger implements DeliveryLedger {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em.fork();
  }

  async claim(id: string, now: Date, claimedUntil: Date) {
    const rows = await this.em.execute<DeliveryRowData[]>(
      `update alert_delivery d set status = 'sending', attempts = d.attempts + 1, claimed_until = ?
        where d.id = (select id from alert_delivery
                       where id = ? and ((status in ('queued', 'retrying') and next_attempt_at <= ?) or (status = 'sending' and claimed_until < ?))
                       for update skip locked)
        returning ${DELIVERY_COLUMNS}`,
      [claimedUntil, id, now, now],
    );
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  async markSent(id: string, sent: { providerId: string; providerChannel: string | null; at: Date }) {
    // the first acknowledgement stays: a thread answers the message it names
    await this.em.execute(
      `update alert_delivery set status = 'sent', provider_id = ?, provider_channel = ?, sent_at = ?, claimed_until = null where id = ? and status <> 'sent'`,
      [sent.providerId, sent.providerChannel, sent.at, id],
    );
  }

  async reschedule(id: string, at: Date, error: DeliveryError | null, countAttempt: boolean) {
    const giveBack = countAttempt ? 0 : 1;
    // only the attempt in flight: a late answer of an expired claim must not reopen a row another run sent
    await this.em.execute(
      `update alert_delivery set attempts = attempts - ?, status = case when attempts - ? = 0 then 'queued' else 'retrying' end,
              next_attempt_at = ?, error_code = ?, last_error = ?, claimed_until = null
        where id = ? and status = 'sending'`,
      [giveBack, giveBack, at, error?.code ?? null, error?.message ?? null, id],
    );
  }

  async markFailed(id: string, error: DeliveryError) {
    await this.em.execute(
      `update alert_delivery set status = 'failed', error_code = ?, last_error = ?, claimed_until = null where id = ? and status = 'sending'`,
      [error.code, error.message, id],
    );
  }

  async findBySubject(collectionId: string, subject: DeliverySubject, channel: DeliveryChannel, recipient: string) {
    const rows = await this.em.execute<DeliveryRowData[]>(
      `select ${DELIVERY_COLUMNS} from alert_delivery d where d.collection_id = ? and d.subject = ? and d.channel = ? and d.recipient = ?`,
      [collectionId, subject, channel, recipient],
    );
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  async digestDocumentIds(collectionId: string, subject: DeliverySubject) {
    const rows = await this.em.execute<{ document_id: string }[]>(
      `select document_id from alert_story where collection_id = ? and subject = ? order by created_at, story_id`,
      [collectionId, subject],
    );
    return rows.map((r) => r.document_id);
  }

  async listForCollection(collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage> {
    const em = this.em;
    const [rows, count] = await Promise.all([
      em.execute<DeliveryRowData[]>(
        `select ${DELIVERY_COLUMNS} from alert_delivery d where d.collection_id = ? order by d.created_at desc, d.id limit ? offset ?`,
        [collectionId, pageSize, (page - 1) * pageSize],
      ),
      em.execute<{ n: string }[]>(`select count(*) as n from alert_delivery where collection_id = ?`, [collectionId]),
    ]);
    return { deliveries: rows.map(toDelivery), total: Number(count[0]?.n ?? 0), page, pageSize };
  }

  async addNow(collectionId: string, rows: readonly NewDelivery[]): Promise<string[]> {
    const ids: string[] = [];
    for (const d of rows) {
      // created when due: a test alert is due now
      const found = await insertQueuedDelivery(this.em, collectionId, d, d.dueAt, 'read-back');
      if (found) ids.push(found.id);
    }
    return ids;
  }

  /** Rows a job should run now: due ones, and `sending` ones whose sender died (claim expired). */
  async due(now: Date, limit = 200): Promise<{ id: string; at: Date }[]> {
    const rows = await this.em.execute<{ id: string; at: Date }[]>(
      `(select id, next_attempt_at as at from alert_delivery where status in ('queued', 'retrying') and next_attempt_at <= ? order by next_attempt_at limit ?)
       union all
       (select id, claimed_until as at from alert_delivery where status = 'sending' and claimed_until < ? order by claimed_until limit ?)`,
      [now, limit, now, limit],
    );
    return rows.map((r) => ({ id: r.id, at: new Date(r.at) }));
  }
}
