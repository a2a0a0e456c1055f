import type { DocumentConcepts, NewsDocument } from '../documents/document.types';
import type { CollectionSearch } from '../collections/collection.types';
import { parseQuery } from '../search/parse-query';
import type { QueryNode, SearchFilters, TimeFrame } from '../search/search-query.types';
import { queryMatcher } from '../search/term-matching';
import { resolveTimeFrame, type TimeRange } from '../search/time-frame';

/**
 * Column widths of the document store: a domain is stored in 255 characters, an entity name in
 * 200, and search filters compare the stored values. Percolation compares the same values, so a
 * document percolated before it was read back from the store still matches like its stored copy.
 */
export const STORED_DOMAIN_LENGTH = 255;
export const STORED_ENTITY_NAME_LENGTH = 200;

const ENTITY_LISTS = [
  ['organizations', 'organizations'],
  ['persons', 'persons'],
  ['locations', 'locations'],
] as const satisfies readonly (readonly [keyof SearchFilters['entities'], keyof DocumentConcepts])[];

/** The search filters (domains, topics, languages, entity selection), as the search index applies them. */
export const matchesFilters = (filters: SearchFilters, document: NewsDocument): boolean => {
  if (filters.domains.length > 0 && !filters.domains.includes(document.document.domain.slice(0, STORED_DOMAIN_LENGTH))) return false;
  if (filters.topics.length > 0 && !document.metadata.concepts.categories.some((c) => filters.topics.includes(c.name))) return false;
  if (filters.languages.length > 0 && !filters.languages.includes(document.language)) return false;
  // every selected entity is required (the search's entity selection is an AND of chips)
  for (const [selection, concepts] of ENTITY_LISTS) {
    const wanted = filters.entities[selection];
    if (wanted.length === 0) continue;
    const names = new Set(document.metadata.concepts[concepts].map((c) => c.name.slice(0, STORED_ENTITY_NAME_LENGTH)));
    if (!wanted.every((name) => names.has(name))) return false;
  }
  return true;
};

/** Search filters on the indexing date (first acquisition), both ends inclusive. */
export const withinTimeRange = (range: TimeRange, document: NewsDocument): boolean => {
  const at = Date.parse(document.document.firstAcquisitionDate);
  return at >= range.from.getTime() && at <= range.to.getTime();
};

/** A collection's search with its query parsed: the part of matchesCollection that does not depend on the document. */
export interface ParsedCollectionSearch {
  search: CollectionSearch;
  ast: QueryNode | null;
}

/** Parses the search's terms as RunSearch does; throws the search's DomainError for invalid terms. */
export const parseCollectionSearch = (search: CollectionSearch): ParsedCollectionSearch => ({
  search,
  ast: parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly }).ast,
});

/**
 * matchesCollection for one document and many collections (the brute-force oracle over
 * 100,000 collections, bench/alerts/percolation.bench.ts): the document's texts are analysed
 * once (queryMatcher) and each named time frame resolved once, which are pure functions of the
 * document, the frame and `now`; every collection is still evaluated in full, with the same
 * verdict as matchesCollection.
 */
export const collectionMatcher = (document: NewsDocument, now: Date): ((collection: ParsedCollectionSearch) => boolean) => {
  const matchesTerms = queryMatcher(document);
  const inNamedFrame = new Map<string, boolean>();
  const inTimeFrame = (timeFrame: TimeFrame): boolean => {
    if (typeof timeFrame !== 'string') return withinTimeRange(resolveTimeFrame(timeFrame, now), document);
    let outcome = inNamedFrame.get(timeFrame);
    if (outcome === undefined) inNamedFrame.set(timeFrame, (outcome = withinTimeRange(resolveTimeFrame(timeFrame, now), document)));
    return outcome;
  };
  return ({ search, ast }) => inTimeFrame(search.timeFrame) && matchesFilters(search.filters, document) && matchesTerms(ast);
};

/**
 * The brute-force oracle of percolation: whether running the collection's search at `now` would
 * return the document — the same parse, term semantics, filters and time frame as RunSearch.
 * Story folding does not matter: a folded copy is still a match. Throws the search's DomainError
 * for a search that cannot run (invalid terms or time frame), as the search would.
 */
export const matchesCollection = (search: CollectionSearch, document: NewsDocument, now: Date): boolean =>
  collectionMatcher(document, now)(parseCollectionSearch(search));
