import { gunzipSync, gzipSync } from 'node:zlib';
import { TAG_COUNT, type TaggerWeights } from './sequence-tagger';
import { parseClusters, serialiseClusters, type WordClusters } from './word-clusters';

/**
 * The stored recogniser: emission weights quantised to one signed byte each (scale in the
 * header), weights that round to zero dropped, the rest stored sparsely (gap as a varint, then
 * the byte), and the whole gzipped. Transitions stay as numbers. The byte quantisation costs
 * almost nothing in F1 and keeps a language at about a megabyte (docs/decisions/0021-…).
 */
export interface ModelHeader {
  format: 'newsdesk-ner/1';
  language: string;
  buckets: number;
  /** Emission weight = stored byte * scale. */
  scale: number;
  transition: number[];
  start: number[];
  /** TaggerWeights.outsideBias in the trained (unquantised) units; absent means none. */
  outsideBias?: number;
  /** The casing profile the features used, as "word<TAB>code" lines (casing-profile.ts). */
  casing: string;
  /** The word clusters the features used, as "word<TAB>bits" lines (word-clusters.ts); absent before feature version 4. */
  clusters?: string;
  /** Free-form provenance: sources, epochs, seed, feature version. */
  about: Record<string, unknown>;
}

export interface LoadedModel {
  header: ModelHeader;
  weights: TaggerWeights;
  casing: Map<string, number>;
  clusters: Map<string, string>;
}

const MAGIC = 'NER1';

/** Quantise and pack weights. `scale` defaults to the 99.99th percentile of |w| over 127. */
export function packModel(
  weights: TaggerWeights,
  header: Omit<ModelHeader, 'format' | 'scale' | 'transition' | 'start' | 'casing' | 'clusters' | 'outsideBias'>,
  casing: ReadonlyMap<string, number> = new Map(),
  clusters: WordClusters = new Map(),
): Buffer {
  const emission = weights.emission;
  const magnitudes: number[] = [];
  for (let i = 0; i < emission.length; i++) {
    const value = Math.abs(emission[i] as number);
    if (value > 0) magnitudes.push(value);
  }
  magnitudes.sort((a, b) => a - b);
  const top = magnitudes[Math.floor(magnitudes.length * 0.9999)] ?? magnitudes[magnitudes.length - 1] ?? 1;
  const scale = top / 127 || 1;
  const bytes: number[] = [];
  let previous = -1;
  for (let i = 0; i < emission.length; i++) {
    const q = Math.max(-127, Math.min(127, Math.round((emission[i] as number) / scale)));
    if (q === 0) continue;
    writeVarint(bytes, i - previous);
    bytes.push(q & 0xff);
    previous = i;
  }
  const full: ModelHeader = {
    format: 'newsdesk-ner/1',
    ...header,
    scale,
    transition: Array.from(weights.transition, round6),
    start: Array.from(weights.start, round6),
    ...(weights.outsideBias ? { outsideBias: round6(weights.outsideBias) } : {}),
    casing: [...casing].map(([word, code]) => `${word}\t${code}`).join('\n'),
    clusters: serialiseClusters(clusters),
  };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return gzipSync(Buffer.concat([Buffer.from(MAGIC, 'ascii'), length, json, Buffer.from(bytes)]), { level: 9 });
}

/** The dense byte weights back, ready for Viterbi (transitions and the outside bias divided by the scale to match). */
export function unpackModel(file: Buffer): LoadedModel {
  const raw = gunzipSync(file);
  if (raw.subarray(0, 4).toString('ascii') !== MAGIC) throw new Error('not a newsdesk NER model file');
  const length = raw.readUInt32LE(4);
  const header = JSON.parse(raw.subarray(8, 8 + length).toString('utf8')) as ModelHeader;
  const emission = new Int8Array(header.buckets * TAG_COUNT);
  let at = 8 + length;
  let index = -1;
  while (at < raw.length) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = raw[at++] as number;
      gap += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    index += gap;
    emission[index] = ((raw[at++] as number) << 24) >> 24;
  }
  const casing = new Map<string, number>();
  for (const line of header.casing ? header.casing.split('\n') : []) {
    const tab = line.lastIndexOf('\t');
    casing.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return {
    header,
    casing,
    clusters: parseClusters(header.clusters),
    weights: {
      emission,
      transition: header.transition.map((v) => v / header.scale),
      start: header.start.map((v) => v / header.scale),
      outsideBias: (header.outsideBias ?? 0) / header.scale,
    },
  };
}

function writeVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
