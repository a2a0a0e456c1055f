import { z } from 'zod';
import type { ListOpenSourceIncidents } from '@newsdesk/core/sources/list-source-incidents';
import { defineRoute, type RouteDefinition } from '../route-definition';

const problem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('failing'), failures: z.number(), lastError: z.string().nullable() }),
  z.object({ kind: z.literal('silent'), lastDocumentAt: z.string(), silentHours: z.number(), usualIntervalHours: z.number() }),
  z.object({ kind: z.literal('volume'), direction: z.enum(['drop', 'rise']), date: z.string(), count: z.number(), usual: z.number() }),
]);

export const sourceIncidentsResponse = z.object({
  incidents: z.array(z.object({ id: z.string(), sourceId: z.string(), sourceName: z.string(), openedAt: z.string(), problem })),
});

/** Open source-health incidents (ADR 0027), for the source administration. */
export const sourceHealthRoutes = (deps: { listOpenSourceIncidents: ListOpenSourceIncidents }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/source-health/incidents',
    access: 'admin',
    tag: 'Sources',
    summary: 'Open source-health incidents: failing, silent or shifted in volume, since when, and what the rule saw',
    response: sourceIncidentsResponse,
    handler: async () => ({ incidents: await deps.listOpenSourceIncidents.execute() }),
  }),
];
