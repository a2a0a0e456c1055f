import type { Collection, CollectionSearch } from '../collections/collection.types';
import type { DocumentLanguage } from '../documents/document.types';
import { parseQuery } from '../search/parse-query';
import type { QueryNode, SearchTerm } from '../search/search-query.types';
import { fold } from '../search/term-matching';
import { resolveTimeFrame } from '../search/time-frame';
import { compileQuery, type CompiledQuery } from './compiled-query';
import {
  LANGUAGES,
  stemmingLanguage,
  domainKey,
  entityKey,
  exactForm,
  gramKey,
  grams,
  languageKey,
  prefixKey,
  stemKey,
  topicKey,
  wordKey,
} from './percolation-keys';

/** Keys under which a collection is filed; `cost` guesses how many documents carry them (lower = fewer candidates). */
interface KeyChoice {
  keys: string[];
  cost: number;
}

/** A collection ready to percolate: its query parsed once, its index keys derived once. */
export interface CompiledCollection {
  id: string;
  search: CollectionSearch;
  query: CompiledQuery | null;
  /** Whether any filter is set: most collections have none, and skip the filter checks. */
  filtered: boolean;
  /** Every matching document carries at least one of these; null: no such keys, check every document. */
  keys: string[] | null;
}

// Rough guesses of how common a key is; only the choice among correct keys depends on them.
const COST = { word: 1, entity: 1, domain: 3, prefix: 5, topic: 8, contains: 10, language: 100 } as const;

const characters = (word: string): number => Array.from(word).length;
const longest = (words: readonly string[]): string => words.reduce((a, b) => (characters(b) > characters(a) ? b : a));
/** Long words are rarer than short ones, as a rule: between two words, AND is filed under the longer. */
const wordCost = (word: string): number => COST.word + 1 / (1 + characters(word));

const termKeys = (term: SearchTerm, languages: readonly DocumentLanguage[]): KeyChoice | null => {
  switch (term.kind) {
    case 'plain':
      return { keys: languages.map((language) => stemKey(term.text, language)), cost: wordCost(term.text) };
    case 'exact':
      return { keys: [wordKey(term.text)], cost: wordCost(term.text) };
    case 'phrase': {
      // every word of a phrase must occur: one of them is enough to file it under
      const word = longest(term.words);
      return term.exact
        ? { keys: [wordKey(word)], cost: wordCost(word) }
        : { keys: languages.map((language) => stemKey(word, language)), cost: wordCost(word) };
    }
    case 'prefix': {
      const key = prefixKey(term.caseSensitive ? exactForm(term.text) : fold(term.text), term.caseSensitive);
      return key === null ? null : { keys: [key], cost: COST.prefix };
    }
    case 'contains': {
      const all = grams(term.caseSensitive ? exactForm(term.text) : fold(term.text));
      // a middle gram: word starts and ends are where grams are most common
      const gram = all[Math.floor(all.length / 2)];
      return gram === undefined ? null : { keys: [gramKey(gram, term.caseSensitive)], cost: COST.contains };
    }
  }
};

const cheapest = (choices: readonly (KeyChoice | null)[]): KeyChoice | null =>
  choices.reduce<KeyChoice | null>((best, choice) => (choice !== null && (best === null || choice.cost < best.cost) ? choice : best), null);

/**
 * Keys every document matching the node carries at least one of: a term's own keys; for AND
 * those of any one operand (each must match); for OR the union of every branch (any may match,
 * so each must be keyed); NOT gives none (a document matches it by lacking something).
 */
export const queryKeys = (node: QueryNode, languages: readonly DocumentLanguage[]): KeyChoice | null => {
  switch (node.kind) {
    case 'term':
      return termKeys(node.term, languages);
    case 'not':
      return null;
    case 'and':
      return cheapest(node.operands.map((operand) => queryKeys(operand, languages)));
    case 'or': {
      const branches = node.operands.map((operand) => queryKeys(operand, languages));
      if (branches.some((b) => b === null)) return null;
      const keys = new Set(branches.flatMap((b) => b!.keys));
      return { keys: [...keys], cost: branches.reduce((sum, b) => sum + b!.cost, 0) };
    }
  }
};

/** Keys from the filters, which are ANDed with the query: any one filter's keys will do. */
const filterKeys = ({ filters }: CollectionSearch): (KeyChoice | null)[] => {
  const union = (keys: string[], cost: number): KeyChoice | null =>
    keys.length ? { keys: [...new Set(keys)], cost: cost * keys.length } : null;
  const entities = (['organizations', 'persons', 'locations'] as const).flatMap((kind) =>
    filters.entities[kind].map((name) => entityKey(kind, name)),
  );
  return [
    // each selected entity is required: one is enough
    entities.length ? { keys: [entities[0]!], cost: COST.entity } : null,
    union(filters.domains.map(domainKey), COST.domain),
    union(filters.topics.map(topicKey), COST.topic),
    union(filters.languages.map(languageKey), COST.language),
  ];
};

/**
 * Parses the collection's search as RunSearch does and derives its index keys. Throws the
 * search's DomainError when the search could not run (invalid terms or custom time frame).
 */
export const compileCollection = (collection: Pick<Collection, 'id' | 'search'>): CompiledCollection => {
  const { search } = collection;
  const { ast } = parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly });
  if (typeof search.timeFrame !== 'string') resolveTimeFrame(search.timeFrame, new Date(0));
  // a language filter means only documents of those languages can match: stems of the others are useless
  const languages = search.filters.languages.length ? [...new Set(search.filters.languages.map(stemmingLanguage))] : LANGUAGES;
  const choice = cheapest([ast === null ? null : queryKeys(ast, languages), ...filterKeys(search)]);
  const { domains, topics, languages: onlyLanguages, entities } = search.filters;
  const filtered = [domains, topics, onlyLanguages, entities.organizations, entities.persons, entities.locations].some(
    (list) => list.length > 0,
  );
  return { id: collection.id, search, query: ast === null ? null : compileQuery(ast), filtered, keys: choice?.keys ?? null };
};
