import { describe, expect, test } from '@jest/globals';
import { buildWordClusters, lookUpCluster, parseClusters, serialiseClusters } from './word-clusters';

/** Places after "flew to", fruit after "ate a", people before "said": three kinds of context. */
const TEXTS = Array.from({ length: 6 }, (_, k) =>
  [
    `We flew to Paris on day ${k}. We flew to Berlin on day ${k}. We flew to Rome on day ${k}.`,
    'She ate a pear slowly. She ate a plum slowly. She ate a fig slowly.',
    'Then Smith said no. Then Jones said no. Then Brown said no.',
  ].join('\n'),
);

const sharedPrefix = (a = '', b = ''): number => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n += 1;
  return n;
};

describe('buildWordClusters', () => {
  const clusters = buildWordClusters(TEXTS, 'en', { minCount: 3, contextWords: 10, leafSize: 1 });

  test('words of the same contexts share a longer path than words of other contexts', () => {
    const paris = clusters.get('Paris');
    expect(sharedPrefix(paris, clusters.get('Berlin'))).toBeGreaterThan(sharedPrefix(paris, clusters.get('pear')));
    expect(sharedPrefix(paris, clusters.get('Rome'))).toBeGreaterThan(sharedPrefix(paris, clusters.get('Smith')));
    expect(sharedPrefix(clusters.get('pear'), clusters.get('fig'))).toBeGreaterThan(
      sharedPrefix(clusters.get('pear'), clusters.get('Jones')),
    );
    for (const bits of clusters.values()) expect(bits).toMatch(/^[01]+$/);
  });

  test('is deterministic, and leaves out numbers and rare words', () => {
    expect(serialiseClusters(buildWordClusters(TEXTS, 'en', { minCount: 3, contextWords: 10, leafSize: 1 }))).toBe(
      serialiseClusters(clusters),
    );
    expect([...clusters.keys()].some((word) => /\d/.test(word))).toBe(false);
    expect(buildWordClusters(['A lone word.'], 'en').size).toBe(0);
  });

  test('keeps the deepest path within maxDepth and stops at leafSize', () => {
    const shallow = buildWordClusters(TEXTS, 'en', { minCount: 3, contextWords: 10, leafSize: 1, maxDepth: 2 });
    for (const bits of shallow.values()) expect(bits.length).toBeLessThanOrEqual(2);
    const unsplit = buildWordClusters(TEXTS, 'en', { minCount: 3, contextWords: 10, leafSize: 1000 });
    expect(new Set(unsplit.values())).toEqual(new Set(['']));
  });
});

describe('looking up and storing clusters', () => {
  const clusters = new Map([
    ['Paris', '0101'],
    ['the', '11'],
  ]);

  test('falls back from a headline in capitals to the capitalised and the lower-case form', () => {
    expect(lookUpCluster(clusters, 'PARIS')).toBe('0101');
    expect(lookUpCluster(clusters, 'The')).toBe('11');
    expect(lookUpCluster(clusters, 'Lyon')).toBeUndefined();
  });

  test('round-trips through the model header text, sorted', () => {
    const text = serialiseClusters(clusters);
    expect(text).toBe('Paris\t0101\nthe\t11');
    expect(parseClusters(text)).toEqual(clusters);
    expect(parseClusters(undefined).size).toBe(0);
  });
});
