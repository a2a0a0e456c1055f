import { describe, expect, test } from '@jest/globals';
import { INDEXED_WORDS_VERSION, indexedWords, MAX_POSITION, MAX_POSITIONS_PER_LEXEME, stemmedLexeme, exactLexeme } from './indexed-words';

const entries = (map: ReadonlyMap<string, readonly number[]>) => Object.fromEntries([...map].map(([k, v]) => [k, [...v]]));

describe('indexedWords', () => {
  test('one position per word, stemmed in the language and unstemmed, case folded', () => {
    const words = indexedWords(['Zinsen steigen', 'Die Zinsen'], 'de');
    expect(entries(words.stemmed)).toEqual({ zins: [1, 5], steig: [2], die: [4] });
    expect(entries(words.exact)).toEqual({ zinsen: [1, 5], steigen: [2], die: [4] });
  });

  test('an empty position between texts, also after an empty one, so a phrase never spans two', () => {
    expect(entries(indexedWords(['', 'body'], 'en').exact)).toEqual({ body: [2] });
    expect(entries(indexedWords(['title', '', 'pdf'], 'en').exact)).toEqual({ title: [1], pdf: [4] });
  });

  test('positions stop at 16,383 and a word keeps its first 255', () => {
    const text = Array.from({ length: 20_000 }, () => 'the').join(' ');
    const [positions] = [...indexedWords([text, 'after'], 'en').exact.values()];
    expect(positions).toHaveLength(MAX_POSITIONS_PER_LEXEME);
    expect(indexedWords([text, 'after'], 'en').exact.get('after')).toEqual([MAX_POSITION]);
  });

  test('other languages are lower-cased, not stemmed; words with digits are never stemmed', () => {
    expect(stemmedLexeme('Running', 'other')).toBe('running');
    expect(stemmedLexeme('Running', 'en')).toBe('run');
    expect(stemmedLexeme('1990s', 'en')).toBe('1990s');
    expect(exactLexeme('Ärzte')).toBe('ärzte');
  });
});

/**
 * Stored documents are indexed again when INDEXED_WORDS_VERSION rises (search-vector-refresh.ts).
 * If this fails, a change altered the lexemes core gives: raise the version, then pin the new
 * fingerprint here, so every stored document is indexed again with the new words.
 */
test('the lexemes of a fixed sample are those of INDEXED_WORDS_VERSION', () => {
  const sample = [
    ['en', 'The governments were running markets, generously; 1990s mp3 CAFÉ naïve'],
    ['de', 'Die Sprecherin sagte zuerst, aktuell würden Ärzte und Straßenbahnen gebraucht'],
    ['fr', "L'inflation économique des États-Unis : santé, élections, l’écologie"],
    ['other', 'İstanbul ÆØÅ Ünïcödé Ωμέγα Привет'],
  ] as const;
  const lexemes = sample.map(([language, text]) => {
    const words = indexedWords([text], language);
    return [language, entries(words.stemmed), entries(words.exact)];
  });
  const fingerprint = fnv1a(JSON.stringify(lexemes));
  expect({ version: INDEXED_WORDS_VERSION, fingerprint }).toEqual({ version: 2, fingerprint: PINNED });
});
const PINNED = '2d1d2bb8';

/** 32-bit FNV-1a of the UTF-16 units, in hex: a stable fingerprint without Node's crypto (core runs in browsers too). */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};
