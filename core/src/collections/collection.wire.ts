import type { SearchResult } from '../search/run-search';
import type { SearchSort } from '../search/search-query.types';
import type { CollectionDraft } from './collection-validation';
import type { CollectionView } from './collection-view';
import type { ShareWith } from './share-collection';

/**
 * The wire contract of the collection routes (spec §7, ADR 0031): what the widgets send and
 * receive. The route schemas (adapters/src/http/collections) are checked against these types and
 * the collections widget imports them, so a field changed here breaks the build of both.
 */

/** Body of POST /api/collections and POST /api/collections/:id: the whole collection as the editor shows it. */
export type CollectionInput = CollectionDraft;

/** Answer of GET /api/collections: the user's own and subscribed collections in drag order. */
export interface CollectionList {
  collections: CollectionView[];
  maxPerUser: number;
}

/** Body of POST /api/single-collection-data; without `sort` the collection's own applies. */
export interface CollectionDocumentsRequest {
  id: string;
  page: number;
  pageSize: number;
  sort?: SearchSort;
}

/** Answer of POST /api/single-collection-data: the same as POST /api/search. */
export type CollectionDocumentsPage = SearchResult;

/** Body of POST /api/collections-order and PUT /api/unsubscribe. */
export interface CollectionIdsRequest {
  collectionIds: string[];
}

/** Body of POST /api/collections/:id/share: colleagues by user id or e-mail address. */
export type ShareRequest = ShareWith;
