import { CueContext } from '../cue-context';
import type { CueLexicon } from '../cue-lexicon';
import { cueSpans } from '../cue-spans';
import type { Gazetteer } from '../gazetteer';
import { corpusTextTokens, featureTokens } from './recogniser-input';
import { tagIndex, type TrainingSentence } from './sequence-tagger';
import type { FeatureHasher } from './token-features';
import type { LabelledSentence } from './training-corpora';

/**
 * A corpus sentence as the tagger will see it in production: the gazetteer and the cue rules run
 * over its tokens first, exactly as NewsEntityExtractor runs them over a document.
 */
export function trainingSentence(
  sentence: LabelledSentence,
  gazetteer: Gazetteer,
  lexicon: CueLexicon,
  hasher: FeatureHasher,
): TrainingSentence {
  const tokens = corpusTextTokens(sentence.words);
  const listed = gazetteer.findAll(tokens);
  const claims = new Array(tokens.length).fill(undefined);
  for (const match of listed) claims.fill(match.kind, match.from, match.to);
  const cues = cueSpans(new CueContext(tokens, lexicon, claims));
  return {
    features: hasher.sentence(featureTokens(tokens, listed, cues)),
    tags: sentence.tags.map(tagIndex),
  };
}
