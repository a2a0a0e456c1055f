import { z } from 'zod';
import type { ListDeliveries } from '@newsdesk/core/alerting/list-deliveries';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { deliveryPageSchema, deliveryView } from './delivery-view';

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
    response: deliveryPageSchema,
    errors: {
      403: 'alert.deliveries_forbidden (a subscriber, not the owner)',
      404: 'alert.collection_not_found (unknown, or not shared with the caller)',
    },
    handler: async ({ params, query, auth }) => {
      const page = await deps.listDeliveries.execute(auth.user.id, params.id, query.page, query.pageSize);
      return {
        ...page,
        deliveries: page.deliveries.map(deliveryView),
      };
    },
  }),
];
