import type { NewsDocument } from '../documents/document.types';
import type { QueryNode, SearchFilters, SearchSort } from './search-query.types';
import type { TimeRange } from './time-frame';

/** Spec §9: the warning above 10,000 matches; totals are counted up to one more than that. */
export const COUNT_CAP = 10_001;

export interface SearchRequest {
  ast: QueryNode | null;
  range: TimeRange;
  sort: SearchSort;
  filters: SearchFilters;
  offset: number;
  limit: number;
}

export interface SearchHits {
  documents: NewsDocument[];
  /** Matches counted up to COUNT_CAP. */
  total: number;
  /** Per story id on this page: how many documents the story has in all. */
  storySizes: Map<string, number>;
}

/** Full-text search over the documents, with exactly the term semantics of core (see parse-query). */
export const SearchIndex = Symbol.for('SearchIndex');
export interface SearchIndex {
  search(request: SearchRequest): Promise<SearchHits>;
}
