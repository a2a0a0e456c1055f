import { z } from 'zod';
import { DELIVERY_CHANNELS, DELIVERY_KINDS, DELIVERY_STATUSES } from '@newsdesk/core/alerting/alert.types';
import { type DeliveryPage, type DeliveryPageRequest, type DeliveryView, toDeliveryView } from '@newsdesk/core/alerting/delivery-log.wire';

/** One ledger row as a delivery log shows it: a collection's (ADR 0007) and a site's (ADR 0026) alike; core's DeliveryView (ADR 0031). */
export const deliverySchema = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The English text as stored (a provider's own answer included). */
  lastError: z.string().nullable(),
  /** Why, as a code the UI translates (errors.json alert.delivery.*), and the provider's words if any. */
  problem: z.object({ code: z.string(), detail: z.string().nullable() }).nullable(),
  documentIds: z.array(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
}) satisfies z.ZodType<DeliveryView>;

export const deliveryPageSchema = z.object({
  deliveries: z.array(deliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<DeliveryPage>;

/** The page of a delivery log, a collection's or a site's. */
export const deliveryPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}) satisfies z.ZodType<DeliveryPageRequest>;

/** The row as the log shows it: core's mapping (delivery-log.wire.ts). */
export const deliveryView = toDeliveryView;
