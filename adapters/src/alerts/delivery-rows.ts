import type { Delivery, DeliveryChannel, DeliveryStatus } from '@newsdesk/core/alerting/alert.types';
import type { DeliveryErrorCode } from '@newsdesk/core/alerting/delivery-problem';
import { ABOUT_SELECT, aboutOf, type AboutRowData } from './delivery-about-columns';

/** A ledger row as the driver returns it. */
export interface DeliveryRowData extends AboutRowData {
  id: string;
  collection_id: string;
  subject: string;
  channel: string;
  recipient: string;
  thread_of: string | null;
  document_ids: string[];
  status: string;
  attempts: number;
  error_code: string | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  provider_id: string | null;
  provider_channel: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export const DELIVERY_COLUMNS = `d.id, d.collection_id, d.subject, ${ABOUT_SELECT}, d.channel, d.recipient, d.thread_of, d.document_ids, d.status, d.attempts, d.error_code, d.last_error, d.next_attempt_at, d.provider_id, d.provider_channel, d.created_at, d.sent_at`;

export const toDelivery = (row: DeliveryRowData): Delivery => ({
  id: row.id,
  collectionId: row.collection_id,
  subject: row.subject,
  about: aboutOf(row),
  channel: row.channel as DeliveryChannel,
  recipient: row.recipient,
  threadOf: row.thread_of,
  documentIds: row.document_ids,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  // written only from DeliveryErrorCode (and the same codes by Migration20261127950000DeliveryErrorCodes)
  errorCode: row.error_code as DeliveryErrorCode | null,
  lastError: row.last_error,
  nextAttemptAt: new Date(row.next_attempt_at),
  providerId: row.provider_id,
  providerChannel: row.provider_channel,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
});
