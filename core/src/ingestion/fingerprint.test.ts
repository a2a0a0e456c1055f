import { describe, expect, test } from '@jest/globals';
import { CANDIDATE_DISTANCE, contentHash, fromSigned64, hammingDistance, isNearDuplicateText, simhash, toSigned64 } from './fingerprint';

const wire = `Swiss National Bank keeps its policy rate unchanged at 0.5 percent, citing easing inflation and a strong franc.
The central bank said it remained willing to intervene in the foreign exchange market as necessary. Economists had expected
the decision after consumer prices rose by 0.7 percent in October. Chairman Martin Schlegel told reporters in Zurich that
the outlook for the Swiss economy remained uncertain because of tariffs imposed by the United States on Swiss exports.`;

describe('fingerprints', () => {
  test('the content hash ignores case, punctuation and spacing, nothing else', () => {
    expect(contentHash('SNB holds rate', wire)).toBe(contentHash('snb  holds rate!', wire.toUpperCase()));
    expect(contentHash('SNB holds rate', wire)).not.toBe(contentHash('SNB cuts rate', wire));
  });

  test('a wire copy with a changed sentence ending stays a near-duplicate; another article does not', () => {
    const copy = wire.replace('as necessary.', 'if needed.').replace('Chairman', 'SNB chairman');
    const other =
      'FC Basel won 3-1 against Young Boys on Sunday evening in front of 30,000 spectators at St. Jakob-Park, moving to second place in the Super League table.';
    expect(hammingDistance(simhash(wire), simhash(wire))).toBe(0);
    expect(hammingDistance(simhash(wire), simhash(copy))).toBeLessThanOrEqual(CANDIDATE_DISTANCE);
    expect(isNearDuplicateText(wire, copy)).toBe(true);
    expect(isNearDuplicateText(wire, other)).toBe(false);
  });

  test('fingerprints survive a signed 64-bit round trip (PostgreSQL bigint)', () => {
    const a = simhash(wire);
    expect(fromSigned64(toSigned64(a))).toBe(a);
    expect(toSigned64(0xffffffffffffffffn)).toBe(-1n);
  });

  test('empty text has the empty fingerprint', () => {
    expect(simhash('  ')).toBe(0n);
  });
});
