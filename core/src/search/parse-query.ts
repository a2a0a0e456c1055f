import type { ParsedQuery, QueryNode, SearchOperator, SearchTag, SearchTerm } from './search-query.types';
import { emptyTerm, invalidWildcard, moreThanOneTerm, unknownOperator, wildcardTooShort } from './search.errors';
import { tokenize } from './term-matching';

export interface ParseOptions {
  exactMatchesOnly?: boolean;
}

/** Minimum number of characters beside the asterisks of a wildcard term. */
export const MIN_WILDCARD_LENGTH = 3;

const CURLY_DOUBLE = /[„“”«»]/g;
const CURLY_SINGLE = /[‘’]/g;

/** Curly quotes become straight ones („Swiss National Bank“ → "Swiss National Bank"). */
export const normaliseQuotes = (text: string): string => text.replace(CURLY_DOUBLE, '"').replace(CURLY_SINGLE, "'");

const unquote = (text: string): string | null => {
  const quote = text[0];
  return text.length >= 2 && (quote === '"' || quote === "'") && text.endsWith(quote) ? text.slice(1, -1) : null;
};

const WILDCARD_CORE = /^[\p{L}\p{N}\p{M}]+(?:'[\p{L}\p{N}\p{M}]+)*$/u;

const wordsTerm = (text: string, raw: string, exact: boolean): SearchTerm => {
  const words = tokenize(text).map((t) => t.text);
  const [only] = words;
  if (only === undefined) throw emptyTerm(raw);
  if (words.length === 1) return exact ? { kind: 'exact', text: only } : { kind: 'plain', text: only };
  return { kind: 'phrase', words, exact };
};

/**
 * One term tag → a term. Spec §5: a trailing `*` is a prefix, a leading and trailing `*` is
 * contains; a leading `*` alone is dropped (a plain term: there is no suffix search).
 * A quoted tag, or a multi-word tag picked from the auto-suggestion, is a phrase; other
 * multi-word text is refused. A single word that tokenises into several (`covid-19`) is a phrase.
 */
export const parseTerm = (tag: Pick<SearchTag, 'name' | 'fromSuggestion'>, options: ParseOptions = {}): SearchTerm => {
  const exact = options.exactMatchesOnly === true;
  const text = normaliseQuotes(tag.name).trim().replace(/\s+/g, ' ');
  const quoted = unquote(text);
  if (quoted !== null) return wordsTerm(quoted, tag.name, exact);
  if (text.includes(' ')) {
    if (tag.fromSuggestion !== true) throw moreThanOneTerm(tag.name);
    return wordsTerm(text, tag.name, exact);
  }
  const leading = /^\*+/.exec(text)?.[0].length ?? 0;
  const trailing = /\*+$/.exec(text)?.[0].length ?? 0;
  if (leading + trailing === 0 || leading >= text.length) {
    if (leading >= text.length && text.length > 0) throw wildcardTooShort(tag.name);
    return wordsTerm(text, tag.name, exact);
  }
  const core = text.slice(leading, text.length - trailing);
  if (trailing === 0) return wordsTerm(core, tag.name, exact);
  if ([...core].length < MIN_WILDCARD_LENGTH) throw wildcardTooShort(tag.name);
  if (!WILDCARD_CORE.test(core)) throw invalidWildcard(tag.name);
  return leading > 0 ? { kind: 'contains', text: core, caseSensitive: exact } : { kind: 'prefix', text: core, caseSensitive: exact };
};

const isOperatorTag = (tag: SearchTag): boolean => tag.type === 'operator';

const toOperator = (tag: SearchTag): SearchOperator => {
  const name = tag.name.trim().toUpperCase();
  if (name === 'AND' || name === 'OR' || name === 'NOT') return name;
  throw unknownOperator(tag.name);
};

interface Operand {
  /** How it joins the previous operand. */
  connector: 'AND' | 'OR';
  negated: boolean;
  term: SearchTerm;
}

const join = (kind: 'and' | 'or', operands: QueryNode[]): QueryNode =>
  operands.length === 1 && operands[0] !== undefined ? operands[0] : { kind, operands };

/**
 * Tags → boolean expression. AND binds tighter than OR; NOT negates the next term; adjacent
 * terms without an operator are joined by AND.
 * Misplaced operators are ignored rather than refused, because tags are added one at a time and
 * the query is run while it is being built; the display form shows what was actually searched:
 * - a leading AND/OR and any trailing operators are dropped;
 * - of several AND/OR in a row, the last one wins (`a AND OR b` = `a OR b`);
 * - repeated NOTs count once (`NOT NOT a` = `NOT a`: a duplicated chip, not a double negation).
 * Empty tags are skipped. Unknown operator names and invalid terms throw DomainErrors.
 */
export const parseQuery = (tags: readonly SearchTag[], options: ParseOptions = {}): ParsedQuery => {
  const operands: Operand[] = [];
  let connector: 'AND' | 'OR' = 'AND';
  let negated = false;
  for (const tag of tags) {
    if (isOperatorTag(tag)) {
      const op = toOperator(tag);
      if (op === 'NOT') negated = true;
      else connector = op;
      continue;
    }
    if (tag.name.trim() === '') continue;
    operands.push({ connector, negated, term: parseTerm(tag, options) });
    connector = 'AND';
    negated = false;
  }
  if (operands.length === 0) return { ast: null, displayTags: [], display: '' };
  const groups: QueryNode[][] = [];
  operands.forEach((operand, i) => {
    const node: QueryNode = operand.negated
      ? { kind: 'not', operand: { kind: 'term', term: operand.term } }
      : { kind: 'term', term: operand.term };
    const current = groups[groups.length - 1];
    if (i === 0 || operand.connector === 'OR' || current === undefined) groups.push([node]);
    else current.push(node);
  });
  const ast = join(
    'or',
    groups.map((group) => join('and', group)),
  );
  return { ast, ...displayQuery(ast) };
};

const OPERATOR_WORD = /^(?:AND|OR|NOT)$/;

/** How a term is written back as a tag; parsing it again gives the same term. */
export const termDisplay = (term: SearchTerm): string => {
  switch (term.kind) {
    case 'plain':
    case 'exact':
      return OPERATOR_WORD.test(term.text) ? `"${term.text}"` : term.text;
    case 'prefix':
      return `${term.text}*`;
    case 'contains':
      return `*${term.text}*`;
    case 'phrase':
      return `"${term.words.join(' ')}"`;
  }
};

const operatorTag = (name: SearchOperator): SearchTag => ({ name, type: 'operator' });

/** The display form of an AST in parseQuery's canonical form (or of ANDs of terms or NOT terms). */
export const displayQuery = (ast: QueryNode | null): Pick<ParsedQuery, 'displayTags' | 'display'> => {
  const tagsOf = (node: QueryNode): SearchTag[] => {
    switch (node.kind) {
      case 'term':
        return [{ name: termDisplay(node.term) }];
      case 'not':
        return [operatorTag('NOT'), ...tagsOf(node.operand)];
      case 'and':
      case 'or': {
        const op = operatorTag(node.kind === 'and' ? 'AND' : 'OR');
        return node.operands.flatMap((operand, i) => (i === 0 ? tagsOf(operand) : [op, ...tagsOf(operand)]));
      }
    }
  };
  const displayTags = ast === null ? [] : tagsOf(ast);
  return { displayTags, display: displayTags.map((t) => t.name).join(' ') };
};

/**
 * The display line back into tags: quoted chunks are one tag, upper-case AND/OR/NOT are
 * operators. Lets a saved display string (collections, percolator) be parsed again.
 */
export const tagsFromDisplay = (display: string): SearchTag[] =>
  [...normaliseQuotes(display).matchAll(/"[^"]*"|\S+/g)].map(([chunk]) =>
    OPERATOR_WORD.test(chunk) ? operatorTag(chunk as SearchOperator) : { name: chunk },
  );
