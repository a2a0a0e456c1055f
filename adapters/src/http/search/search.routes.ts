import { z } from 'zod';
import type { RunSearch } from '@newsdesk/core/search/run-search';
import { DOCUMENT_LANGUAGES } from '@newsdesk/core/documents/document.types';
import { MAX_PAGE_SIZE } from '@newsdesk/core/search/run-search';
import { RELATIVE_TIME_FRAMES, type SearchQuery, SORT_DIRECTIONS, SORT_FIELDS } from '@newsdesk/core/search/search-query.types';
import { newsDocumentSchema } from '../documents/news-document.schema';
import { defineRoute, type RouteDefinition } from '../route-definition';

const tag = z.object({ name: z.string().max(200), type: z.literal('operator').optional(), fromSuggestion: z.boolean().optional() });
const timeFrame = z.union([
  z.enum(RELATIVE_TIME_FRAMES),
  z.object({ from: z.string().datetime({ offset: true }), to: z.string().datetime({ offset: true }) }),
]);
const names = z.array(z.string().max(200)).max(50).default([]);

/** Parsed, the body is core's query exactly (`satisfies`): the widgets send the same type (search.types.ts). */
export const searchBody = z.object({
  tags: z.array(tag).max(50).default([]),
  timeFrame: timeFrame.default('month'),
  sort: z
    .object({ field: z.enum(SORT_FIELDS), direction: z.enum(SORT_DIRECTIONS) })
    .default({ field: 'indexing-date', direction: 'newest' }),
  filters: z
    .object({
      domains: names,
      topics: names,
      languages: z.array(z.enum(DOCUMENT_LANGUAGES)).default([]),
      entities: z
        .object({ organizations: names, persons: names, locations: names })
        .default({ organizations: [], persons: [], locations: [] }),
    })
    .default({ domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } }),
  exactMatchesOnly: z.boolean().default(false),
  page: z.number().int().min(1).max(1_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
}) satisfies z.ZodType<SearchQuery>;

const range = z.object({ start: z.number().int(), end: z.number().int() });

/** The answer of POST /api/search, and of a collection's documents (the same search, saved). */
export const searchResultSchema = z.object({
  hits: z.array(
    z.object({
      document: newsDocumentSchema,
      highlights: z.object({ title: z.array(range), body: z.array(range), associatedText: z.array(z.array(range)) }),
      copies: z.number().int(),
    }),
  ),
  total: z.number().int(),
  moreThan10000: z.boolean(),
  query: z.object({ display: z.string(), tags: z.array(tag) }),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const searchRoutes = (deps: { runSearch: RunSearch }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/search',
    access: 'user',
    cost: 'expensive',
    tag: 'Search',
    summary: 'Search documents: tags with operators, time frame, sort, filters, exact matches; highlights and story folding',
    body: searchBody,
    response: searchResultSchema,
    errors: { 400: 'Invalid query, e.g. "Not allowed to search more than one term." or a wildcard with fewer than 3 characters' },
    handler: async ({ body }) => deps.runSearch.execute(body),
  }),
];
