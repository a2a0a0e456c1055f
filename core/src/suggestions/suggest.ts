import type { EntityKind } from '../documents/document.types';
import { DomainError } from '../shared/domain-error';
import type { Topic } from '../topics/topic.types';
import { nameHasWords, phraseOf, wordsOf } from './suggestion-words';

/**
 * `term`: a frequent word of recent documents (ADR 0006), not a named thing. `phrase`: the typed
 * words themselves as one quoted term (ADR 0020).
 */
export type SuggestionKind = EntityKind | 'topic' | 'term' | 'phrase';

export interface Suggestion {
  /** What goes into the search tag; multi-word names are searched as a phrase, a `phrase` is quoted. */
  name: string;
  kind: SuggestionKind;
  /** Documents that mention it (topics: documents in the topic; terms: recent documents containing the word). */
  documents: number;
  /** Of those, documents among the newest ones (the window of the frequent terms): what suggestions are ranked by. */
  recentDocuments: number;
}

export interface TopicCount {
  documents: number;
  recentDocuments: number;
}

export const SuggestionIndex = Symbol.for('SuggestionIndex');
export interface SuggestionIndex {
  /**
   * Entity names in which each of the (folded) words starts a word (suggestion-words.ts), most
   * recent documents first: ["merk"] finds "Angela Merkel", ["ang", "merk"] too.
   */
  entities(words: readonly string[], limit: number): Promise<Suggestion[]>;
  /** Documents per topic id. */
  topicCounts(topicIds: string[]): Promise<Map<string, TopicCount>>;
  /** Frequent words starting with the (folded) prefix, most documents first; precomputed, never a scan of documents. */
  terms(prefix: string, limit: number): Promise<Suggestion[]>;
}

export const MIN_SUGGESTION_PREFIX = 2;
export const MAX_SUGGESTIONS = 10;

export const suggestionsFailed = () => new DomainError('invalid', 'suggestions.failed', 'Error fetching suggestions');

/**
 * Accent folding shared with PostgreSQL (its generated `search_name` column applies the same
 * `translate(lower(name), FROM, TO)`), so "zur" finds "Zürich" and "geneve" finds "Genève".
 */
export const FOLD_FROM = 'àáâäãåāçčćèéêëēėęìíîïīñńòóôöõøōœùúûüūýÿžšłß';
export const FOLD_TO = 'aaaaaaaccceeeeeeeiiiiinnoooooooouuuuuyyzsls';

export const foldForSuggestion = (text: string): string =>
  [...text.toLowerCase()]
    .map((c) => {
      const i = FOLD_FROM.indexOf(c);
      return i >= 0 ? FOLD_TO[i] : c;
    })
    .join('')
    .trim();

/**
 * As-you-type suggestions (spec §5: searches use the auto-suggestion): entity names, topics and
 * frequent words in which a word starts with what was typed ("Merk" → "Angela Merkel"), ranked
 * by how many recent documents they occur in. Two or more typed words offer the names containing
 * all of them and, last, the typed phrase as one quoted term (ADR 0020). A word that is also an
 * entity or topic name (folded) is shown once, as the named thing: its kind tells the journalist
 * more than "term".
 */
export class Suggest {
  constructor(
    private readonly index: SuggestionIndex,
    private readonly topics: () => Promise<Topic[]>,
  ) {}

  async execute(typed: string, limit = MAX_SUGGESTIONS): Promise<Suggestion[]> {
    const folded = foldForSuggestion(typed);
    const words = wordsOf(folded);
    if (words.length === 0 || folded.length < MIN_SUGGESTION_PREFIX) return [];
    const capped = Math.min(Math.max(limit, 1), MAX_SUGGESTIONS);
    const phrase = words.length >= 2 ? phraseOf(typed) : null;
    const named = phrase === null ? capped : capped - 1;
    const matchingTopics = (await this.topics()).filter(
      (t) => nameHasWords(foldForSuggestion(t.name), words) || (words.length === 1 && t.id.startsWith(folded)),
    );
    const [entities, topicCounts, terms] = await Promise.all([
      this.index.entities(words, named),
      matchingTopics.length ? this.index.topicCounts(matchingTopics.map((t) => t.id)) : Promise.resolve(new Map<string, TopicCount>()),
      // one word only (several are the phrase); twice as many: each entity or topic can hide at most one term
      words.length === 1 && words[0] !== undefined ? this.index.terms(words[0], named * 2) : Promise.resolve([]),
    ]);
    const topicSuggestions: Suggestion[] = matchingTopics.map((t) => ({
      name: t.name,
      kind: 'topic',
      documents: topicCounts.get(t.id)?.documents ?? 0,
      recentDocuments: topicCounts.get(t.id)?.recentDocuments ?? 0,
    }));
    const names = [...entities, ...topicSuggestions];
    const namedFolded = new Set(names.map((s) => foldForSuggestion(s.name)));
    const frequentWords = terms.filter((t) => !namedFolded.has(foldForSuggestion(t.name)));
    const ranked = [...names, ...frequentWords].sort(byRecentDocuments).slice(0, named);
    return phrase === null ? ranked : [...ranked, { name: phrase, kind: 'phrase', documents: 0, recentDocuments: 0 }];
  }
}

const byRecentDocuments = (a: Suggestion, b: Suggestion) =>
  b.recentDocuments - a.recentDocuments || b.documents - a.documents || a.name.localeCompare(b.name);
