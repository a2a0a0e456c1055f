import type { CollectionSearch } from '@newsdesk/core/collections/collection.types';
import {
  DEFAULT_PAGE_SIZE,
  LANGUAGE_FILTERS,
  OPERATORS,
  RELATIVE_TIME_FRAMES,
  SORTS,
  emptyParams,
  type LanguageFilter,
  type SearchParams,
  type SearchRequest,
  type SearchTag,
  type TimeFrame,
} from './search.types';

/** A term tag is any tag that is not an operator; operators alone search nothing. */
export const termTags = (tags: readonly SearchTag[]): SearchTag[] => tags.filter((tag) => tag.type !== 'operator');

export const hasFilters = (params: SearchParams): boolean =>
  params.filters.domains.length > 0 || params.filters.topics.length > 0 || params.filters.languages.length > 0;

/** A search runs only with at least one term tag or a filter (else it would list everything). */
export const hasCriteria = (params: SearchParams): boolean => termTags(params.tags).length > 0 || hasFilters(params);

/**
 * The page's criteria without paging (core's CollectionSearch: what a collection saves), copied so
 * the caller cannot change the page's state. The page has no entity filters (those belong to the
 * document viewer), so they are empty.
 */
export const toCriteria = (params: SearchParams): CollectionSearch => ({
  tags: params.tags.map((tag) => ({ ...tag })),
  timeFrame: typeof params.timeFrame === 'string' ? params.timeFrame : { ...params.timeFrame },
  sort: { ...params.sort },
  filters: {
    domains: [...params.filters.domains],
    topics: [...params.filters.topics],
    languages: [...params.filters.languages],
    entities: { organizations: [], persons: [], locations: [] },
  },
  exactMatchesOnly: params.exactMatchesOnly,
});

export const toRequest = (params: SearchParams, pageSize: number = DEFAULT_PAGE_SIZE): SearchRequest => ({
  ...toCriteria(params),
  page: params.page,
  pageSize,
});

/** Stable key of a request (key order fixed by toRequest), for the result cache. */
export const requestKey = (request: SearchRequest): string => JSON.stringify(request);

/* Shape checks for values from localStorage or a shared link: anything else is refused. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const parseTag = (value: unknown): SearchTag | null => {
  if (!isRecord(value) || typeof value['name'] !== 'string' || value['name'].trim() === '') return null;
  if (value['type'] === 'operator') {
    return OPERATORS.includes(value['name'] as never) ? { name: value['name'], type: 'operator' } : null;
  }
  if (value['type'] !== undefined) return null;
  return value['fromSuggestion'] === true ? { name: value['name'], fromSuggestion: true } : { name: value['name'] };
};

const parseTimeFrame = (value: unknown): TimeFrame | null => {
  if (typeof value === 'string') return RELATIVE_TIME_FRAMES.find((frame) => frame === value) ?? null;
  if (!isRecord(value) || typeof value['from'] !== 'string' || typeof value['to'] !== 'string') return null;
  const from = Date.parse(value['from']);
  const to = Date.parse(value['to']);
  return Number.isNaN(from) || Number.isNaN(to) || from > to ? null : { from: value['from'], to: value['to'] };
};

/**
 * Search parameters from untrusted JSON, or null when the shape is wrong. Missing optional
 * parts take their defaults, so a shared link made by an older client still opens.
 */
export const parseParams = (value: unknown): SearchParams | null => {
  if (!isRecord(value)) return null;
  const defaults = emptyParams();
  const tags = value['tags'] ?? [];
  if (!Array.isArray(tags)) return null;
  const parsedTags = tags.map(parseTag);
  if (parsedTags.some((tag) => tag === null)) return null;
  const timeFrame = value['timeFrame'] === undefined ? defaults.timeFrame : parseTimeFrame(value['timeFrame']);
  if (timeFrame === null) return null;
  const sortValue = value['sort'];
  const sort =
    sortValue === undefined
      ? defaults.sort
      : SORTS.find((s) => isRecord(sortValue) && s.field === sortValue['field'] && s.direction === sortValue['direction']);
  if (sort === undefined) return null;
  const filters = value['filters'] ?? {};
  if (!isRecord(filters)) return null;
  // `sources` is the name stored and shared before the filter took core's word
  const domains = filters['domains'] ?? filters['sources'] ?? [];
  const topics = filters['topics'] ?? [];
  const languages = filters['languages'] ?? [];
  if (!isStringList(domains) || !isStringList(topics) || !isStringList(languages)) return null;
  if (!languages.every((lng) => LANGUAGE_FILTERS.includes(lng as LanguageFilter))) return null;
  const exact = value['exactMatchesOnly'] ?? false;
  const page = value['page'] ?? 1;
  if (typeof exact !== 'boolean' || typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
  return {
    tags: parsedTags as SearchTag[],
    timeFrame,
    sort: { ...sort },
    filters: { domains, topics, languages: languages as LanguageFilter[] },
    exactMatchesOnly: exact,
    page,
  };
};
