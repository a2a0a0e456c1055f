import { describe, expect, test } from '@jest/globals';
import { nameHasWords, phraseOf, wordsOf } from './suggestion-words';

describe('wordsOf', () => {
  test('splits on spaces and the punctuation of names, each word once', () => {
    expect(wordsOf('baden-wurttemberg')).toEqual(['baden', 'wurttemberg']);
    expect(wordsOf('procter & gamble')).toEqual(['procter', 'gamble']);
    expect(wordsOf('dr. ruth  dr. ruth')).toEqual(['dr', 'ruth']);
    expect(wordsOf("o'neill")).toEqual(['o', 'neill']);
    expect(wordsOf('  ')).toEqual([]);
  });
});

describe('nameHasWords', () => {
  test('every typed word starts a word of the name, in any order', () => {
    expect(nameHasWords('angela merkel', ['merk'])).toBe(true);
    expect(nameHasWords('angela merkel', ['merkel', 'ang'])).toBe(true);
    expect(nameHasWords('angela merkel', ['erkel'])).toBe(false);
    expect(nameHasWords('angela merkel', ['angela', 'scholz'])).toBe(false);
  });
});

describe('phraseOf', () => {
  test('two or more typed words become one quoted phrase', () => {
    expect(phraseOf('  Angela   Merk ')).toBe('"Angela Merk"');
    expect(phraseOf('"Angela Merkel"')).toBe('"Angela Merkel"');
    expect(phraseOf('Merkel')).toBeNull();
  });
});
