import type { DocumentHit, SearchResult } from '@newsdesk/core/search/run-search';
import { DOCUMENT_LANGUAGES } from '@newsdesk/core/documents/document.types';
import {
  type CustomTimeFrame,
  RELATIVE_TIME_FRAMES as CORE_TIME_FRAMES,
  type RelativeTimeFrame,
  SEARCH_OPERATORS,
  SEARCH_SORTS,
  type SearchOperator,
  type SearchQuery,
  type SearchSort,
  type SearchTag,
  type TimeFrame,
} from '@newsdesk/core/search/search-query.types';

export type { CustomTimeFrame, RelativeTimeFrame, SearchOperator, SearchSort, SearchTag, TimeFrame };

// The wire contract's lists come from core, as the server's request schemas do (spec §9).
export const RELATIVE_TIME_FRAMES: readonly RelativeTimeFrame[] = CORE_TIME_FRAMES;
export const OPERATORS: readonly SearchOperator[] = SEARCH_OPERATORS;
export const LANGUAGE_FILTERS = DOCUMENT_LANGUAGES;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];
export const SORTS: readonly SearchSort[] = SEARCH_SORTS;
export type ViewMode = 'list' | 'grid';

/** The filters the page offers (entity filters belong to the document viewer). */
export interface SearchPageFilters {
  /** The sources chosen, by domain (core's word; the UI says "Sources"). */
  domains: string[];
  topics: string[];
  languages: LanguageFilter[];
}

/** Everything that defines a search, serialisable: for the page cache and shared links. */
export interface SearchParams {
  tags: SearchTag[];
  timeFrame: TimeFrame;
  sort: SearchSort;
  filters: SearchPageFilters;
  exactMatchesOnly: boolean;
  page: number;
}

/**
 * The wire contract of POST /api/search is core's (spec §9): the request is the use case's query,
 * the answer its result, and the server's zod schema is checked against the same types
 * (adapters/src/http/search/search.routes.ts), so a change on one side breaks the build of the other.
 */
export type SearchRequest = SearchQuery;
export type SearchHit = DocumentHit;
export type SearchResponse = SearchResult;

/**
 * Kind is an open string: the server may add kinds. `phrase` is the typed words as one quoted
 * term, offered after the names when two or more words are typed (it has no count).
 */
export interface Suggestion {
  name: string;
  kind: string;
  documents: number;
  /** Documents among the newest ones: what the server ranked by. */
  recentDocuments?: number;
}

/** GET /api/search/sources: a domain of the index for the Sources filter, with its documents. */
export interface SourceChoice {
  domain: string;
  name: string;
  documents: number;
}

/** GET /api/search/filters: the server's answer, as core's ListSearchFilterOptions gives it. */
export type {
  SearchFilterOptions as FilterOptions,
  SourceOption,
  TopicOption,
} from '@newsdesk/core/search/search-filter-options';

/** POST /api/search/share and GET /api/search/share/:id. */
export interface SharedSearchView {
  id: string;
  params: Record<string, unknown>;
  createdAt: string;
  expiresAt: string;
}

export const DEFAULT_SORT: SearchSort = { field: 'indexing-date', direction: 'newest' };
export const DEFAULT_TIME_FRAME: TimeFrame = 'month';
export const DEFAULT_PAGE_SIZE = 20;

export const emptyParams = (): SearchParams => ({
  tags: [],
  timeFrame: DEFAULT_TIME_FRAME,
  sort: { ...DEFAULT_SORT },
  filters: { domains: [], topics: [], languages: [] },
  exactMatchesOnly: false,
  page: 1,
});
