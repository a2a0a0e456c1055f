import type { QueryNode, SearchFilters } from '@newsdesk/core/search/search-query.types';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';

export const noFilters: SearchFilters = {
  domains: [],
  topics: [],
  languages: [],
  entities: { organizations: [], persons: [], locations: [] },
};

/** Every document `ast` matches from 1970 to `now`, newest indexed first: one page of `limit`, no filters. */
export const searchAllTime = (ast: QueryNode | null, now: Date, limit = 2_000): SearchRequest => ({
  ast,
  range: { from: new Date(0), to: now },
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: noFilters,
  offset: 0,
  limit,
});
