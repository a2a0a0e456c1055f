import { z } from 'zod';
import type { PreviewAlertVolume } from '@newsdesk/core/alerting/alert-volume-preview-use-case';
import { collectionBody } from '../collections/collections.schema';
import { defineRoute, type RouteDefinition } from '../route-definition';

/** The collection as the editor holds it while editing: the name does not matter to the preview. */
export const previewVolumeBody = collectionBody.extend({ name: z.string().max(1_000).optional() });

export const alertVolumeSchema = z.object({
  alerts: z.number().int(),
  maxInOneHour: z.number().int(),
  matchedDocuments: z.number().int(),
  from: z.string(),
  to: z.string(),
  capped: z.boolean(),
});

/**
 * ADR 0024. Must be registered before `POST /api/collections/:id` (the router tries routes in
 * order, and that one would refuse "preview-volume" as an id).
 */
export const alertVolumeRoutes = (deps: { preview: PreviewAlertVolume }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/collections/preview-volume',
    access: 'user',
    tag: 'Collections',
    summary:
      'How many alerts a collection being edited would have sent in the last 7 days, and at most in one hour (percolator and planner semantics)',
    body: previewVolumeBody,
    response: alertVolumeSchema,
    errors: { 400: 'The collection.* / search.* validation errors of saving (chips, frequency, empty search, refused terms)' },
    cost: 'expensive',
    handler: async ({ body }) => deps.preview.execute({ search: body.search, alert: body.alert }),
  }),
];
