import type { CueLexicon } from '../cue-lexicon';
import { isGivenName } from '../given-names';
import { isAllCaps, isCapitalised } from '../text-tokens';
import type { CasingProfile } from './casing-profile';
import { lookUpCluster, type WordClusters } from './word-clusters';

/** What the feature templates see of a token: its text plus the old extractor's opinion of it. */
export interface FeatureToken {
  text: string;
  /** First word of its sentence. */
  sentenceInitial: boolean;
  /** BIO tag of a gazetteer match covering the token, e.g. "B-person". */
  gazetteer?: string;
  /** BIO tag of a cue-rule span covering the token, e.g. "I-organization". */
  cue?: string;
}

/** Bumped whenever a template changes, so an old model file is not read with new features. */
export const FEATURE_VERSION = 4;

/** "Merkel" → "Xx", "EU-Gipfel" → "X-Xx", "1996" → "d": runs of one character class collapsed. */
export function shortShape(word: string): string {
  let shape = '';
  for (const char of word) {
    const cls = /\p{Lu}/u.test(char) ? 'X' : /\p{Ll}/u.test(char) ? 'x' : /\p{N}/u.test(char) ? 'd' : char;
    if (!shape.endsWith(cls)) shape += cls;
  }
  return shape;
}

/** The same classes without collapsing, at most six characters: "Xxxxxx", "XX", "dddd". */
export function longShape(word: string): string {
  let shape = '';
  for (const char of word.slice(0, 6)) shape += /\p{Lu}/u.test(char) ? 'X' : /\p{Ll}/u.test(char) ? 'x' : /\p{N}/u.test(char) ? 'd' : char;
  return shape;
}

/** 32-bit FNV-1a over UTF-16 code units: cheap and stable across runs and machines. */
export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes two 32-bit codes into one (a feature made of two parts: a template and a value, or two words). */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** What is known of a word regardless of where it stands, computed once per distinct word. */
interface WordCodes {
  word: number;
  shape: number;
  /** Coarse class for context: function word, title, capitalised, other. */
  kind: number;
  given: boolean;
  title: boolean;
  legalForm: boolean;
  placePreposition: boolean;
  /** The word's casing profile code (casing-profile.ts); 0 when unseen. */
  casing: number;
  /** Casing code with the token's own capitals: all caps, capitalised. */
  casingShape: number;
  /** The first bits of the word's cluster (word-clusters.ts), for its neighbours' features. */
  cluster: number;
  /** Codes of the features that depend on the word alone (shape, affixes, lexicon membership). */
  own: number[];
}

const T = Object.fromEntries(
  [
    'bias',
    'w',
    'w-1',
    'w+1',
    'w-2',
    'w+2',
    'w-1w',
    'ww+1',
    'sh-1',
    'sh+1',
    'sh3',
    'k',
    'init',
    'gz',
    'gz-1',
    'gz+1',
    'cue',
    'cue-1',
    'cue+1',
    'after-title',
    'after-given',
    'before-legal-form',
    'after-place-preposition',
    'cl-1',
    'cl+1',
  ].map((name) => [name, hashFeature(`template:${name}`)]),
) as Record<string, number>;
/** Bit-string prefixes of a word's cluster used as features, coarse to fine (the last is the whole path). */
export const CLUSTER_PREFIXES = [4, 6, 10, 20] as const;
const NEIGHBOUR_PREFIX = 6;
const START = hashFeature('<s>');
const END = hashFeature('</s>');
const NONE = hashFeature('O');
const CACHE_LIMIT = 200_000;
const TAG_CODES = new Map<string, number>();

function tagCode(tag: string | undefined): number {
  if (tag === undefined) return NONE;
  let code = TAG_CODES.get(tag);
  if (code === undefined) {
    code = hashFeature(tag);
    TAG_CODES.set(tag, code);
  }
  return code;
}

/**
 * Hashed features of the tokens of one sentence: the word, its shape, prefixes and suffixes up
 * to four letters, neighbours at ±1 and ±2, word and shape bigrams, capitals at the start of a
 * sentence, the cue lexicon, and the gazetteer's and cue rules' BIO tags at -1, 0 and +1.
 * Word-level codes are cached, so a text costs a few integer mixes per token.
 */
export class FeatureHasher {
  private readonly cache = new Map<string, WordCodes>();
  private readonly mask: number;

  constructor(
    private readonly lexicon: CueLexicon,
    readonly buckets: number,
    private readonly casing: CasingProfile = new Map(),
    private readonly clusters: WordClusters = new Map(),
  ) {
    if ((buckets & (buckets - 1)) !== 0) throw new Error('buckets must be a power of two');
    this.mask = buckets - 1;
  }

  sentence(tokens: readonly FeatureToken[]): Int32Array[] {
    const n = tokens.length;
    const codes = tokens.map((t) => this.codes(t.text));
    const gazetteer = tokens.map((t) => tagCode(t.gazetteer));
    const cue = tokens.map((t) => tagCode(t.cue));
    const word = (k: number): number => (k < 0 ? START : k >= n ? END : (codes[k] as WordCodes).word);
    const shape = (k: number): number => (k < 0 ? START : k >= n ? END : (codes[k] as WordCodes).shape);
    const cluster = (k: number): number => (k < 0 ? START : k >= n ? END : (codes[k] as WordCodes).cluster);
    const kind = (k: number): number => (k < 0 || k >= n ? 9 : (codes[k] as WordCodes).kind);
    const at = (list: readonly number[], k: number): number => (k < 0 || k >= n ? NONE : (list[k] as number));
    const mask = this.mask;
    const out: Int32Array[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const own = codes[i] as WordCodes;
      const previous = codes[i - 1];
      const next = codes[i + 1];
      const fixed = [
        T.bias as number,
        mix(T.w as number, own.word),
        mix(T['w-1'] as number, word(i - 1)),
        mix(T['w+1'] as number, word(i + 1)),
        mix(T['w-2'] as number, word(i - 2)),
        mix(T['w+2'] as number, word(i + 2)),
        mix(mix(T['w-1w'] as number, word(i - 1)), own.word),
        mix(mix(T['ww+1'] as number, own.word), word(i + 1)),
        mix(T['sh-1'] as number, shape(i - 1)),
        mix(T['sh+1'] as number, shape(i + 1)),
        mix(mix(mix(T.sh3 as number, shape(i - 1)), own.shape), shape(i + 1)),
        mix(T.k as number, kind(i - 1) * 16 + kind(i + 1)),
        mix(T.init as number, ((tokens[i] as FeatureToken).sentenceInitial ? 2 : 0) + (own.kind === 2 ? 1 : 0)),
        mix(T.gz as number, at(gazetteer, i)),
        mix(T['gz-1'] as number, at(gazetteer, i - 1)),
        mix(T['gz+1'] as number, at(gazetteer, i + 1)),
        mix(T.cue as number, at(cue, i)),
        mix(T['cue-1'] as number, at(cue, i - 1)),
        mix(T['cue+1'] as number, at(cue, i + 1)),
        mix(T.case as number, own.casing),
        mix(T['case-1'] as number, previous?.casing ?? 99),
        mix(T['case+1'] as number, next?.casing ?? 99),
        mix(T['case-shape'] as number, own.casingShape * 2 + ((tokens[i] as FeatureToken).sentenceInitial ? 1 : 0)),
        mix(T['cl-1'] as number, cluster(i - 1)),
        mix(T['cl+1'] as number, cluster(i + 1)),
      ];
      if (previous?.title) fixed.push(T['after-title'] as number);
      if (previous?.given) fixed.push(T['after-given'] as number);
      if (next?.legalForm) fixed.push(T['before-legal-form'] as number);
      if (previous?.placePreposition) fixed.push(mix(T['after-place-preposition'] as number, own.kind === 2 ? 1 : 0));
      const buckets = new Int32Array(fixed.length + own.own.length);
      for (let k = 0; k < fixed.length; k++) buckets[k] = (fixed[k] as number) & mask;
      for (let k = 0; k < own.own.length; k++) buckets[fixed.length + k] = (own.own[k] as number) & mask;
      out[i] = buckets;
    }
    return out;
  }

  private codes(text: string): WordCodes {
    let found = this.cache.get(text);
    if (found) return found;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    const bits = lookUpCluster(this.clusters, text);
    const names = [...wordFeatureNames(text, this.lexicon), ...clusterFeatureNames(bits)];
    const lower = text.toLowerCase();
    const lexicon = this.lexicon;
    const capital = isCapitalised(text);
    const title = lexicon.personTitles.has(lower);
    const casing = this.casing.get(lower) ?? 0;
    found = {
      casing,
      casingShape: casing * 4 + (isAllCaps(text) ? 2 : 0) + (capital ? 1 : 0),
      word: hashFeature(lower),
      cluster: hashFeature(bits === undefined ? 'no-cluster' : bits.slice(0, NEIGHBOUR_PREFIX)),
      shape: hashFeature(shortShape(text)),
      kind: lexicon.functionWords.has(lower) ? 0 : title ? 1 : capital ? 2 : 3,
      given: isGivenName(text),
      title,
      legalForm: lexicon.legalForms.has(text),
      placePreposition: lexicon.locationPrepositions.has(lower),
      own: names.map(hashFeature),
    };
    this.cache.set(text, found);
    return found;
  }
}

/** "c4=1011", "c6=101100", …: the prefixes of a word's cluster path; one feature for a word with none. */
export function clusterFeatureNames(bits: string | undefined): string[] {
  if (bits === undefined) return ['c=none'];
  return CLUSTER_PREFIXES.map((n) => `c${n}=${bits.slice(0, n)}`);
}

/** The features of a word on its own (exported for tests). */
export function wordFeatureNames(word: string, lexicon: CueLexicon): string[] {
  const lower = word.toLowerCase();
  const capital = isCapitalised(word);
  const names = [`sh=${shortShape(word)}`, `SH=${longShape(word)}`];
  for (let n = 1; n <= 4 && n < lower.length; n++) names.push(`p${n}=${lower.slice(0, n)}`, `s${n}=${lower.slice(-n)}`);
  if (word.length > 1 && isAllCaps(word)) names.push('allcaps');
  if (lexicon.functionWords.has(lower)) names.push('function');
  if (lexicon.personTitles.has(lower) || (capital && lexicon.personTitleSuffix?.test(lower))) names.push('title');
  if (capital && isGivenName(word)) names.push('given');
  if (lexicon.legalForms.has(word)) names.push('legal-form');
  if (lexicon.nounSuffix?.test(lower)) names.push('noun-suffix');
  if (lexicon.placeSuffix?.test(lower)) names.push('place-suffix');
  if (lexicon.notNames.has(lower)) names.push('not-name');
  return names;
}
