import { z } from 'zod';
import { toDeliveryPage } from '@newsdesk/core/alerting/delivery-log.wire';
import type { ListDeliveries } from '@newsdesk/core/alerting/list-deliveries';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { deliveryPageQuery, deliveryPageSchema } from './delivery-view';

/** ADR 0007: the collection's owner sees each delivery (the collections page renders it). */
export const alertRoutes = (deps: { listDeliveries: ListDeliveries }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/collections/:id/deliveries',
    access: 'user',
    tag: 'Collections',
    summary: "A collection's alert deliveries, newest first: channel, recipient, status, attempts, last error, times (owner only)",
    params: z.object({ id: z.string().uuid() }),
    query: deliveryPageQuery,
    response: deliveryPageSchema,
    errors: {
      403: 'alert.deliveries_forbidden (a subscriber, not the owner)',
      404: 'alert.collection_not_found (unknown, or not shared with the caller)',
    },
    handler: async ({ params, query, auth }) =>
      toDeliveryPage(await deps.listDeliveries.execute(auth.user.id, params.id, query.page, query.pageSize)),
  }),
];
