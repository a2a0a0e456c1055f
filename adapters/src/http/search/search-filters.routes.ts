import { z } from 'zod';
import type { ListSearchFilterOptions } from '@newsdesk/core/search/search-filter-options';
import { defineRoute, type RouteDefinition } from '../route-definition';

export const searchFilterRoutes = (deps: { listFilterOptions: ListSearchFilterOptions }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/search/filters',
    access: 'user',
    tag: 'Search',
    summary: 'Sources (by domain) and topics offered as search filters; languages are en, de, fr and other',
    response: z.object({
      sources: z.array(z.object({ domain: z.string(), name: z.string() })),
      topics: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
    }),
    handler: async () => deps.listFilterOptions.execute(),
  }),
];
