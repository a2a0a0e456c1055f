/**
 * A first-order sequence labeller over BIO tags: an averaged structured perceptron (Collins 2002)
 * with hashed sparse features, decoded by Viterbi under BIO constraints. Features do not depend
 * on tags, so a token is a list of feature buckets; each bucket holds one weight per tag.
 * See docs/decisions/0021-trained-entity-recogniser.md for why this is written here.
 */
import { seededRandom } from '@newsdesk/core/shared/seeded-random';

export const TAGS = ['O', 'B-PER', 'I-PER', 'B-ORG', 'I-ORG', 'B-LOC', 'I-LOC'] as const;
export type BioTag = (typeof TAGS)[number];
export const TAG_COUNT = TAGS.length;
const TAG_INDEX: ReadonlyMap<string, number> = new Map(TAGS.map((tag, i) => [tag, i]));

export function tagIndex(tag: string): number {
  return TAG_INDEX.get(tag) ?? 0;
}

/** I-X may only follow B-X or I-X; nothing may start with I-X. */
export function allowedTransition(from: number | undefined, to: number): boolean {
  const next = TAGS[to] as BioTag;
  if (!next.startsWith('I-')) return true;
  if (from === undefined) return false;
  return (TAGS[from] as BioTag).slice(2) === next.slice(2);
}

/** The scores a decoder needs: per-bucket tag weights, transition weights and start weights. */
export interface TaggerWeights {
  /** bucket * TAG_COUNT + tag. */
  readonly emission: ArrayLike<number>;
  /** from * TAG_COUNT + to. */
  readonly transition: ArrayLike<number>;
  readonly start: ArrayLike<number>;
  /**
   * Subtracted from the O score of every token at decoding time. A perceptron trained on few
   * names is precise but misses many; a small bias towards names trades a little precision for
   * more recall. Tried and shipped at 0 (ADR 0021, addendum of 2026-11-28). In the same units as the
   * emission weights.
   */
  readonly outsideBias?: number;
}

/** allowedTransition as a table (from * TAG_COUNT + to), with "from nothing" in the last row. */
const ALLOWED: readonly boolean[] = Array.from({ length: (TAG_COUNT + 1) * TAG_COUNT }, (_, k) =>
  allowedTransition(Math.floor(k / TAG_COUNT) === TAG_COUNT ? undefined : Math.floor(k / TAG_COUNT), k % TAG_COUNT),
);

/** Best tag sequence for one sentence; `features[i]` are the buckets of token i. */
export function viterbi(weights: TaggerWeights, features: readonly ArrayLike<number>[]): number[] {
  const n = features.length;
  if (n === 0) return [];
  const score = new Float64Array(n * TAG_COUNT);
  const back = new Int8Array(n * TAG_COUNT);
  const emit = new Float64Array(TAG_COUNT);
  const outsideBias = weights.outsideBias ?? 0;
  for (let i = 0; i < n; i++) {
    emit.fill(0);
    const buckets = features[i] as ArrayLike<number>;
    for (let k = 0; k < buckets.length; k++) {
      const base = (buckets[k] as number) * TAG_COUNT;
      for (let t = 0; t < TAG_COUNT; t++) emit[t] = (emit[t] as number) + (weights.emission[base + t] as number);
    }
    emit[0] = (emit[0] as number) - outsideBias;
    for (let t = 0; t < TAG_COUNT; t++) {
      if (i === 0) {
        score[t] = ALLOWED[TAG_COUNT * TAG_COUNT + t] ? (weights.start[t] as number) + (emit[t] as number) : Number.NEGATIVE_INFINITY;
        continue;
      }
      let best = Number.NEGATIVE_INFINITY;
      let from = 0;
      for (let p = 0; p < TAG_COUNT; p++) {
        if (!ALLOWED[p * TAG_COUNT + t]) continue;
        const s = (score[(i - 1) * TAG_COUNT + p] as number) + (weights.transition[p * TAG_COUNT + t] as number);
        if (s > best) {
          best = s;
          from = p;
        }
      }
      score[i * TAG_COUNT + t] = best + (emit[t] as number);
      back[i * TAG_COUNT + t] = from;
    }
  }
  let last = 0;
  for (let t = 1; t < TAG_COUNT; t++)
    if ((score[(n - 1) * TAG_COUNT + t] as number) > (score[(n - 1) * TAG_COUNT + last] as number)) last = t;
  const tags = new Array<number>(n);
  tags[n - 1] = last;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * TAG_COUNT + (tags[i] as number)] as number;
  return tags;
}

export interface TrainingSentence {
  features: Int32Array[];
  tags: number[];
}

export interface TrainingOptions {
  buckets: number;
  epochs: number;
  seed: number;
  /** Called after each epoch with the number of sentences whose best sequence was wrong. */
  onEpoch?: (epoch: number, mistakes: number) => void;
}

/**
 * Averaged perceptron with the "lazy" average: alongside each weight w we keep u, the sum of
 * updates times the step at which they happened; the average after c steps is w - u / c.
 */
export function trainPerceptron(sentences: readonly TrainingSentence[], options: TrainingOptions): TaggerWeights {
  const size = options.buckets * TAG_COUNT;
  const w = { emission: new Float64Array(size), transition: new Float64Array(TAG_COUNT * TAG_COUNT), start: new Float64Array(TAG_COUNT) };
  const u = { emission: new Float64Array(size), transition: new Float64Array(TAG_COUNT * TAG_COUNT), start: new Float64Array(TAG_COUNT) };
  const random = seededRandom(options.seed);
  const order = sentences.map((_, i) => i);
  let step = 1;
  const bump = (key: 'emission' | 'transition' | 'start', at: number, by: number): void => {
    w[key][at] = (w[key][at] as number) + by;
    u[key][at] = (u[key][at] as number) + by * step;
  };
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffle(order, random);
    let mistakes = 0;
    for (const index of order) {
      const sentence = sentences[index] as TrainingSentence;
      const predicted = viterbi(w, sentence.features);
      const gold = sentence.tags;
      if (predicted.some((t, i) => t !== gold[i])) {
        mistakes += 1;
        for (let i = 0; i < gold.length; i++) {
          const g = gold[i] as number;
          const p = predicted[i] as number;
          if (g !== p) {
            for (const bucket of sentence.features[i] as Int32Array) {
              bump('emission', bucket * TAG_COUNT + g, 1);
              bump('emission', bucket * TAG_COUNT + p, -1);
            }
          }
          const gPrev = gold[i - 1];
          const pPrev = predicted[i - 1];
          if (i === 0) {
            if (g !== p) {
              bump('start', g, 1);
              bump('start', p, -1);
            }
          } else if (g !== p || gPrev !== pPrev) {
            bump('transition', (gPrev as number) * TAG_COUNT + g, 1);
            bump('transition', (pPrev as number) * TAG_COUNT + p, -1);
          }
        }
      }
      step += 1;
    }
    options.onEpoch?.(epoch, mistakes);
  }
  const average = (a: Float64Array, b: Float64Array): Float64Array => a.map((value, i) => value - (b[i] as number) / step);
  return { emission: average(w.emission, u.emission), transition: average(w.transition, u.transition), start: average(w.start, u.start) };
}

function shuffle(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
}

/** Token ranges of the entities in a tag sequence. */
export function bioSpans(tags: readonly number[]): { from: number; to: number; type: 'PER' | 'ORG' | 'LOC' }[] {
  const spans: { from: number; to: number; type: 'PER' | 'ORG' | 'LOC' }[] = [];
  tags.forEach((t, i) => {
    const tag = TAGS[t] as BioTag;
    if (tag === 'O') return;
    const type = tag.slice(2) as 'PER' | 'ORG' | 'LOC';
    const open = spans[spans.length - 1];
    if (tag.startsWith('I-') && open && open.to === i && open.type === type) open.to = i + 1;
    else spans.push({ from: i, to: i + 1, type });
  });
  return spans;
}
