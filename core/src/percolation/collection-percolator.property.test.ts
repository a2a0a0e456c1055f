import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { CollectionPercolator } from './collection-percolator';
import { matchesCollection } from './matches-collection';
import { NOW, aCollectionSearch, aNewsDocument } from './testing/percolation.arbitraries';

const collections = fc.uniqueArray(fc.record({ id: fc.uuid({ version: 4 }), search: aCollectionSearch() }), {
  minLength: 1,
  maxLength: 30,
  selector: (c) => c.id,
});
const documents = fc.array(aNewsDocument(), { minLength: 1, maxLength: 8 });

describe('the percolator agrees with the brute-force oracle', () => {
  // 0: every wildcard goes through the prefix and trigram index; default: few wildcards are verified one by one
  test.each([0, undefined])(
    'for generated collections and documents: the index narrows, never drops a match (wildcards verified directly below %s)',
    (verifyDirectlyBelow) => {
      let matchedSomething = 0;
      fc.assert(
        fc.property(collections, documents, (cs, ds) => {
          const percolator = new CollectionPercolator({ verifyDirectlyBelow });
          for (const c of cs) percolator.upsert(c);
          for (const d of ds) {
            const expected = cs
              .filter((c) => matchesCollection(c.search, d, NOW))
              .map((c) => c.id)
              .sort();
            expect(percolator.match(d, NOW).sort()).toEqual(expected);
            if (expected.length) matchedSomething++;
          }
        }),
        { numRuns: 400, seed: 5_2026 },
      );
      // the generators are worth something only if matches happen often
      expect(matchedSomething).toBeGreaterThan(200);
    },
  );

  test('after collections are replaced and removed', () => {
    fc.assert(
      fc.property(collections, collections, documents, fc.integer({ min: 0, max: 29 }), (cs, replacements, ds, removeCount) => {
        const percolator = new CollectionPercolator({ verifyDirectlyBelow: 0 });
        for (const c of cs) percolator.upsert(c);
        // the same ids get new searches, then some are removed
        const current = cs.map((c, i) => ({ id: c.id, search: replacements[i % replacements.length]!.search }));
        for (const c of current) percolator.upsert(c);
        const removed = new Set(current.slice(0, removeCount).map((c) => c.id));
        for (const id of removed) percolator.remove(id);
        const kept = current.filter((c) => !removed.has(c.id));
        expect(percolator.size).toBe(kept.length);
        for (const d of ds) {
          expect(percolator.match(d, NOW).sort()).toEqual(
            kept
              .filter((c) => matchesCollection(c.search, d, NOW))
              .map((c) => c.id)
              .sort(),
          );
        }
      }),
      { numRuns: 150, seed: 7_2026 },
    );
  });

  test('at any instant: relative time frames move with now', () => {
    fc.assert(
      fc.property(collections, documents, fc.integer({ min: -2 * 3_600_000, max: 40 * 24 * 3_600_000 }), (cs, ds, shift) => {
        const now = new Date(NOW.getTime() + shift);
        const percolator = new CollectionPercolator();
        for (const c of cs) percolator.upsert(c);
        for (const d of ds)
          expect(percolator.match(d, now).sort()).toEqual(
            cs
              .filter((c) => matchesCollection(c.search, d, now))
              .map((c) => c.id)
              .sort(),
          );
      }),
      { numRuns: 150, seed: 11_2026 },
    );
  });
});
