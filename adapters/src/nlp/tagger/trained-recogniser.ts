import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { SpanCandidate } from '../cue-context';
import type { CueLexicon } from '../cue-lexicon';
import type { TextToken } from '../text-tokens';
import { unpackModel, type LoadedModel } from './model-file';
import { featureTokens, sentenceRanges } from './recogniser-input';
import { bioSpans, viterbi } from './sequence-tagger';
import { FEATURE_VERSION, FeatureHasher } from './token-features';

/** Where `npm run ner:train` writes the models (scripts/ner-train.ts): beside this folder in the source tree. */
export const MODEL_DIR = path.resolve(import.meta.dirname, '../model');

/**
 * The folder to read models from: NEWSDESK_NER_MODEL_DIR if set, else the source tree's. The
 * production build bundles this file into app-shell/dist/server (ADR 0010), from where the source
 * tree's folder is three levels up.
 */
function modelDir(): string {
  const candidates = [
    process.env.NEWSDESK_NER_MODEL_DIR,
    MODEL_DIR,
    path.resolve(import.meta.dirname, '../../../adapters/src/nlp/model'),
  ].filter((dir): dir is string => dir !== undefined && dir !== '');
  return candidates.find((dir) => existsSync(path.join(dir, 'ner-en.bin.gz'))) ?? MODEL_DIR;
}

export const modelFile = (language: string, dir: string = MODEL_DIR): string => path.join(dir, `ner-${language}.bin.gz`);

const KINDS: Readonly<Record<'PER' | 'ORG' | 'LOC', EntityKind>> = { PER: 'person', ORG: 'organization', LOC: 'location' };

/** The trained PER/ORG/LOC tagger of one language, applied sentence by sentence. */
export class TrainedRecogniser {
  private readonly hasher: FeatureHasher;

  constructor(
    private readonly model: LoadedModel,
    lexicon: CueLexicon,
  ) {
    if (model.header.about.featureVersion !== FEATURE_VERSION) {
      throw new Error(`NER model for ${model.header.language} was trained with other features: run npm run ner:train`);
    }
    this.hasher = new FeatureHasher(lexicon, model.header.buckets, model.casing, model.clusters);
  }

  /** Entity spans over `tokens`, given what the gazetteer and the cue rules found there. */
  spans(
    tokens: readonly TextToken[],
    listed: readonly { from: number; to: number; kind: EntityKind }[],
    cues: readonly SpanCandidate[],
  ): { from: number; to: number; kind: EntityKind }[] {
    const annotated = featureTokens(tokens, listed, cues);
    const found: { from: number; to: number; kind: EntityKind }[] = [];
    for (const [from, to] of sentenceRanges(tokens)) {
      const features = this.hasher.sentence(annotated.slice(from, to));
      for (const span of bioSpans(viterbi(this.model.weights, features))) {
        found.push({ from: from + span.from, to: from + span.to, kind: KINDS[span.type] });
      }
    }
    return found;
  }
}

const loaded = new Map<string, LoadedModel | undefined>();

/** A language's model, read once per process; undefined when no model file exists. */
export function loadModel(language: 'en' | 'de' | 'fr'): LoadedModel | undefined {
  if (!loaded.has(language)) {
    const file = modelFile(language, modelDir());
    loaded.set(language, existsSync(file) ? unpackModel(readFileSync(file)) : undefined);
  }
  return loaded.get(language);
}
