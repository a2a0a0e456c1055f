import { describe, expect, test } from '@jest/globals';
import { isAllCaps, isCapitalised, tokenize } from './text-tokens';

const texts = (text: string, language: 'en' | 'de' | 'fr'): string[] => tokenize(text, language).map((t) => t.text);

describe('tokenize', () => {
  test('keeps abbreviations and hyphenated names whole, with offsets into the text', () => {
    const tokens = tokenize('Die U.S.-Börse und der Verein e.V. in Baden-Württemberg.', 'de');
    expect(tokens.map((t) => t.text)).toEqual([
      'Die',
      'U.S.',
      '-',
      'Börse',
      'und',
      'der',
      'Verein',
      'e.V.',
      'in',
      'Baden-Württemberg',
      '.',
    ]);
    const last = tokens[9];
    expect(last && 'Die U.S.-Börse und der Verein e.V. in Baden-Württemberg.'.slice(last.start, last.end)).toBe('Baden-Württemberg');
  });

  test('splits French elisions and glued clitics, English possessives', () => {
    expect(texts("l'Élysée et d'Orsay, a dit-il", 'fr')).toEqual(["l'", 'Élysée', 'et', "d'", 'Orsay', ',', 'a', 'dit', '-', 'il']);
    expect(texts("Merkel's visit", 'en')).toEqual(['Merkel', "'s", 'visit']);
  });

  test('marks sentence starts, but not after titles or ordinals', () => {
    const tokens = tokenize('Er kam. Dann ging Dr. Meier zum 1. FC Köln.\nHeute nicht.', 'de');
    const initial = tokens.filter((t) => t.sentenceInitial).map((t) => t.text);
    expect(initial).toEqual(['Er', 'Dann', 'Heute']);
  });
});

describe('capitals', () => {
  test('isCapitalised and isAllCaps', () => {
    expect(isCapitalised('Élysée')).toBe(true);
    expect(isCapitalised('élysée')).toBe(false);
    expect(isAllCaps('UNO')).toBe(true);
    expect(isAllCaps('AfD')).toBe(false);
    expect(isAllCaps('A')).toBe(false);
  });
});
