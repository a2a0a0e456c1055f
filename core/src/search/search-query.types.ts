import type { DocumentLanguage } from '../documents/document.types';

/** Spec §3 "Search tag": a chip in the search field; operators are chips too. */
export const SEARCH_OPERATORS = ['AND', 'OR', 'NOT'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

export interface SearchTag {
  name: string;
  type?: 'operator';
  /** Spec §5: multi-word free text is only allowed when it was picked from the auto-suggestion. */
  fromSuggestion?: boolean;
}

/** Spec §9 time frames, plus a custom range (ISO 8601 instants, inclusive). */
export const RELATIVE_TIME_FRAMES = ['past-hour', '4-hours', '24-hours', 'week', 'month', 'year'] as const;
export type RelativeTimeFrame = (typeof RELATIVE_TIME_FRAMES)[number];
export interface CustomTimeFrame {
  from: string;
  to: string;
}
export type TimeFrame = RelativeTimeFrame | CustomTimeFrame;

export const SORT_FIELDS = ['indexing-date', 'publication-date'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['newest', 'oldest'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export interface SearchSort {
  field: SortField;
  direction: SortDirection;
}
/** Every sort the search page offers, in its order. */
export const SEARCH_SORTS: readonly SearchSort[] = SORT_FIELDS.flatMap((field) =>
  SORT_DIRECTIONS.map((direction) => ({ field, direction })),
);

/** Spec §3 "Entity filter selection". */
export interface EntitySelection {
  organizations: string[];
  persons: string[];
  locations: string[];
}

export interface SearchFilters {
  /** Source domains, e.g. `nzz.ch`. Empty = all. */
  domains: string[];
  /** Topic ids (metadata.concepts.categories[].name). Empty = all. */
  topics: string[];
  languages: DocumentLanguage[];
  entities: EntitySelection;
}

export interface SearchQuery {
  tags: SearchTag[];
  timeFrame: TimeFrame;
  sort: SearchSort;
  filters: SearchFilters;
  /** Terms are matched unstemmed and case-sensitively. */
  exactMatchesOnly: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * One search term. `plain` is stemmed and case-insensitive; `exact` (exact matches only) is
 * unstemmed and case-sensitive. `prefix` / `contains` match the start of / a substring inside a
 * word, unstemmed; `phrase` matches consecutive words. `caseSensitive` / `exact` are set when
 * exact matches only is on.
 */
export type SearchTerm =
  | { kind: 'plain'; text: string }
  | { kind: 'exact'; text: string }
  | { kind: 'prefix'; text: string; caseSensitive: boolean }
  | { kind: 'contains'; text: string; caseSensitive: boolean }
  | { kind: 'phrase'; words: string[]; exact: boolean };

/**
 * The boolean expression of a query. parseQuery produces a canonical form: an `or` of `and`s of
 * (possibly negated) terms; `and` / `or` always have at least two operands, `not` wraps a term.
 */
export type QueryNode =
  | { kind: 'term'; term: SearchTerm }
  | { kind: 'not'; operand: QueryNode }
  | { kind: 'and'; operands: QueryNode[] }
  | { kind: 'or'; operands: QueryNode[] };

export interface ParsedQuery {
  /** null when the query has no terms (matches every document). */
  ast: QueryNode | null;
  /** The effective query as tags (operators explicit, ignored operators dropped). */
  displayTags: SearchTag[];
  /** The same as one line, e.g. `inflation AND "Swiss National Bank" OR franc*`. */
  display: string;
}
