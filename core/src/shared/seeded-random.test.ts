import { describe, expect, test } from '@jest/globals';
import { seededRandom } from './seeded-random';

const draws = (seed: number, n: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => random());
};

describe('seededRandom', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    expect(draws(42, 5)).toEqual(draws(42, 5));
    expect(draws(43, 5)).not.toEqual(draws(42, 5));
  });

  test('draws lie in [0, 1)', () => {
    for (const value of draws(7, 1000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
