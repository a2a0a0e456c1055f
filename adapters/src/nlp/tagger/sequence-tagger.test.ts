import { describe, expect, test } from '@jest/globals';
import { ENGLISH_LEXICON } from '../lexicon-en';
import { packModel, unpackModel } from './model-file';
import { corpusTextTokens, featureTokens } from './recogniser-input';
import { allowedTransition, bioSpans, TAG_COUNT, TAGS, tagIndex, trainPerceptron, viterbi, type TrainingSentence } from './sequence-tagger';
import { FeatureHasher } from './token-features';

const BUCKETS = 1 << 12;
const hasher = new FeatureHasher(ENGLISH_LEXICON, BUCKETS);

/** A tiny synthetic corpus: names after "Mr" are persons, after "in" places, before "Inc" companies. */
const CORPUS: [string, string][] = [
  ['Mr Smith lives in Paris .', 'O B-PER O O B-LOC O'],
  ['Mr Jones works at Acme Inc .', 'O B-PER O O B-ORG I-ORG O'],
  ['She moved to Berlin with Mr Brown .', 'O O O B-LOC O O B-PER O'],
  ['Globex Inc opened in Rome .', 'B-ORG I-ORG O O B-LOC O'],
  ['Mr Smith met Mr Jones in Berlin .', 'O B-PER O O B-PER O B-LOC O'],
  ['the office is in Paris and Rome .', 'O O O O B-LOC O B-LOC O'],
  ['yesterday Mr White spoke in Oslo .', 'O O B-PER O O B-LOC O'],
  ['Mr Green visited Initech Inc in Lima .', 'O B-PER O B-ORG I-ORG O B-LOC O'],
  ['Mr Black and Mr Grey stayed in Bern .', 'O B-PER O O B-PER O O B-LOC O'],
];

function sentence(text: string, tags: string): TrainingSentence {
  const tokens = corpusTextTokens(text.split(' '));
  return { features: hasher.sentence(featureTokens(tokens, [], [])), tags: tags.split(' ').map(tagIndex) };
}

const corpus = CORPUS.map(([text, tags]) => sentence(text, tags));
const train = (): ReturnType<typeof trainPerceptron> => trainPerceptron(corpus, { buckets: BUCKETS, epochs: 10, seed: 7 });

describe('averaged structured perceptron', () => {
  test('learns a tiny synthetic set and decodes it back', () => {
    const weights = train();
    for (const s of corpus) expect(viterbi(weights, s.features)).toEqual(s.tags);
  });

  test('generalises the cue to an unseen name', () => {
    const weights = train();
    const unseen = sentence('Mr Miller lives in Madrid .', 'O B-PER O O B-LOC O');
    expect(bioSpans(viterbi(weights, unseen.features))).toEqual([
      { from: 1, to: 2, type: 'PER' },
      { from: 4, to: 5, type: 'LOC' },
    ]);
  });

  test('is reproducible: the same seed gives the same weights', () => {
    expect(Array.from(train().emission)).toEqual(Array.from(train().emission));
  });
});

describe('Viterbi under BIO constraints', () => {
  test('I-X only after B-X or I-X, never first', () => {
    expect(allowedTransition(undefined, tagIndex('I-PER'))).toBe(false);
    expect(allowedTransition(tagIndex('O'), tagIndex('I-PER'))).toBe(false);
    expect(allowedTransition(tagIndex('B-ORG'), tagIndex('I-PER'))).toBe(false);
    expect(allowedTransition(tagIndex('B-PER'), tagIndex('I-PER'))).toBe(true);
    expect(allowedTransition(tagIndex('I-PER'), tagIndex('B-PER'))).toBe(true);
  });

  test('never outputs an invalid sequence even when emissions prefer one', () => {
    // One bucket per token; emissions say I-PER everywhere, the constraint forces a B- first.
    const emission = new Float64Array(2 * TAG_COUNT);
    emission[tagIndex('I-PER')] = 10;
    emission[TAG_COUNT + tagIndex('I-LOC')] = 10;
    const weights = { emission, transition: new Float64Array(TAG_COUNT * TAG_COUNT), start: new Float64Array(TAG_COUNT) };
    const tags = viterbi(weights, [Int32Array.of(0), Int32Array.of(1)]);
    tags.forEach((t, i) => expect(allowedTransition(i === 0 ? undefined : tags[i - 1], t)).toBe(true));
    expect(viterbi(weights, [])).toEqual([]);
  });

  test('an outside bias turns a near miss into a name, and only a near miss', () => {
    // Token 0 leans to O by 2, token 1 by 20: a bias of 5 tags the first as a person, not the second.
    const emission = new Float64Array(2 * TAG_COUNT);
    emission[tagIndex('O')] = 2;
    emission[TAG_COUNT + tagIndex('O')] = 20;
    const weights = { emission, transition: new Float64Array(TAG_COUNT * TAG_COUNT), start: new Float64Array(TAG_COUNT) };
    const features = [Int32Array.of(0), Int32Array.of(1)];
    expect(viterbi(weights, features).map((t) => TAGS[t])).toEqual(['O', 'O']);
    expect(viterbi({ ...weights, outsideBias: 5 }, features).map((t) => TAGS[t])).toEqual(['B-PER', 'O']);
  });

  test('bioSpans reads spans back', () => {
    expect(bioSpans(['B-PER', 'I-PER', 'O', 'B-LOC', 'B-LOC'].map(tagIndex))).toEqual([
      { from: 0, to: 2, type: 'PER' },
      { from: 3, to: 4, type: 'LOC' },
      { from: 4, to: 5, type: 'LOC' },
    ]);
  });
});

describe('model file', () => {
  test('round-trips: the loaded model decodes as the trained one', () => {
    const weights = train();
    const file = packModel(weights, { language: 'en', buckets: BUCKETS, about: { test: true } });
    const loaded = unpackModel(file);
    expect(loaded.header.language).toBe('en');
    expect(loaded.header.about).toEqual({ test: true });
    expect(loaded.weights.emission).toBeInstanceOf(Int8Array);
    expect(loaded.clusters.size).toBe(0);
    for (const s of corpus) expect(viterbi(loaded.weights, s.features)).toEqual(viterbi(weights, s.features));
  });

  test('keeps the outside bias, in the units of the stored weights', () => {
    const weights = train();
    const loaded = unpackModel(packModel({ ...weights, outsideBias: 3 }, { language: 'en', buckets: BUCKETS, about: {} }));
    expect(loaded.header.outsideBias).toBe(3);
    expect(loaded.weights.outsideBias).toBeCloseTo(3 / loaded.header.scale, 9);
    expect(unpackModel(packModel(weights, { language: 'en', buckets: BUCKETS, about: {} })).header.outsideBias).toBeUndefined();
  });

  test('keeps the word clusters in the header', () => {
    const clusters = new Map([
      ['Paris', '0101'],
      ['Bonn', '0100'],
    ]);
    const loaded = unpackModel(packModel(train(), { language: 'en', buckets: BUCKETS, about: {} }, new Map(), clusters));
    expect(loaded.clusters).toEqual(clusters);
  });

  test('rejects a file that is not a model', () => {
    expect(() =>
      unpackModel(packModel({ emission: [], transition: [], start: [] }, { language: 'x', buckets: 0, about: {} }).subarray(1)),
    ).toThrow();
  });
});
