import type { DocumentLanguage, NewsDocument } from '../documents/document.types';
import type { CompiledQuery, CompiledTerm } from './compiled-query';
import { foldAccents } from '../search/accent-folding';
import { stem } from '../search/stemmer';
import { fold, searchableTexts, tokenize } from '../search/term-matching';
import { DocumentWildcards, type WildcardNamespaces } from './document-wildcards';
import { stemmingLanguage, domainKey, entityKey, exactForm, languageKey, stemmedKey, topicKey, wordKey } from './percolation-keys';
import { STORED_DOMAIN_LENGTH, STORED_ENTITY_NAME_LENGTH } from './matches-collection';

/** The forms of one distinct word of the document. */
interface Word {
  folded: string;
  exact: string;
  stemmed: string;
}

/**
 * A document tokenised once for percolation against many collections: its index keys, and each
 * term's outcome computed once however many candidate collections ask (many share terms).
 *
 * Terms are tested with term-matching.ts's rules on precomputed word forms instead of through
 * findTermSpans, which would fold and stem every token again for every term: a plain word
 * matches a token with the same stem of its folded form, an exact word one with the same exact
 * form, a prefix / contains one whose folded (or, case-sensitive, exact) form starts with /
 * contains it, a phrase consecutive tokens of one text. The property tests hold this to
 * matchesQuery on generated documents and queries.
 */
export class PreparedDocument {
  /** Per text (title, body, each PDF text): its tokens as indices into `words`. */
  private readonly texts: number[][] = [];
  private readonly words: Word[] = [];
  private readonly stems = new Set<string>();
  private readonly exactWords = new Set<string>();
  private readonly termOutcomes = new Map<string, boolean>();
  /** The words in folded [0] and exact [1] form for wildcards, built on first use. */
  private readonly wildcardForms: (DocumentWildcards | undefined)[] = [];
  private readonly occurrencesBy: Partial<Record<'stemmed' | 'exact', Map<string, [number, number][]>>> = {};
  private readonly language: DocumentLanguage;

  constructor(readonly document: NewsDocument) {
    this.language = stemmingLanguage(document.language);
    const { language } = document;
    const indexOf = new Map<string, number>();
    for (const text of searchableTexts(document)) {
      const positions: number[] = [];
      for (const token of tokenize(text)) {
        let at = indexOf.get(token.text);
        if (at === undefined) {
          const folded = fold(token.text);
          const word = { folded, exact: exactForm(token.text), stemmed: foldAccents(stem(folded, language)) };
          at = this.words.push(word) - 1;
          indexOf.set(token.text, at);
          this.stems.add(word.stemmed);
          this.exactWords.add(word.exact);
        }
        positions.push(at);
      }
      this.texts.push(positions);
    }
  }

  /** Keys of words, entities, domain, topics and language (the cheap ones). */
  visitWordKeys(visit: (key: string) => void): void {
    for (const s of this.stems) visit(stemmedKey(s, this.language));
    for (const word of new Set(this.words.map((w) => w.folded))) visit(wordKey(word));
    const { concepts } = this.document.metadata;
    for (const kind of ['organizations', 'persons', 'locations'] as const) {
      for (const entity of concepts[kind]) visit(entityKey(kind, entity.name.slice(0, STORED_ENTITY_NAME_LENGTH)));
    }
    visit(domainKey(this.document.document.domain.slice(0, STORED_DOMAIN_LENGTH)));
    for (const category of concepts.categories) visit(topicKey(category.name));
    visit(languageKey(this.document.language));
  }

  /** Prefix buckets and contains grams of the words, in the namespaces asked for. */
  visitWildcardKeys(namespaces: WildcardNamespaces, visit: (key: string) => void): void {
    if (namespaces.prefix || namespaces.contains) this.wildcards(false).visitKeys(namespaces.prefix, namespaces.contains, visit);
    if (namespaces.prefixCaseSensitive || namespaces.containsCaseSensitive) {
      this.wildcards(true).visitKeys(namespaces.prefixCaseSensitive, namespaces.containsCaseSensitive, visit);
    }
  }

  private wildcards(caseSensitive: boolean): DocumentWildcards {
    const at = caseSensitive ? 1 : 0;
    return (this.wildcardForms[at] ??= new DocumentWildcards(
      [...new Set(this.words.map((w) => (caseSensitive ? w.exact : w.folded)))],
      caseSensitive,
    ));
  }

  /** Where each stem (or exact form) occurs: [text, token position] pairs, built on first use. */
  private occurrences(kind: 'stemmed' | 'exact'): Map<string, [number, number][]> {
    let found = this.occurrencesBy[kind];
    if (found) return found;
    found = new Map();
    this.texts.forEach((positions, text) =>
      positions.forEach((word, at) => {
        const form = this.words[word]![kind];
        const list = found!.get(form);
        if (list) list.push([text, at]);
        else found!.set(form, [[text, at]]);
      }),
    );
    return (this.occurrencesBy[kind] = found);
  }

  /** Whether the query matches (matchesQuery's semantics), each distinct wildcard or phrase evaluated once. */
  matches(query: CompiledQuery | null): boolean {
    if (query === null) return true;
    switch (query.kind) {
      case 'term':
        return this.termMatches(query.term);
      case 'not':
        return !this.matches(query.operand);
      case 'and':
        return query.operands.every((operand) => this.matches(operand));
      case 'or':
        return query.operands.some((operand) => this.matches(operand));
    }
  }

  private termMatches(term: CompiledTerm): boolean {
    switch (term.kind) {
      case 'stem':
        return this.stems.has(term.stems[this.language]);
      case 'exact':
        return this.exactWords.has(term.exact);
      default: {
        let outcome = this.termOutcomes.get(term.key);
        if (outcome === undefined) this.termOutcomes.set(term.key, (outcome = this.scan(term)));
        return outcome;
      }
    }
  }

  private scan(term: Exclude<CompiledTerm, { kind: 'stem' | 'exact' }>): boolean {
    switch (term.kind) {
      case 'prefix':
        return this.wildcards(term.caseSensitive).startsWith(term.wanted);
      case 'contains':
        return this.wildcards(term.caseSensitive).includes(term.wanted);
      case 'phrase': {
        // only where the first word occurs: the following tokens of that text must be the other words
        const wanted = term.words[this.language];
        const kind = term.exact ? 'exact' : 'stemmed';
        for (const [text, at] of this.occurrences(kind).get(wanted[0]!) ?? []) {
          const positions = this.texts[text]!;
          let k = 1;
          while (k < wanted.length && at + k < positions.length && this.words[positions[at + k]!]![kind] === wanted[k]) k++;
          if (k === wanted.length) return true;
        }
        return false;
      }
    }
  }
}
