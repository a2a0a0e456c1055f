import { gramKey, grams, prefixKey } from './percolation-keys';

const SCANS_BEFORE_GRAMS = 8;

/** Which wildcard key namespaces have collections filed under them (see percolation-keys.ts). */
export interface WildcardNamespaces {
  prefix: boolean;
  prefixCaseSensitive: boolean;
  contains: boolean;
  containsCaseSensitive: boolean;
}

/**
 * The distinct words of a document in one case form (folded, or exact for case-sensitive
 * wildcards), for prefix and contains wildcards: their index keys, and the words a wildcard
 * has to be tested against — only those of its prefix bucket or of its rarest gram, since a word
 * starting with the prefix shares its bucket and a word containing the text contains each of its
 * grams. The word lists are built on first use: most documents meet few wildcard candidates.
 */
export class DocumentWildcards {
  private byBucket: Map<string, string[]> | null = null;
  private byGram: Map<string, string[]> | null = null;
  private scans = 0;

  constructor(
    private readonly forms: readonly string[],
    private readonly caseSensitive: boolean,
    private readonly scansBeforeGrams = SCANS_BEFORE_GRAMS,
  ) {}

  /** Calls back with every key (a callback, not a generator: this runs thousands of times per document). */
  visitKeys(prefix: boolean, contains: boolean, visit: (key: string) => void): void {
    for (const form of this.forms) {
      const bucket = prefix ? prefixKey(form, this.caseSensitive) : null;
      if (bucket !== null) visit(bucket);
      if (contains) for (const gram of grams(form)) visit(gramKey(gram, this.caseSensitive));
    }
  }

  startsWith(wanted: string): boolean {
    const bucket = prefixKey(wanted, this.caseSensitive);
    const words = bucket === null ? this.forms : (this.buckets().get(bucket) ?? []);
    return words.some((word) => word.startsWith(wanted));
  }

  includes(wanted: string): boolean {
    // a few terms are cheaper to look for in every word than listing every word's trigrams
    if (this.byGram === null && this.scans < this.scansBeforeGrams) {
      this.scans++;
      return this.forms.some((word) => word.includes(wanted));
    }
    const byGram = this.grams();
    let words: readonly string[] | null = null;
    for (const gram of grams(wanted)) {
      const list = byGram.get(gram) ?? [];
      if (words === null || list.length < words.length) words = list;
    }
    return (words ?? this.forms).some((word) => word.includes(wanted));
  }

  private buckets(): Map<string, string[]> {
    if (this.byBucket) return this.byBucket;
    const map = new Map<string, string[]>();
    for (const form of this.forms) {
      const bucket = prefixKey(form, this.caseSensitive);
      if (bucket === null) continue;
      const list = map.get(bucket);
      if (list) list.push(form);
      else map.set(bucket, [form]);
    }
    return (this.byBucket = map);
  }

  private grams(): Map<string, string[]> {
    if (this.byGram) return this.byGram;
    const map = new Map<string, string[]>();
    for (const form of this.forms) {
      for (const gram of grams(form)) {
        const list = map.get(gram);
        if (!list) map.set(gram, [form]);
        // a gram twice in one word files the word once
        else if (list[list.length - 1] !== form) list.push(form);
      }
    }
    return (this.byGram = map);
  }
}
