import type { EntityKind } from '../documents/document.types';
import { DomainError } from '../shared/domain-error';
import type { Topic } from '../topics/topic.types';

/** `term`: a frequent word of recent documents (ADR 0006), not a named thing. */
export type SuggestionKind = EntityKind | 'topic' | 'term';

export interface Suggestion {
  /** What goes into the search tag; multi-word names are searched as a phrase. */
  name: string;
  kind: SuggestionKind;
  /** Documents that mention it (topics: documents in the topic; terms: recent documents containing the word). */
  documents: number;
}

export const SuggestionIndex = Symbol.for('SuggestionIndex');
export interface SuggestionIndex {
  /** Entity names starting with the prefix (case- and accent-insensitive), most documents first. */
  entities(prefix: string, limit: number): Promise<Suggestion[]>;
  /** Documents per topic id. */
  topicCounts(topicIds: string[]): Promise<Map<string, number>>;
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
 * frequent words whose name starts with what was typed, ranked by how many documents they occur in.
 * A word that is also an entity or topic name (folded) is shown once, as the named thing: its kind
 * tells the journalist more than "term".
 */
export class Suggest {
  constructor(
    private readonly index: SuggestionIndex,
    private readonly topics: () => Promise<Topic[]>,
  ) {}

  async execute(typed: string, limit = MAX_SUGGESTIONS): Promise<Suggestion[]> {
    const prefix = foldForSuggestion(typed);
    if (prefix.length < MIN_SUGGESTION_PREFIX) return [];
    const capped = Math.min(Math.max(limit, 1), MAX_SUGGESTIONS);
    const matchingTopics = (await this.topics()).filter((t) => foldForSuggestion(t.name).startsWith(prefix) || t.id.startsWith(prefix));
    const [entities, topicCounts, terms] = await Promise.all([
      this.index.entities(prefix, capped),
      matchingTopics.length ? this.index.topicCounts(matchingTopics.map((t) => t.id)) : Promise.resolve(new Map<string, number>()),
      // twice as many: each entity or topic can hide at most one term, the rest still fill the list
      this.index.terms(prefix, capped * 2),
    ]);
    const topicSuggestions: Suggestion[] = matchingTopics.map((t) => ({
      name: t.name,
      kind: 'topic',
      documents: topicCounts.get(t.id) ?? 0,
    }));
    const named = [...entities, ...topicSuggestions];
    const namedFolded = new Set(named.map((s) => foldForSuggestion(s.name)));
    const words = terms.filter((t) => !namedFolded.has(foldForSuggestion(t.name)));
    return [...named, ...words].sort(byDocuments).slice(0, capped);
  }
}

const byDocuments = (a: Suggestion, b: Suggestion) => b.documents - a.documents || a.name.localeCompare(b.name);
