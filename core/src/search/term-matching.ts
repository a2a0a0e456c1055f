import type { DocumentLanguage, NewsDocument } from '../documents/document.types';
import type { QueryNode, SearchTerm } from './search-query.types';
import { utf8Bytes } from '../shared/utf8';
import { foldAccents } from './accent-folding';
import { stem } from './stemmer';

/**
 * The ONE term semantics of search, shared by the in-memory search, highlighting and the
 * percolator; the PostgreSQL adapter stores the same tokens' lexemes (indexed-words.ts, ADR 0013)
 * and translates the same AST to tsquery.
 *
 * A token is a run of Unicode letters, digits and combining marks; everything else, apostrophes
 * included, separates tokens, so `inflation` and `infla*` find French "l'inflation", and `don't`
 * is searched as the phrase "don t".
 */
export interface Token {
  /** As written in the text. */
  text: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
}

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** PostgreSQL's MAXSTRLEN: a longer word cannot be a lexeme of a tsvector. */
export const MAX_TOKEN_BYTES = 2_047;

/**
 * Whether a run of letters is a word at all: one of 2,047 UTF-8 bytes or more is not (PostgreSQL
 * skips it without a position, so the words around it are neighbours in a phrase; so does core).
 * A UTF-16 unit takes at most 3 UTF-8 bytes, so short words need no encoding.
 */
const isWord = (run: string): boolean => run.length * 3 < MAX_TOKEN_BYTES || utf8Bytes(run) < MAX_TOKEN_BYTES;

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) if (isWord(m[0])) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
};

/** The exact form: unstemmed, case kept; only Unicode-normalised and ’ written as '. */
export const exactForm = (word: string): string => word.normalize('NFC').replace(/’/g, "'");

/** Case folding for case-insensitive terms; accents are kept here (prefix and contains terms keep them). */
export const fold = (word: string): string => exactForm(word).toLowerCase();

/**
 * What a plain term and a word of a text are compared by: the stem in the document's language,
 * without accents (accent-folding.ts, ADR 0020), so "ecologique" finds "écologique". The stored
 * stemmed vector holds the same lexemes (indexed-words.ts).
 */
export const plainLexeme = (word: string, language: DocumentLanguage): string => foldAccents(stem(fold(word), language));

export interface MatchOptions {
  /** Stemming language; `other` (the default) does not stem. */
  language?: DocumentLanguage;
}

/** A run of matching tokens: [first, last] token indices, inclusive. */
export interface TokenSpan {
  first: number;
  last: number;
}

/**
 * The forms of a text's tokens that terms are compared by (exact, folded, plain lexeme), each
 * list computed for every token on first use: a term tests every token, and a document evaluated
 * against many queries (the percolation oracle, bench/alerts/percolation.bench.ts) would
 * otherwise fold and stem each token again for every term.
 */
interface TokenForms {
  readonly length: number;
  exact(): readonly string[];
  folded(): readonly string[];
  lexemes(): readonly string[];
}

const tokenForms = (tokens: readonly Token[], language: DocumentLanguage): TokenForms => {
  let exact: string[] | undefined;
  let folded: string[] | undefined;
  let lexemes: string[] | undefined;
  return {
    length: tokens.length,
    exact: () => (exact ??= tokens.map((t) => exactForm(t.text))),
    folded: () => (folded ??= tokens.map((t) => fold(t.text))),
    lexemes: () => (lexemes ??= tokens.map((t) => plainLexeme(t.text, language))),
  };
};

/** The form a word of a term is compared by, and the term word in that form. */
const wordForm = (kind: 'plain' | 'exact', text: string, language: DocumentLanguage, forms: TokenForms) =>
  kind === 'exact' ? { wanted: exactForm(text), of: forms.exact() } : { wanted: plainLexeme(text, language), of: forms.lexemes() };

const findSpans = (forms: TokenForms, term: SearchTerm, language: DocumentLanguage): TokenSpan[] => {
  const spans: TokenSpan[] = [];
  const single = (of: readonly string[], test: (form: string) => boolean): TokenSpan[] => {
    for (let i = 0; i < of.length; i += 1) if (test(of[i]!)) spans.push({ first: i, last: i });
    return spans;
  };
  switch (term.kind) {
    case 'plain':
    case 'exact': {
      const { wanted, of } = wordForm(term.kind, term.text, language, forms);
      return single(of, (form) => form === wanted);
    }
    case 'prefix': {
      const wanted = term.caseSensitive ? exactForm(term.text) : fold(term.text);
      return single(term.caseSensitive ? forms.exact() : forms.folded(), (form) => form.startsWith(wanted));
    }
    case 'contains': {
      const wanted = term.caseSensitive ? exactForm(term.text) : fold(term.text);
      return single(term.caseSensitive ? forms.exact() : forms.folded(), (form) => form.includes(wanted));
    }
    case 'phrase': {
      const words = term.words.map((w) => wordForm(term.exact ? 'exact' : 'plain', w, language, forms));
      if (words.length === 0) return [];
      for (let i = 0; i + words.length <= forms.length; i += 1) {
        let k = 0;
        while (k < words.length && words[k]!.of[i + k] === words[k]!.wanted) k += 1;
        if (k === words.length) spans.push({ first: i, last: i + words.length - 1 });
      }
      return spans;
    }
  }
};

/** Every place in the tokens where the term matches. */
export const findTermSpans = (tokens: readonly Token[], term: SearchTerm, options: MatchOptions = {}): TokenSpan[] => {
  const language = options.language ?? 'other';
  return findSpans(tokenForms(tokens, language), term, language);
};

/** Whether the term occurs in the text. */
export const termMatchesText = (term: SearchTerm, text: string, options: MatchOptions = {}): boolean =>
  findTermSpans(tokenize(text), term, options).length > 0;

/** The texts a query is evaluated against: title, body and the PDF-associated texts. */
export const searchableTexts = (document: NewsDocument): string[] => [
  document.document.documentTitle,
  document.document.documentBody,
  ...document.document.associatedText,
];

type FormKind = 'exact' | 'folded' | 'lexemes';

/**
 * Whether a term occurs in any of the texts: findSpans(…).length > 0 for some text. A one-word
 * term is the same test of each token on its own, so it is tested once per distinct form of the
 * document; a phrase needs the positions and goes through findSpans.
 */
const termOccurs = (
  texts: readonly TokenForms[],
  distinct: (kind: FormKind) => readonly string[],
  term: SearchTerm,
  language: DocumentLanguage,
) => {
  switch (term.kind) {
    case 'plain':
      return distinct('lexemes').includes(plainLexeme(term.text, language));
    case 'exact':
      return distinct('exact').includes(exactForm(term.text));
    case 'prefix': {
      const wanted = term.caseSensitive ? exactForm(term.text) : fold(term.text);
      return distinct(term.caseSensitive ? 'exact' : 'folded').some((form) => form.startsWith(wanted));
    }
    case 'contains': {
      const wanted = term.caseSensitive ? exactForm(term.text) : fold(term.text);
      return distinct(term.caseSensitive ? 'exact' : 'folded').some((form) => form.includes(wanted));
    }
    case 'phrase':
      return texts.some((forms) => findSpans(forms, term, language).length > 0);
  }
};

/**
 * A document made ready for evaluating many queries (matchesQuery is this for one): each text
 * tokenised once, each token folded and stemmed at most once, and each term's outcome computed
 * once per term object: queries that share term objects (the oracle of
 * bench/alerts/percolation.bench.ts shares equal terms) share the outcome. The verdict of every
 * query is matchesQuery's: the same tokens, term semantics and operators
 * (collection-matcher.property.test.ts holds it to findTermSpans term by term).
 */
export const queryMatcher = (document: NewsDocument): ((ast: QueryNode | null) => boolean) => {
  const language = document.language;
  let texts: TokenForms[] | undefined;
  const distinctForms: Partial<Record<FormKind, string[]>> = {};
  const distinct = (kind: FormKind): readonly string[] => (distinctForms[kind] ??= [...new Set(texts!.flatMap((forms) => forms[kind]()))]);
  const outcomes = new Map<SearchTerm, boolean>();
  const termMatches = (term: SearchTerm): boolean => {
    let outcome = outcomes.get(term);
    if (outcome === undefined) {
      texts ??= searchableTexts(document).map((text) => tokenForms(tokenize(text), language));
      outcome = termOccurs(texts, distinct, term, language);
      outcomes.set(term, outcome);
    }
    return outcome;
  };
  const evaluate = (node: QueryNode): boolean => {
    switch (node.kind) {
      case 'term':
        return termMatches(node.term);
      case 'not':
        return !evaluate(node.operand);
      case 'and':
        return node.operands.every(evaluate);
      case 'or':
        return node.operands.some(evaluate);
    }
  };
  return (ast) => ast === null || evaluate(ast);
};

/**
 * Evaluates the AST against a document. Each text is tokenised separately, so a phrase never
 * spans the title and the body. A null AST (no terms) matches every document.
 */
export const matchesQuery = (ast: QueryNode | null, document: NewsDocument): boolean => queryMatcher(document)(ast);
