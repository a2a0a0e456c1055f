import { isDomainError } from '../shared/domain-error';
import { normaliseQuotes, parseQuery, termDisplay, type ParseOptions } from './parse-query';
import type { QueryNode, SearchTag } from './search-query.types';

/**
 * The query preview (shown under the search input before the search runs): how the tags are
 * read, with AND binding tighter than OR made visible by brackets, what was changed on the way,
 * what may be slow, and why a query is refused. It runs the same parser as the search, so the
 * preview can never disagree with what is searched.
 */

/** A prefix shorter than this scans many words of the index (the trigram and prefix indexes help little). */
export const COSTLY_PREFIX_LENGTH = 4;

export type QueryNote =
  /** „…“ or ‘…’ were read as straight quotes. */
  | { code: 'query.quotes_straightened' }
  /** `ab*`, `abc*`: a short prefix matches very many words. */
  | { code: 'query.short_prefix'; term: string }
  /** `*abc*`: a search inside words cannot use the word index. */
  | { code: 'query.leading_wildcard'; term: string }
  /** `*abc`: there is no suffix search; the asterisk is ignored. */
  | { code: 'query.leading_wildcard_ignored'; term: string };

export interface QueryDescription {
  /** The query as read, e.g. `(inflation AND franc*) OR NOT gold`; null when nothing is searched or it is refused. */
  reading: string | null;
  notes: QueryNote[];
  /** Why the query would be refused: the search error's stable code, its plain-words message and details. */
  refused: { code: string; message: string; details: Record<string, unknown> } | null;
}

const read = (node: QueryNode, inside: 'or' | 'and' | 'top'): string => {
  switch (node.kind) {
    case 'term':
      return termDisplay(node.term);
    case 'not':
      return `NOT ${read(node.operand, 'and')}`;
    case 'and': {
      const text = node.operands.map((operand) => read(operand, 'and')).join(' AND ');
      // brackets only where they tell something: an AND group beside an OR
      return inside === 'or' ? `(${text})` : text;
    }
    case 'or': {
      const text = node.operands.map((operand) => read(operand, 'or')).join(' OR ');
      return inside === 'and' ? `(${text})` : text;
    }
  }
};

const wildcardNotes = (tags: readonly SearchTag[]): QueryNote[] =>
  tags.flatMap((tag): QueryNote[] => {
    if (tag.type === 'operator') return [];
    const text = normaliseQuotes(tag.name).trim();
    if (/^["']/.test(text) || text.includes(' ')) return [];
    const leading = text.startsWith('*');
    const trailing = text.endsWith('*') && text.replace(/^\*+/, '').length > 0;
    const core = text.replace(/^\*+|\*+$/g, '');
    if (core === '') return [];
    if (leading && trailing) return [{ code: 'query.leading_wildcard', term: text }];
    if (leading) return [{ code: 'query.leading_wildcard_ignored', term: text }];
    if (trailing && [...core].length < COSTLY_PREFIX_LENGTH) return [{ code: 'query.short_prefix', term: text }];
    return [];
  });

export const describeQuery = (tags: readonly SearchTag[], options: ParseOptions = {}): QueryDescription => {
  const notes: QueryNote[] = [];
  if (tags.some((tag) => tag.type !== 'operator' && normaliseQuotes(tag.name) !== tag.name))
    notes.push({ code: 'query.quotes_straightened' });
  try {
    const { ast } = parseQuery(tags, options);
    return { reading: ast ? read(ast, 'top') : null, notes: [...notes, ...wildcardNotes(tags)], refused: null };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { reading: null, notes, refused: { code: error.code, message: error.message, details: error.details ?? {} } };
  }
};
