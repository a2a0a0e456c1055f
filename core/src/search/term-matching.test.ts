import { describe, expect, test } from '@jest/globals';
import type { NewsDocument } from '../documents/document.types';
import { parseQuery } from './parse-query';
import type { SearchTag, SearchTerm } from './search-query.types';
import { stem } from './stemmer';
import { matchesQuery, termMatchesText, tokenize } from './term-matching';

const aDocument = (title: string, body = '', extra: Partial<NewsDocument> = {}, associatedText: string[] = []): NewsDocument => ({
  id: 'doc-1',
  document: {
    publicationDate: '2026-11-21T10:00:00Z',
    firstAcquisitionDate: '2026-11-21T10:05:00Z',
    domain: 'nzz.ch',
    documentTitle: title,
    documentBody: body,
    url: 'https://nzz.ch/a',
    associatedText,
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: 'en',
  storyId: 'doc-1',
  isOriginal: true,
  ...extra,
});

const plain = (text: string): SearchTerm => ({ kind: 'plain', text });
const tags = (...names: string[]): SearchTag[] =>
  names.map((name) => (['AND', 'OR', 'NOT'].includes(name) ? { name, type: 'operator' } : { name }));

describe('tokenize', () => {
  test('letters and digits; apostrophes separate words (as in PostgreSQL); offsets in the text', () => {
    expect(tokenize("L’économie d'Zürich: covid-19, don't 'quote'").map((t) => t.text)).toEqual([
      'L',
      'économie',
      'd',
      'Zürich',
      'covid',
      '19',
      'don',
      't',
      'quote',
    ]);
    const [first, second] = tokenize('  SNB  hält');
    expect(first).toEqual({ text: 'SNB', start: 2, end: 5 });
    expect(second).toEqual({ text: 'hält', start: 7, end: 11 });
  });
});

describe('stem', () => {
  test('English: plurals, -ed/-ing, final e', () => {
    for (const [a, b] of [
      ['banks', 'bank'],
      ['banking', 'bank'],
      ['rates', 'rated'],
      ['policies', 'policy'],
      ['stopped', 'stop'],
      ['taxes', 'tax'],
      ["bank's", 'bank'],
    ]) {
      expect(stem(a!, 'en')).toBe(stem(b!, 'en'));
    }
    expect(stem('bus', 'en')).toBe('bus');
    expect(stem('sing', 'en')).toBe('sing');
  });
  test('German: inflection endings, ß', () => {
    // Snowball (as PostgreSQL): zinsen → zins but zins → zin, so the pair is zinsen/zinses
    for (const [a, b] of [
      ['banken', 'bank'],
      ['zinsen', 'zinses'],
      ['kunden', 'kunde'],
      ['straße', 'strasse'],
      ['hauses', 'haus'],
      ['österreichischen', 'Österreich'],
    ]) {
      expect(stem(a!, 'de')).toBe(stem(b!, 'de'));
    }
  });
  test('French: elision, plurals, -aux', () => {
    for (const [a, b] of [
      ["l'économie", 'économies'],
      ['banques', 'banque'],
      ['journaux', 'journal'],
      ['taux', 'taux'],
      ['chevaux', 'cheval'],
    ]) {
      expect(stem(a!, 'fr')).toBe(stem(b!, 'fr'));
    }
  });
  test('other languages are not stemmed', () => {
    expect(stem('banks', 'other')).toBe('banks');
  });
});

describe('termMatchesText', () => {
  test('plain: stemmed and case-insensitive, whole words only', () => {
    expect(termMatchesText(plain('bank'), 'Two BANKS merged', { language: 'en' })).toBe(true);
    expect(termMatchesText(plain('bank'), 'Two banks merged', { language: 'other' })).toBe(false);
    expect(termMatchesText(plain('bank'), 'Nationalbank', { language: 'en' })).toBe(false);
  });
  test('exact: unstemmed and case-sensitive', () => {
    const term: SearchTerm = { kind: 'exact', text: 'Bank' };
    expect(termMatchesText(term, 'the Bank', { language: 'en' })).toBe(true);
    expect(termMatchesText(term, 'the bank', { language: 'en' })).toBe(false);
    expect(termMatchesText(term, 'the Banks', { language: 'en' })).toBe(false);
  });
  test('prefix: the start of a word, unstemmed', () => {
    const term: SearchTerm = { kind: 'prefix', text: 'infla', caseSensitive: false };
    expect(termMatchesText(term, 'Inflationsrate steigt')).toBe(true);
    expect(termMatchesText(term, 'deflation')).toBe(false);
    expect(termMatchesText({ ...term, caseSensitive: true }, 'Inflation')).toBe(false);
  });
  test('contains: a substring inside a word', () => {
    const term: SearchTerm = { kind: 'contains', text: 'bank', caseSensitive: false };
    expect(termMatchesText(term, 'Die Nationalbank')).toBe(true);
    expect(termMatchesText(term, 'Bankrott')).toBe(true);
    expect(termMatchesText(term, 'ban king')).toBe(false);
  });
  test('phrase: consecutive words, each stemmed', () => {
    const term: SearchTerm = { kind: 'phrase', words: ['Swiss', 'National', 'Bank'], exact: false };
    expect(termMatchesText(term, 'the swiss national banks', { language: 'en' })).toBe(true);
    expect(termMatchesText(term, 'Swiss (National) Bank')).toBe(true);
    expect(termMatchesText(term, 'Swiss National Research Bank')).toBe(false);
    expect(termMatchesText({ ...term, exact: true }, 'the swiss national bank')).toBe(false);
  });
  test('plain terms and phrases fold accents in en, de and fr; exact terms do not (ADR 0020)', () => {
    const pairs = [
      ['fr', 'écologique', 'ecologique'],
      ['fr', 'États', 'Etats'],
      ['de', 'Ärzte', 'Arzte'],
      ['de', 'Straße', 'Strasse'],
      ['en', 'café', 'cafe'],
      ['en', 'naïve', 'naive'],
    ] as const;
    for (const [language, accented, unaccented] of pairs) {
      expect({ unaccented, found: termMatchesText(plain(unaccented), `Les ${accented}`, { language }) }).toEqual({
        unaccented,
        found: true,
      });
      expect({ accented, found: termMatchesText(plain(accented), `Die ${unaccented}`, { language }) }).toEqual({ accented, found: true });
      expect({ accented, exact: termMatchesText({ kind: 'exact', text: unaccented }, accented, { language }) }).toEqual({
        accented,
        exact: false,
      });
    }
    expect(
      termMatchesText({ kind: 'phrase', words: ['transition', 'ecologique'], exact: false }, 'la transition écologique', {
        language: 'fr',
      }),
    ).toBe(true);
    expect(termMatchesText({ kind: 'phrase', words: ['Arzte', 'streiken'], exact: true }, 'Ärzte streiken', { language: 'de' })).toBe(
      false,
    );
  });
  test('stemming is as before apart from the accents', () => {
    expect(termMatchesText(plain('Zinsen'), 'die Zinsen', { language: 'de' })).toBe(true);
    expect(termMatchesText(plain('banks'), 'the bank', { language: 'en' })).toBe(true);
    expect(termMatchesText(plain('marchés'), 'marche', { language: 'fr' })).toBe(true);
    expect(termMatchesText(plain('bank'), 'Nationalbank', { language: 'de' })).toBe(false);
  });
  test('typographic and straight apostrophes are the same', () => {
    expect(termMatchesText({ kind: 'phrase', words: ['don', 't'], exact: false }, 'I don’t know')).toBe(true);
    expect(termMatchesText(plain('inflation'), "L'inflation recule")).toBe(true);
  });
});

describe('matchesQuery', () => {
  const doc = aDocument('SNB holds rate', 'The Swiss National Bank kept its policy rate.', {}, ['Annual report of the franc']);

  test('title, body and associated texts are searched', () => {
    expect(matchesQuery(parseQuery(tags('snb')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('policies')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('franc')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('euro')).ast, doc)).toBe(false);
  });
  test('operators', () => {
    expect(matchesQuery(parseQuery(tags('snb', 'euro')).ast, doc)).toBe(false);
    expect(matchesQuery(parseQuery(tags('snb', 'OR', 'euro')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('snb', 'NOT', 'euro')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('NOT', 'snb')).ast, doc)).toBe(false);
    // AND binds tighter: (euro AND snb) OR franc; franc OR (snb AND euro); dollar OR (snb AND euro)
    expect(matchesQuery(parseQuery(tags('euro', 'AND', 'snb', 'OR', 'franc')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('franc', 'OR', 'snb', 'AND', 'euro')).ast, doc)).toBe(true);
    expect(matchesQuery(parseQuery(tags('dollar', 'OR', 'snb', 'AND', 'euro')).ast, doc)).toBe(false);
  });
  test('a phrase does not span two texts', () => {
    expect(matchesQuery(parseQuery(tags('"rate The"')).ast, doc)).toBe(false);
    expect(matchesQuery(parseQuery(tags('"policy rate"')).ast, doc)).toBe(true);
  });
  test('an empty query matches every document', () => {
    expect(matchesQuery(null, doc)).toBe(true);
  });
  test('the document language chooses the stemmer', () => {
    const de = aDocument('Die Banken', '', { language: 'de' });
    expect(matchesQuery(parseQuery(tags('Bank')).ast, de)).toBe(true);
    expect(matchesQuery(parseQuery(tags('Bank')).ast, { ...de, language: 'other' })).toBe(false);
  });
});
