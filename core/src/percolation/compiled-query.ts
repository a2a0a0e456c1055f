import type { DocumentLanguage } from '../documents/document.types';
import type { QueryNode, SearchTerm } from '../search/search-query.types';
import { fold, plainLexeme } from '../search/term-matching';
import { LANGUAGES, exactForm } from './percolation-keys';

type PerLanguage<T> = Record<DocumentLanguage, T>;
const perLanguage = <T>(of: (language: DocumentLanguage) => T): PerLanguage<T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, of(language)])) as PerLanguage<T>;

/**
 * A term with the forms a document's words are compared to, computed once per collection instead
 * of once per document (term-matching.ts's rules): a plain word's stem in each language, an exact
 * word's exact form, a wildcard's folded or exact text, a phrase's words in those forms. `key`
 * names the term for the per-document memo of outcomes.
 */
export type CompiledTerm =
  | { kind: 'stem'; stems: PerLanguage<string> }
  | { kind: 'exact'; exact: string }
  | { kind: 'prefix' | 'contains'; wanted: string; caseSensitive: boolean; key: string }
  | { kind: 'phrase'; words: PerLanguage<string[]>; exact: boolean; key: string };

export type CompiledQuery =
  | { kind: 'term'; term: CompiledTerm }
  | { kind: 'not'; operand: CompiledQuery }
  | { kind: 'and' | 'or'; operands: CompiledQuery[] };

const compileTerm = (term: SearchTerm): CompiledTerm => {
  switch (term.kind) {
    case 'plain':
      return { kind: 'stem', stems: perLanguage((language) => plainLexeme(term.text, language)) };
    case 'exact':
      return { kind: 'exact', exact: exactForm(term.text) };
    case 'prefix':
    case 'contains': {
      const wanted = term.caseSensitive ? exactForm(term.text) : fold(term.text);
      return { kind: term.kind, wanted, caseSensitive: term.caseSensitive, key: `${term.kind}|${term.caseSensitive}|${wanted}` };
    }
    case 'phrase': {
      const words = term.exact
        ? perLanguage(() => term.words.map(exactForm))
        : perLanguage((language) => term.words.map((w) => plainLexeme(w, language)));
      return { kind: 'phrase', words, exact: term.exact, key: `phrase|${term.exact}|${JSON.stringify(term.words)}` };
    }
  }
};

export const compileQuery = (node: QueryNode): CompiledQuery => {
  switch (node.kind) {
    case 'term':
      return { kind: 'term', term: compileTerm(node.term) };
    case 'not':
      return { kind: 'not', operand: compileQuery(node.operand) };
    case 'and':
    case 'or':
      return { kind: node.kind, operands: node.operands.map(compileQuery) };
  }
};
