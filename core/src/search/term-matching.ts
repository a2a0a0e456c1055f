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

type WordTest = (token: string) => boolean;

const wordTest = (kind: 'plain' | 'exact', text: string, language: DocumentLanguage): WordTest => {
  if (kind === 'exact') {
    const wanted = exactForm(text);
    return (token) => exactForm(token) === wanted;
  }
  const wanted = plainLexeme(text, language);
  return (token) => plainLexeme(token, language) === wanted;
};

/** Every place in the tokens where the term matches. */
export const findTermSpans = (tokens: readonly Token[], term: SearchTerm, options: MatchOptions = {}): TokenSpan[] => {
  const language = options.language ?? 'other';
  const single = (test: WordTest): TokenSpan[] => tokens.flatMap((token, i) => (test(token.text) ? [{ first: i, last: i }] : []));
  switch (term.kind) {
    case 'plain':
    case 'exact':
      return single(wordTest(term.kind, term.text, language));
    case 'prefix': {
      const norm = term.caseSensitive ? exactForm : fold;
      const wanted = norm(term.text);
      return single((token) => norm(token).startsWith(wanted));
    }
    case 'contains': {
      const norm = term.caseSensitive ? exactForm : fold;
      const wanted = norm(term.text);
      return single((token) => norm(token).includes(wanted));
    }
    case 'phrase': {
      const tests = term.words.map((w) => wordTest(term.exact ? 'exact' : 'plain', w, language));
      if (tests.length === 0) return [];
      const spans: TokenSpan[] = [];
      for (let i = 0; i + tests.length <= tokens.length; i += 1) {
        if (tests.every((test, k) => test(tokens[i + k]?.text ?? ''))) spans.push({ first: i, last: i + tests.length - 1 });
      }
      return spans;
    }
  }
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

/**
 * Evaluates the AST against a document. Each text is tokenised separately, so a phrase never
 * spans the title and the body. A null AST (no terms) matches every document.
 */
export const matchesQuery = (ast: QueryNode | null, document: NewsDocument): boolean => {
  if (ast === null) return true;
  const tokenLists = searchableTexts(document).map(tokenize);
  const options: MatchOptions = { language: document.language };
  const evaluate = (node: QueryNode): boolean => {
    switch (node.kind) {
      case 'term':
        return tokenLists.some((tokens) => findTermSpans(tokens, node.term, options).length > 0);
      case 'not':
        return !evaluate(node.operand);
      case 'and':
        return node.operands.every(evaluate);
      case 'or':
        return node.operands.some(evaluate);
    }
  };
  return evaluate(ast);
};
