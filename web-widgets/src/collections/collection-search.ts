import { toCriteria } from '../search/search-params';
import { emptyParams, type LanguageFilter, type SearchParams } from '../search/search.types';
import type { CollectionSearch } from './collections.types';

/** The search page's criteria as a collection's search: the page's request without paging. */
export const toCollectionSearch = (params: SearchParams): CollectionSearch => toCriteria(params);

/** For `searchStore.applyParams(...)` when the shell opens `/search?collection={id}`: page 1. */
export const collectionSearchToParams = (search: CollectionSearch): SearchParams => {
  const defaults = emptyParams();
  return {
    tags: search.tags.map((tag) => ({ ...tag })),
    timeFrame: typeof search.timeFrame === 'string' ? search.timeFrame : { ...search.timeFrame },
    sort: { ...(search.sort ?? defaults.sort) },
    filters: {
      domains: [...(search.filters?.domains ?? [])],
      topics: [...(search.filters?.topics ?? [])],
      languages: [...(search.filters?.languages ?? [])] as LanguageFilter[],
    },
    exactMatchesOnly: search.exactMatchesOnly ?? false,
    page: 1,
  };
};
