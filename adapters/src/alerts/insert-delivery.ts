import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewDelivery } from '@newsdesk/core/alerting/alert.types';
import { ABOUT_COLUMNS, ABOUT_PLACEHOLDERS, aboutValues } from './delivery-about-columns';

type Executor = { execute: MikroORM['em']['execute'] };

/**
 * What a second insert of the same (owner, subject, channel, recipient) does: the ledger's unique
 * key keeps the first row either way; `keep` returns nothing then, `read-back` returns the
 * existing row's id (a test alert sent again shows the row it already has).
 */
export type OnExistingDelivery = 'keep' | 'read-back';

/**
 * One queued ledger row (ADR 0007), the one INSERT every writer uses: collection alerts, tests,
 * site changes and source-health notices. `ownerId` is the collection, site or source the row
 * belongs to (column collection_id). Returns the row's id and due time, or null when it existed and
 * `keep` was asked for.
 */
export const insertQueuedDelivery = async (
  em: Executor,
  ownerId: string,
  delivery: NewDelivery,
  createdAt: Date,
  onExisting: OnExistingDelivery = 'keep',
): Promise<{ id: string; dueAt: Date } | null> => {
  const conflict = onExisting === 'keep' ? 'do nothing' : 'do update set subject = excluded.subject';
  const rows = await em.execute<{ id: string; next_attempt_at: Date | string }[]>(
    `insert into alert_delivery (id, collection_id, ${ABOUT_COLUMNS}, channel, recipient, thread_of, document_ids, status, attempts, next_attempt_at, created_at)
     values (?, ?, ${ABOUT_PLACEHOLDERS}, ?, ?, ?, ?::jsonb, 'queued', 0, ?, ?)
     on conflict on constraint alert_delivery_collection_id_subject_channel_recipient_unique ${conflict}
     returning id, next_attempt_at`,
    [
      randomUUID(),
      ownerId,
      ...aboutValues(delivery.about),
      delivery.channel,
      delivery.recipient,
      delivery.threadOf,
      JSON.stringify(delivery.documentIds),
      delivery.dueAt,
      createdAt,
    ],
  );
  const row = rows[0];
  return row ? { id: row.id, dueAt: new Date(row.next_attempt_at) } : null;
};
