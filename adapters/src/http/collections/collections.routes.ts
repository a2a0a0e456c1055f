import type { CollectionDocuments } from '@newsdesk/core/collections/collection-documents';
import type { CreateCollection } from '@newsdesk/core/collections/create-collection';
import type { DeleteCollection } from '@newsdesk/core/collections/delete-collection';
import type { GetCollection } from '@newsdesk/core/collections/get-collection';
import type { ListCollections } from '@newsdesk/core/collections/list-collections';
import type { ReorderCollections } from '@newsdesk/core/collections/reorder-collections';
import type { ShareCollection } from '@newsdesk/core/collections/share-collection';
import type { UnsubscribeCollections } from '@newsdesk/core/collections/unsubscribe-collections';
import type { UpdateCollection } from '@newsdesk/core/collections/update-collection';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { searchResultSchema } from '../search/search.routes';
import {
  collectionBody,
  collectionDataBody,
  collectionIdParam,
  collectionIdsBody,
  collectionListSchema,
  collectionViewSchema,
  shareBody,
} from './collections.schema';

export interface CollectionRouteDeps {
  create: CreateCollection;
  update: UpdateCollection;
  remove: DeleteCollection;
  get: GetCollection;
  list: ListCollections;
  reorder: ReorderCollections;
  unsubscribe: UnsubscribeCollections;
  share: ShareCollection;
  documents: CollectionDocuments;
  maxPerUser: number;
}

const tag = 'Collections';
const VALIDATION =
  '"A collection name is required." and the other collection.* / search.* validation errors (chips, frequency, empty search)';

/** Spec §7 collections calls; every one acts for the logged-in user. */
export const collectionRoutes = (deps: CollectionRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/collections',
    access: 'user',
    tag,
    summary: 'Save a search as a collection, with an optional alert (frequency, Slack channels, e-mails)',
    body: collectionBody,
    response: collectionViewSchema,
    errors: { 400: VALIDATION, 409: 'collection.name_taken, collection.duplicate_search, collection.limit_reached' },
    handler: async ({ auth, body }) => deps.create.execute(auth.user.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/collections',
    access: 'user',
    tag,
    summary: "The user's own and subscribed collections in their drag order, and the per-user maximum",
    response: collectionListSchema,
    handler: async ({ auth }) => ({ collections: await deps.list.execute(auth.user.id), maxPerUser: deps.maxPerUser }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/collections/:id',
    access: 'user',
    tag,
    summary: 'One collection (owner or subscriber view)',
    params: collectionIdParam,
    response: collectionViewSchema,
    errors: { 404: 'collection.not_found' },
    handler: async ({ auth, params }) => deps.get.execute(auth.user.id, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections/:id',
    access: 'user',
    tag,
    summary: 'Edit a collection (owner only)',
    params: collectionIdParam,
    body: collectionBody,
    response: collectionViewSchema,
    errors: {
      400: VALIDATION,
      403: 'collection.not_owner',
      404: 'collection.not_found',
      409: 'collection.name_taken, collection.duplicate_search',
    },
    handler: async ({ auth, params, body }) => deps.update.execute(auth.user.id, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/collections/:id',
    access: 'user',
    tag,
    summary: 'Delete a collection (owner only); it disappears for its subscribers too',
    params: collectionIdParam,
    errors: { 403: 'collection.not_owner', 404: 'collection.not_found' },
    handler: async ({ auth, params }) => {
      await deps.remove.execute(auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections/:id/share',
    access: 'user',
    tag,
    summary: 'Share a collection with colleagues (by user id or e-mail); they become subscribers',
    params: collectionIdParam,
    body: shareBody,
    response: collectionViewSchema,
    errors: {
      400: 'collection.nobody_to_share_with, collection.unknown_colleague, collection.invalid_email',
      403: 'collection.not_owner',
      404: 'collection.not_found',
    },
    handler: async ({ auth, params, body }) => deps.share.execute(auth.user.id, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/single-collection-data',
    access: 'user',
    cost: 'expensive',
    tag,
    summary: "A page of a collection's documents: its search run like POST /api/search (same response)",
    body: collectionDataBody,
    response: searchResultSchema,
    errors: { 400: 'search.* errors of the saved search', 404: 'collection.not_found' },
    handler: async ({ auth, body }) => deps.documents.execute(auth.user.id, body.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections-order',
    access: 'user',
    tag,
    summary: "Save the user's drag order: every visible collection id, each once",
    body: collectionIdsBody,
    errors: { 400: 'collection.invalid_order' },
    handler: async ({ auth, body }) => {
      await deps.reorder.execute(auth.user.id, body.collectionIds);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/unsubscribe',
    access: 'user',
    tag,
    summary: 'Leave collections shared with the user',
    body: collectionIdsBody,
    errors: {
      400: '"You must select at least one collection" (collection.nothing_selected), collection.owner_cannot_unsubscribe',
      404: 'collection.not_found',
    },
    handler: async ({ auth, body }) => {
      await deps.unsubscribe.execute(auth.user.id, body.collectionIds);
    },
  }),
];
