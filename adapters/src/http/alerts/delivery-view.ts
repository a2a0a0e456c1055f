import { z } from 'zod';
import type { Delivery } from '@newsdesk/core/alerting/alert.types';
import { DELIVERY_CHANNELS, DELIVERY_KINDS } from '@newsdesk/core/alerting/alert.types';
import { describeDeliveryError } from '@newsdesk/core/alerting/delivery-problem';

/** One ledger row as a delivery log shows it: a collection's (ADR 0007) and a site's (ADR 0026) alike. */
export const deliverySchema = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'retrying', 'failed']),
  attempts: z.number().int(),
  /** The English text as stored (a provider's own answer included). */
  lastError: z.string().nullable(),
  /** Why, as a code the UI translates (errors.json alert.delivery.*), and the provider's words if any. */
  problem: z.object({ code: z.string(), detail: z.string().nullable() }).nullable(),
  documentIds: z.array(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const deliveryPageSchema = z.object({
  deliveries: z.array(deliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const deliveryPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const deliveryView = (d: Delivery): z.infer<typeof deliverySchema> => ({
  id: d.id,
  kind: d.about.kind,
  channel: d.channel,
  recipient: d.recipient,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  problem: describeDeliveryError(d),
  documentIds: d.documentIds,
  createdAt: d.createdAt.toISOString(),
  nextAttemptAt: d.status === 'queued' || d.status === 'retrying' ? d.nextAttemptAt.toISOString() : null,
  sentAt: d.sentAt?.toISOString() ?? null,
});
