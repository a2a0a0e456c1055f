import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { DocumentLanguage } from '../../documents/document.types';
import { stem } from '../stemmer';

const LANGUAGES: DocumentLanguage[] = ['en', 'de', 'fr'];

/** Words built from the letters the stemmers treat specially, plus any letter at all. */
const special = fc.constantFrom(..."aeiouyäöüßâàçëéêèïîôûùqhlnrstmdgkbpwxz'".split(''));
const word = fc.oneof(
  fc.array(special, { minLength: 1, maxLength: 16 }).map((chars) => chars.join('')),
  fc.stringMatching(/^\p{L}{1,20}$/u),
);
const language = fc.constantFrom(...LANGUAGES);

describe('the Snowball stemmers, for any word', () => {
  test('never throw, and give a non-empty stem for a non-empty word', () => {
    fc.assert(
      fc.property(word, language, (w, lang) => {
        expect(stem(w, lang).length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  test('leave no marker letters behind: the stem of a lower-case word is lower-case', () => {
    fc.assert(
      fc.property(word, language, (w, lang) => {
        const lower = w.toLowerCase();
        expect(stem(lower, lang)).toBe(stem(lower, lang).toLowerCase());
      }),
      { numRuns: 3000 },
    );
  });

  test('never grow a word, except that German writes ß as ss', () => {
    fc.assert(
      fc.property(word, language, (w, lang) => {
        const lower = w.toLowerCase();
        const extra = lang === 'de' ? [...lower].filter((c) => c === 'ß').length : 0;
        expect([...stem(lower, lang)].length).toBeLessThanOrEqual([...lower].length + extra);
      }),
      { numRuns: 3000 },
    );
  });

  test('are case-insensitive, like PostgreSQL, which lower-cases first', () => {
    fc.assert(
      fc.property(word, language, (w, lang) => {
        expect(stem(w.toUpperCase(), lang)).toBe(stem(w.toUpperCase().toLowerCase(), lang));
      }),
    );
  });

  // Snowball is not idempotent, so neither is this (checked on real articles: about 4 % of words).
  test('are not idempotent: a stem can be stemmed further', () => {
    expect(stem('zinsen', 'de')).toBe('zins');
    expect(stem('zins', 'de')).toBe('zin');
    expect(stem(stem('preceding', 'en'), 'en')).not.toBe(stem('preceding', 'en'));
  });
});

describe('stem, as PostgreSQL text search', () => {
  test('a word with an ASCII digit is a numword: lower-cased, not stemmed', () => {
    expect(stem('1990s', 'en')).toBe('1990s');
    expect(stem('MP3s', 'en')).toBe('mp3s');
  });
  test('a word over 1000 UTF-8 bytes is not stemmed', () => {
    expect(stem(`ä${'b'.repeat(1000)}en`, 'de')).toBe(`ä${'b'.repeat(1000)}en`);
    expect(stem(`ä${'b'.repeat(900)}en`, 'de')).toBe(`a${'b'.repeat(900)}`);
  });
  test('other languages are only lower-cased (the simple configuration)', () => {
    expect(stem('Banks', 'other')).toBe('banks');
  });
});
