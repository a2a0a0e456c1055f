import { describe, expect, test } from '@jest/globals';
import { GERMAN_LEXICON } from '../lexicon-de';
import { corpusTextTokens, featureTokens, sentenceRanges } from './recogniser-input';
import { clusterFeatureNames, FeatureHasher, hashFeature, longShape, mix, shortShape, wordFeatureNames } from './token-features';

describe('word shapes', () => {
  test('collapse runs of one character class', () => {
    expect(shortShape('Merkel')).toBe('Xx');
    expect(shortShape('EU-Gipfel')).toBe('X-Xx');
    expect(shortShape('1996')).toBe('d');
    expect(longShape('Merkel')).toBe('Xxxxxx');
    expect(longShape('VfB')).toBe('XxX');
  });
});

describe('word features', () => {
  test('affixes, lexicon membership and capitals', () => {
    const names = wordFeatureNames('Bundeskanzlerin', GERMAN_LEXICON);
    expect(names).toEqual(expect.arrayContaining(['p4=bund', 's3=rin', 'title', 'sh=Xx']));
    expect(wordFeatureNames('GmbH', GERMAN_LEXICON)).toContain('legal-form');
    expect(wordFeatureNames('SPD', GERMAN_LEXICON)).toContain('allcaps');
  });

  test('hashing is stable and mixing is order-sensitive', () => {
    expect(hashFeature('w=berlin')).toBe(hashFeature('w=berlin'));
    expect(mix(1, 2)).not.toBe(mix(2, 1));
  });
});

describe('FeatureHasher', () => {
  const hasher = new FeatureHasher(GERMAN_LEXICON, 1 << 16);

  test('gives every token its buckets, inside the table', () => {
    const tokens = featureTokens(corpusTextTokens('Olaf Scholz besucht Paris .'.split(' ')), [{ from: 3, to: 4, kind: 'location' }], []);
    const features = hasher.sentence(tokens);
    expect(features).toHaveLength(5);
    for (const buckets of features) for (const b of buckets) expect(b).toBeLessThan(1 << 16);
  });

  test('context and the gazetteer tag change the features of the same word', () => {
    const a = hasher.sentence(featureTokens(corpusTextTokens(['in', 'Essen']), [], []))[1] as Int32Array;
    const b = hasher.sentence(featureTokens(corpusTextTokens(['das', 'Essen']), [], []))[1] as Int32Array;
    const c = hasher.sentence(
      featureTokens(corpusTextTokens(['in', 'Essen']), [{ from: 1, to: 2, kind: 'location' }], []),
    )[1] as Int32Array;
    expect(Array.from(a)).not.toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(c));
  });

  test('a word cluster adds its path prefixes to the word and to its neighbours', () => {
    expect(clusterFeatureNames('1011001110')).toEqual(['c4=1011', 'c6=101100', 'c10=1011001110', 'c20=1011001110']);
    expect(clusterFeatureNames(undefined)).toEqual(['c=none']);
    const clustered = new FeatureHasher(GERMAN_LEXICON, 1 << 16, new Map(), new Map([['Essen', '0110']]));
    const tokens = featureTokens(corpusTextTokens(['in', 'Essen', 'war']), [], []);
    const plain = hasher.sentence(tokens);
    const withClusters = clustered.sentence(tokens);
    for (const i of [0, 1, 2]) expect(Array.from(withClusters[i] as Int32Array)).not.toEqual(Array.from(plain[i] as Int32Array));
  });

  test('rejects a table size that is not a power of two', () => {
    expect(() => new FeatureHasher(GERMAN_LEXICON, 1000)).toThrow();
  });
});

describe('recogniser input', () => {
  test('marks gazetteer and cue spans as BIO tags and finds sentences', () => {
    const tokens = corpusTextTokens('Die Deutsche Bank AG'.split(' '));
    const annotated = featureTokens(
      tokens,
      [{ from: 1, to: 3, kind: 'organization' }],
      [{ from: 1, to: 4, kind: 'organization', strength: 2 }],
    );
    expect(annotated.map((t) => t.gazetteer)).toEqual([undefined, 'B-organization', 'I-organization', undefined]);
    expect(annotated.map((t) => t.cue)).toEqual([undefined, 'B-organization', 'I-organization', 'I-organization']);
    expect(sentenceRanges([...tokens, ...corpusTextTokens(['Sie', 'kam'])])).toEqual([
      [0, 4],
      [4, 6],
    ]);
  });
});
