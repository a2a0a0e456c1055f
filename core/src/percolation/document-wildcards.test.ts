import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { DocumentWildcards } from './document-wildcards';

const letters = fc.constantFrom(...'abcßΣσςéE'.split(''));
const word = fc.array(letters, { minLength: 1, maxLength: 7 }).map((l) => l.join(''));

test.each([0, 8])('prefix and contains answer as a scan of every word would (trigram lists after %s scans)', (scansBeforeGrams) => {
  fc.assert(
    fc.property(
      fc.uniqueArray(word, { maxLength: 12 }),
      fc.array(word, { minLength: 1, maxLength: 12 }),
      fc.boolean(),
      (forms, wanted, caseSensitive) => {
        const wildcards = new DocumentWildcards(forms, caseSensitive, scansBeforeGrams);
        for (const w of wanted) {
          expect(wildcards.startsWith(w)).toBe(forms.some((f) => f.startsWith(w)));
          expect(wildcards.includes(w)).toBe(forms.some((f) => f.includes(w)));
        }
      },
    ),
    { numRuns: 500, seed: 3_2026 },
  );
});
