import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { isDomainError } from '../shared/domain-error';
import { parseQuery, parseTerm, tagsFromDisplay } from './parse-query';
import type { SearchTag } from './search-query.types';

const t = (name: string, fromSuggestion?: boolean): SearchTag => (fromSuggestion ? { name, fromSuggestion } : { name });
const op = (name: string): SearchTag => ({ name, type: 'operator' });
const term = (text: string) => ({ kind: 'term', term: { kind: 'plain', text } });

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (isDomainError(error)) return { kind: error.kind, code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('parseTerm', () => {
  test('a single word is a plain term, or an exact term with exact matches only', () => {
    expect(parseTerm(t('Inflation'))).toEqual({ kind: 'plain', text: 'Inflation' });
    expect(parseTerm(t('Inflation'), { exactMatchesOnly: true })).toEqual({ kind: 'exact', text: 'Inflation' });
  });

  test('a trailing wildcard is a prefix, leading and trailing is contains, leading only is plain', () => {
    expect(parseTerm(t('infla*'))).toEqual({ kind: 'prefix', text: 'infla', caseSensitive: false });
    expect(parseTerm(t('*bank*'))).toEqual({ kind: 'contains', text: 'bank', caseSensitive: false });
    expect(parseTerm(t('*bank'))).toEqual({ kind: 'plain', text: 'bank' });
    expect(parseTerm(t('Bank*'), { exactMatchesOnly: true })).toEqual({ kind: 'prefix', text: 'Bank', caseSensitive: true });
    expect(parseTerm(t('**bank**'))).toEqual({ kind: 'contains', text: 'bank', caseSensitive: false });
  });

  test('a wildcard needs at least 3 characters', () => {
    expect(parseTerm(t('inf*'))).toEqual({ kind: 'prefix', text: 'inf', caseSensitive: false });
    expect(parseTerm(t('*zür*'))).toEqual({ kind: 'contains', text: 'zür', caseSensitive: false });
    for (const name of ['in*', '*in*', '*', '***', 'a*']) {
      const error = errorOf(() => parseTerm(t(name)));
      expect(error).toMatchObject({ kind: 'invalid', code: 'search.wildcard_too_short' });
      expect(error.message).toMatch(/at least 3/);
    }
  });

  test('a wildcard stands on a single word only', () => {
    expect(errorOf(() => parseTerm(t('covid-1*'))).code).toBe('search.invalid_wildcard');
    expect(errorOf(() => parseTerm(t('ba*nk*'))).code).toBe('search.invalid_wildcard');
  });

  test('a quoted tag is a phrase; curly quotes are normalised', () => {
    const snb = { kind: 'phrase', words: ['Swiss', 'National', 'Bank'], exact: false };
    expect(parseTerm(t('"Swiss National Bank"'))).toEqual(snb);
    expect(parseTerm(t('„Swiss National Bank“'))).toEqual(snb);
    expect(parseTerm(t('«Swiss  National Bank»'))).toEqual(snb);
    expect(parseTerm(t('‘Swiss National Bank’'))).toEqual(snb);
    expect(parseTerm(t('"Swiss National Bank"'), { exactMatchesOnly: true })).toEqual({ ...snb, exact: true });
    expect(parseTerm(t('"franc"'))).toEqual({ kind: 'plain', text: 'franc' });
  });

  test('free text of several words is refused unless picked from the auto-suggestion', () => {
    expect(errorOf(() => parseTerm(t('Swiss National Bank')))).toEqual({
      kind: 'invalid',
      code: 'search.more_than_one_term',
      message: 'Not allowed to search more than one term.',
      details: { hint: 'Please for searching use the auto-suggestion feature.', term: 'Swiss National Bank' },
    });
    expect(parseTerm(t('Swiss National Bank', true))).toEqual({ kind: 'phrase', words: ['Swiss', 'National', 'Bank'], exact: false });
  });

  test('a word that splits into several tokens is a phrase; apostrophes separate words, as in PostgreSQL', () => {
    expect(parseTerm(t('covid-19'))).toEqual({ kind: 'phrase', words: ['covid', '19'], exact: false });
    expect(parseTerm(t('l’économie'))).toEqual({ kind: 'phrase', words: ['l', 'économie'], exact: false });
    expect(errorOf(() => parseTerm(t('?!'))).code).toBe('search.empty_term');
  });
});

describe('parseQuery', () => {
  test('adjacent terms are joined by AND; AND binds tighter than OR', () => {
    expect(parseQuery([t('snb'), t('franc')]).ast).toEqual({ kind: 'and', operands: [term('snb'), term('franc')] });
    const { ast, display } = parseQuery([t('a1'), op('OR'), t('b1'), op('AND'), t('c1'), t('d1')]);
    expect(ast).toEqual({
      kind: 'or',
      operands: [term('a1'), { kind: 'and', operands: [term('b1'), term('c1'), term('d1')] }],
    });
    expect(display).toBe('a1 OR b1 AND c1 AND d1');
  });

  test('NOT negates the next term only', () => {
    expect(parseQuery([t('snb'), op('NOT'), t('franc'), t('euro')]).ast).toEqual({
      kind: 'and',
      operands: [term('snb'), { kind: 'not', operand: term('franc') }, term('euro')],
    });
    expect(parseQuery([op('not'), t('franc')]).display).toBe('NOT franc');
  });

  test('misplaced operators are ignored: leading, trailing, repeated', () => {
    expect(parseQuery([op('AND'), t('snb'), op('OR')]).display).toBe('snb');
    expect(parseQuery([op('OR'), t('snb'), op('NOT')]).display).toBe('snb');
    expect(parseQuery([t('snb'), op('AND'), op('OR'), t('franc')]).display).toBe('snb OR franc');
    expect(parseQuery([t('snb'), op('NOT'), op('NOT'), t('franc')]).display).toBe('snb AND NOT franc');
    expect(parseQuery([op('AND'), op('OR')])).toEqual({ ast: null, displayTags: [], display: '' });
    expect(parseQuery([t('  '), t('snb')]).display).toBe('snb');
  });

  test('unknown operators are refused', () => {
    expect(errorOf(() => parseQuery([t('a1'), op('XOR'), t('b1')])).code).toBe('search.unknown_operator');
  });

  test('the display form quotes phrases and words that read as operators', () => {
    const parsed = parseQuery([t('"Swiss National Bank"'), t('"AND"'), t('infla*'), op('OR'), t('*bank*')]);
    expect(parsed.display).toBe('"Swiss National Bank" AND "AND" AND infla* OR *bank*');
    expect(parseQuery(tagsFromDisplay(parsed.display)).ast).toEqual(parsed.ast);
  });
});

const word = fc.stringMatching(/^[a-zA-Zäöüéß0-9]{1,8}$/);
const termTag = fc.oneof(
  word.map((w) => t(w)),
  word.filter((w) => w.length >= 3).map((w) => t(`${w}*`)),
  word.filter((w) => w.length >= 3).map((w) => t(`*${w}*`)),
  fc.array(word, { minLength: 2, maxLength: 4 }).map((ws) => t(`"${ws.join(' ')}"`)),
  fc.array(word, { minLength: 2, maxLength: 4 }).map((ws) => t(ws.join(' '), true)),
  fc.constantFrom('AND', 'or', 'Not').map((w) => t(w)),
);
const tags = fc.array(fc.oneof(termTag, fc.constantFrom('AND', 'OR', 'NOT').map(op)), { maxLength: 12 });

describe('properties', () => {
  test('(d) parse → display → parse is stable', () => {
    fc.assert(
      fc.property(tags, fc.boolean(), (input, exactMatchesOnly) => {
        const first = parseQuery(input, { exactMatchesOnly });
        const again = parseQuery(first.displayTags, { exactMatchesOnly });
        const fromText = parseQuery(tagsFromDisplay(first.display), { exactMatchesOnly });
        expect(again).toEqual(first);
        expect(fromText).toEqual(first);
      }),
    );
  });
});
