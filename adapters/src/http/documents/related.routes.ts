import { z } from 'zod';
import type { FindDocumentsByEntity, FindRelatedDocuments } from '@newsdesk/core/related/related-documents';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { newsDocumentListSchema } from './news-document.schema';

const operator = z.enum(['AND', 'OR']);

/** Related documents (shared entities) and documents by entity (spec §7). */
export const relatedRoutes = (deps: { related: FindRelatedDocuments; byEntity: FindDocumentsByEntity }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/document/recommended/:id/:operator',
    access: 'user',
    cost: 'expensive',
    tag: 'Documents',
    summary: "Documents sharing this document's entities (AND: all, OR: any), most shared first",
    params: z.object({ id: z.string().uuid(), operator }),
    response: newsDocumentListSchema,
    handler: async ({ params }) => ({ documents: await deps.related.execute(params.id, params.operator) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/document/recommended',
    access: 'user',
    cost: 'expensive',
    tag: 'Documents',
    summary: 'Documents sharing the selected entities of a document (the chips selected in the document view)',
    body: z.object({
      documentId: z.string().uuid(),
      metadataEntities: z.array(z.string().max(200)).max(100).default([]),
      operator: operator.default('OR'),
    }),
    response: newsDocumentListSchema,
    handler: async ({ body }) => ({ documents: await deps.related.execute(body.documentId, body.operator, body.metadataEntities) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/metadata-documents/search',
    access: 'user',
    cost: 'expensive',
    tag: 'Documents',
    summary: 'Documents naming the given entities (AND: all, OR: any), newest first among equals',
    body: z.object({
      metadataEntities: z.array(z.string().max(200)).min(1).max(100),
      operator: operator.default('OR'),
      page: z.number().int().min(1).max(1_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    response: newsDocumentListSchema,
    handler: async ({ body }) => ({
      documents: await deps.byEntity.execute(body.metadataEntities, body.operator, body.page, body.pageSize),
    }),
  }),
];
