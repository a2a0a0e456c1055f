import { z } from 'zod';
import { DELIVERY_CHANNELS, subjectKind } from '@newsdesk/core/alerts/alert.types';
import { describeDeliveryError } from '@newsdesk/core/alerts/delivery-problem';
import type { ListDeliveries } from '@newsdesk/core/alerts/list-deliveries';
import { defineRoute, type RouteDefinition } from '../route-definition';

const delivery = z.object({
  id: z.string(),
  kind: z.enum(['story', 'copy', 'digest', 'test']),
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

/** ADR 0007: the collection's owner sees each delivery (the collections page renders it). */
export const alertRoutes = (deps: { listDeliveries: ListDeliveries }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/collections/:id/deliveries',
    access: 'user',
    tag: 'Collections',
    summary: "A collection's alert deliveries, newest first: channel, recipient, status, attempts, last error, times (owner only)",
    params: z.object({ id: z.string().uuid() }),
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ deliveries: z.array(delivery), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    errors: {
      403: 'alert.deliveries_forbidden (a subscriber, not the owner)',
      404: 'alert.collection_not_found (unknown, or not shared with the caller)',
    },
    handler: async ({ params, query, auth }) => {
      const page = await deps.listDeliveries.execute(auth.user.id, params.id, query.page, query.pageSize);
      return {
        ...page,
        deliveries: page.deliveries.map((d) => ({
          id: d.id,
          kind: subjectKind(d.subject),
          channel: d.channel,
          recipient: d.recipient,
          status: d.status,
          attempts: d.attempts,
          lastError: d.lastError,
          problem: describeDeliveryError(d.lastError),
          documentIds: d.documentIds,
          createdAt: d.createdAt.toISOString(),
          nextAttemptAt: d.status === 'queued' || d.status === 'retrying' ? d.nextAttemptAt.toISOString() : null,
          sentAt: d.sentAt?.toISOString() ?? null,
        })),
      };
    },
  }),
];
