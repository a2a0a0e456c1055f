import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { BASIS_HIGH, BASIS_LOW, fnv1a32, normaliseText, simhash } from './fingerprint';

/**
 * simhash by its definition, written the plain way (the form it had before it counted set bits
 * and hashed shingles without joining them; fnv1a32 of each joined shingle is the definition's
 * hash): stored fingerprints of earlier documents must keep finding their copies, so the fast
 * form may not change a single bit.
 */
const definition = (text: string): bigint => {
  const words = normaliseText(text).split(' ').filter(Boolean);
  if (words.length === 0) return 0n;
  const shingles = words.length <= 3 ? [words.join(' ')] : words.slice(2).map((_, i) => words.slice(i, i + 3).join(' '));
  const weights = new Array<number>(64).fill(0);
  for (const shingle of shingles) {
    const low = fnv1a32(shingle, BASIS_LOW);
    const high = fnv1a32(shingle, BASIS_HIGH);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit]! += (low >>> bit) & 1 ? 1 : -1;
      weights[bit + 32]! += (high >>> bit) & 1 ? 1 : -1;
    }
  }
  let value = 0n;
  for (let bit = 63; bit >= 0; bit--) value = (value << 1n) | (weights[bit]! > 0 ? 1n : 0n);
  return value;
};

const word = fc.stringMatching(/^[a-zäöüéèçß0-9']{1,9}$/);
const text = fc.array(fc.oneof(word, fc.constantFrom(' ', '  ', ', ', '.\n', '—', 'Ärzte', 'ÉCOLOGIQUE', '’s', '😀')), { maxLength: 60 });

describe('simhash', () => {
  test('gives the bits of its definition for any text: none, one, two, three and many words', () => {
    fc.assert(
      fc.property(text, (parts) => {
        const joined = parts.join(' ');
        expect(simhash(joined)).toBe(definition(joined));
      }),
      { numRuns: 2_000, seed: 20261127 },
    );
  });

  test('gives the bits of its definition for a long article', () => {
    const article = Array.from({ length: 3_000 }, (_, i) => `wort${(i * 7919) % 613} über, l'économie`).join(' ');
    expect(simhash(article)).toBe(definition(article));
    expect(simhash('one')).toBe(definition('one'));
    expect(simhash('one two')).toBe(definition('one two'));
  });
});
