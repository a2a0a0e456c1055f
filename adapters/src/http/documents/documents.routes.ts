import { z } from 'zod';
import type { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { expiresAt, type OpenSharedSearch, type ShareSearch } from '@newsdesk/core/sharing/shared-search';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { newsDocumentSchema } from './news-document.schema';

export interface DocumentRouteDeps {
  documents: Pick<DocumentRepository, 'findById'>;
  shareSearch: ShareSearch;
  openSharedSearch: OpenSharedSearch;
}

const documentNotFound = () => new DomainError('not_found', 'document.not_found', 'This document does not exist.');

const sharedSearchSchema = z.object({
  id: z.string(),
  params: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** One document in the spec's shape, and shared search links. */
export const documentRoutes = (deps: DocumentRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/document/:id',
    access: 'user',
    tag: 'Documents',
    summary: 'One document with its metadata (spec §3)',
    params: z.object({ id: z.string().uuid() }),
    response: newsDocumentSchema,
    errors: { 404: 'No such document' },
    handler: async ({ params }) => {
      const document = await deps.documents.findById(params.id);
      if (!document) throw documentNotFound();
      return document;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/search/share',
    access: 'user',
    tag: 'Search',
    summary: 'Store search parameters under a random id for a link (valid 48 hours)',
    body: z.object({ params: z.record(z.string(), z.unknown()).optional() }),
    response: sharedSearchSchema,
    errors: { 400: "Can't share a search without search parameters" },
    handler: async ({ auth, body }) => {
      const share = await deps.shareSearch.execute(auth.user.id, body.params ?? {});
      return { id: share.id, params: share.params, createdAt: share.createdAt.toISOString(), expiresAt: expiresAt(share).toISOString() };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/search/share/:id',
    access: 'user',
    tag: 'Search',
    summary: 'The parameters of a shared search; 410 after 48 hours',
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22,43}$/, 'not a share id') }),
    response: sharedSearchSchema,
    errors: { 404: 'No such shared search', 410: 'The link has expired' },
    handler: async ({ params }) => {
      const share = await deps.openSharedSearch.execute(params.id);
      return { id: share.id, params: share.params, createdAt: share.createdAt.toISOString(), expiresAt: expiresAt(share).toISOString() };
    },
  }),
];
