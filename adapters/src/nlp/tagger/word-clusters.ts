import { isCapitalised, tokenize } from '../text-tokens';

/**
 * Hierarchical word clusters learnt from unlabelled news: words that stand in the same left and
 * right contexts ("in Paris", "in Bonn"; "Bayern beat", "Chelsea beat") get bit strings with a
 * long common prefix, so a name the labelled data never showed inherits what was learnt about its
 * neighbours in the tree. The role Brown clusters play in Ratinov & Roth (2009), built more
 * cheaply: positive-PMI vectors over the neighbouring frequent words, split in two again and
 * again (principal direction, then a few rounds of 2-means). Deterministic: no random start.
 * Only the vocabulary → bit string map is kept, never any text (docs/decisions/0021-…).
 */
export type WordClusters = ReadonlyMap<string, string>;

export interface ClusterOptions {
  /** A word must occur this often to get a cluster. */
  minCount?: number;
  /** At most this many words (the most frequent) get a cluster. */
  maxWords?: number;
  /** Context dimensions: this many most frequent tokens, plus coarse classes for the rest. */
  contextWords?: number;
  /** A node of at most this many words is not split further. */
  leafSize?: number;
  /** Longest bit string. */
  maxDepth?: number;
}

const BOUNDARY = -1;
/** Context classes for tokens outside the frequent ones: capitalised, lower-case word, number, other, sentence boundary. */
const CLASSES = 5;
const POWER_STEPS = 8;
const KMEANS_STEPS = 5;

interface SparseRow {
  cols: Int32Array;
  vals: Float64Array;
}

/** Bit strings ('0'/'1') of the frequent words of `texts`, keyed by the word as written. */
export function buildWordClusters(
  texts: Iterable<string>,
  language: 'en' | 'de' | 'fr',
  options: ClusterOptions = {},
): Map<string, string> {
  const { minCount = 5, maxWords = 40_000, contextWords = 300, leafSize = 16, maxDepth = 20 } = options;
  const ids = new Map<string, number>();
  const forms: string[] = [];
  const counts: number[] = [];
  const classOf: number[] = [];
  const sequence: number[] = [];
  for (const text of texts) {
    for (const token of tokenize(text, language)) {
      if (token.sentenceInitial || sequence.length === 0) sequence.push(BOUNDARY);
      const form = token.kind === 'number' ? '<number>' : token.text;
      let id = ids.get(form);
      if (id === undefined) {
        id = forms.length;
        ids.set(form, id);
        forms.push(form);
        counts.push(0);
        classOf.push(token.kind === 'word' ? (isCapitalised(form) ? 0 : 1) : token.kind === 'number' ? 2 : 3);
      }
      counts[id] = (counts[id] as number) + 1;
      sequence.push(id);
    }
    sequence.push(BOUNDARY);
  }
  const byFrequency = forms.map((_, id) => id).sort((a, b) => (counts[b] as number) - (counts[a] as number) || compare(forms[a], forms[b]));
  const context = new Int32Array(forms.length).fill(-1);
  byFrequency.slice(0, contextWords).forEach((id, k) => {
    context[id] = k;
  });
  const width = contextWords + CLASSES;
  const contextOf = (id: number): number =>
    id === BOUNDARY ? contextWords + 4 : (context[id] as number) >= 0 ? (context[id] as number) : contextWords + (classOf[id] as number);
  const words = byFrequency.filter((id) => classOf[id] !== 2 && classOf[id] !== 3 && (counts[id] as number) >= minCount).slice(0, maxWords);
  const row = new Int32Array(forms.length).fill(-1);
  words.forEach((id, r) => {
    row[id] = r;
  });
  const cooccurrence = words.map(() => new Map<number, number>());
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence[i] as number;
    if (id === BOUNDARY || (row[id] as number) < 0) continue;
    const cells = cooccurrence[row[id] as number] as Map<number, number>;
    // Blocks of `width` columns: the word before, after, two before, two after (the outer two
    // only within the sentence).
    const add = (col: number): void => {
      cells.set(col, (cells.get(col) ?? 0) + 1);
    };
    const before = sequence[i - 1] ?? BOUNDARY;
    const after = sequence[i + 1] ?? BOUNDARY;
    add(contextOf(before));
    add(width + contextOf(after));
    if (before !== BOUNDARY) add(2 * width + contextOf(sequence[i - 2] ?? BOUNDARY));
    if (after !== BOUNDARY) add(3 * width + contextOf(sequence[i + 2] ?? BOUNDARY));
  }
  const rows = positivePmi(cooccurrence, 4 * width);
  const paths = bisect(rows, 4 * width, leafSize, maxDepth);
  const clusters = new Map<string, string>();
  words.forEach((id, r) => {
    clusters.set(forms[id] as string, paths[r] as string);
  });
  return clusters;
}

/** The cluster of a token: as written, else capitalised (a headline's "BAYERN"), else lower case. */
export function lookUpCluster(clusters: WordClusters, word: string): string | undefined {
  const lower = word.toLowerCase();
  return clusters.get(word) ?? clusters.get(lower.charAt(0).toUpperCase() + lower.slice(1)) ?? clusters.get(lower);
}

/** Cluster files and model headers keep "word<TAB>bits" lines, sorted, so the same data give the same bytes. */
export function serialiseClusters(clusters: WordClusters): string {
  return [...clusters]
    .sort(([a], [b]) => compare(a, b))
    .map(([word, bits]) => `${word}\t${bits}`)
    .join('\n');
}

export function parseClusters(text: string | undefined): Map<string, string> {
  const clusters = new Map<string, string>();
  for (const line of text ? text.split('\n') : []) {
    const tab = line.lastIndexOf('\t');
    if (tab > 0) clusters.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return clusters;
}

function compare(a: string | undefined, b: string | undefined): number {
  return (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;
}

/** Positive PMI with context smoothing (exponent 0.75), each row scaled to unit length. */
function positivePmi(cooccurrence: readonly Map<number, number>[], dimensions: number): SparseRow[] {
  const columnTotals = new Float64Array(dimensions);
  for (const cells of cooccurrence) for (const [col, n] of cells) columnTotals[col] = (columnTotals[col] as number) + n;
  let smoothedTotal = 0;
  const smoothed = columnTotals.map((n) => n ** 0.75);
  for (const n of smoothed) smoothedTotal += n;
  return cooccurrence.map((cells) => {
    let rowTotal = 0;
    for (const n of cells.values()) rowTotal += n;
    const entries = [...cells]
      .sort(([a], [b]) => a - b)
      .map(([col, n]): [number, number] => [col, Math.log(n / rowTotal / ((smoothed[col] as number) / smoothedTotal))])
      .filter(([, v]) => v > 0);
    const norm = Math.sqrt(entries.reduce((s, [, v]) => s + v * v, 0)) || 1;
    return { cols: Int32Array.from(entries, ([c]) => c), vals: Float64Array.from(entries, ([, v]) => v / norm) };
  });
}

const dot = (row: SparseRow, dense: Float64Array): number => {
  let s = 0;
  for (let k = 0; k < row.cols.length; k++) s += (row.vals[k] as number) * (dense[row.cols[k] as number] as number);
  return s;
};

function meanOf(rows: readonly SparseRow[], members: readonly number[], dimensions: number): Float64Array {
  const mean = new Float64Array(dimensions);
  for (const m of members) {
    const r = rows[m] as SparseRow;
    for (let k = 0; k < r.cols.length; k++) mean[r.cols[k] as number] = (mean[r.cols[k] as number] as number) + (r.vals[k] as number);
  }
  for (let d = 0; d < dimensions; d++) mean[d] = (mean[d] as number) / Math.max(members.length, 1);
  return mean;
}

/** Splits the words in two (principal direction, then 2-means) until a node is small or deep enough. */
function bisect(rows: readonly SparseRow[], dimensions: number, leafSize: number, maxDepth: number): string[] {
  const paths = new Array<string>(rows.length).fill('');
  const stack: { members: number[]; path: string }[] = [{ members: rows.map((_, i) => i), path: '' }];
  while (stack.length > 0) {
    const { members, path } = stack.pop() as { members: number[]; path: string };
    const halves = members.length > leafSize && path.length < maxDepth ? split(rows, members, dimensions) : undefined;
    if (!halves) {
      for (const m of members) paths[m] = path;
      continue;
    }
    stack.push({ members: halves[1], path: `${path}1` }, { members: halves[0], path: `${path}0` });
  }
  return paths;
}

function split(rows: readonly SparseRow[], members: readonly number[], dimensions: number): [number[], number[]] | undefined {
  const mean = meanOf(rows, members, dimensions);
  // Power iteration on the centred vectors, started from the most frequent member.
  let direction = new Float64Array(dimensions);
  const first = rows[members[0] as number] as SparseRow;
  for (let k = 0; k < first.cols.length; k++) direction[first.cols[k] as number] = first.vals[k] as number;
  for (let d = 0; d < dimensions; d++) direction[d] = (direction[d] as number) - (mean[d] as number);
  for (let step = 0; step < POWER_STEPS; step++) {
    const meanScore = dotDense(mean, direction);
    const next = new Float64Array(dimensions);
    let scoreSum = 0;
    for (const m of members) {
      const r = rows[m] as SparseRow;
      const s = dot(r, direction) - meanScore;
      scoreSum += s;
      for (let k = 0; k < r.cols.length; k++) next[r.cols[k] as number] = (next[r.cols[k] as number] as number) + s * (r.vals[k] as number);
    }
    for (let d = 0; d < dimensions; d++) next[d] = (next[d] as number) - scoreSum * (mean[d] as number);
    const norm = Math.sqrt(dotDense(next, next));
    if (norm === 0) return undefined;
    for (let d = 0; d < dimensions; d++) next[d] = (next[d] as number) / norm;
    direction = next;
  }
  const meanScore = dotDense(mean, direction);
  let side = members.map((m) => (dot(rows[m] as SparseRow, direction) - meanScore > 0 ? 1 : 0));
  for (let step = 0; step < KMEANS_STEPS; step++) {
    const left = members.filter((_, i) => side[i] === 0);
    const right = members.filter((_, i) => side[i] === 1);
    if (left.length === 0 || right.length === 0) break;
    const a = meanOf(rows, left, dimensions);
    const b = meanOf(rows, right, dimensions);
    const aa = dotDense(a, a);
    const bb = dotDense(b, b);
    side = members.map((m) => {
      const r = rows[m] as SparseRow;
      return bb - 2 * dot(r, b) < aa - 2 * dot(r, a) ? 1 : 0;
    });
  }
  const halves: [number[], number[]] = [members.filter((_, i) => side[i] === 0), members.filter((_, i) => side[i] === 1)];
  return halves[0].length === 0 || halves[1].length === 0 ? undefined : halves;
}

function dotDense(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += (a[d] as number) * (b[d] as number);
  return s;
}
