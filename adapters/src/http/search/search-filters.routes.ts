import { z } from 'zod';
import { MAX_SOURCE_CHOICES, MAX_SOURCE_TEXT, type ListSources } from '@newsdesk/core/search/list-sources';
import type { ListSearchFilterOptions } from '@newsdesk/core/search/search-filter-options';
import { defineRoute, type RouteDefinition } from '../route-definition';

export const searchFilterRoutes = (deps: { listFilterOptions: ListSearchFilterOptions; listSources: ListSources }): RouteDefinition[] => [
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
  defineRoute({
    method: 'get',
    path: '/api/search/sources',
    access: 'user',
    tag: 'Search',
    summary:
      'Type-ahead of the Sources filter: every domain of the index whose domain or source name contains the text, with its documents (as of the last suggestion refresh), most first',
    query: z.object({
      text: z.string().max(MAX_SOURCE_TEXT).default(''),
      limit: z.coerce.number().int().min(1).max(MAX_SOURCE_CHOICES).default(MAX_SOURCE_CHOICES),
    }),
    response: z.object({ sources: z.array(z.object({ domain: z.string(), name: z.string(), documents: z.number().int() })) }),
    handler: async ({ query }) => ({ sources: await deps.listSources.execute(query.text, query.limit) }),
  }),
];
