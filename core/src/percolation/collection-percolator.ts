import type { Collection } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import type { TimeFrame } from '../search/search-query.types';
import { resolveTimeFrame } from '../search/time-frame';
import { compileCollection, type CompiledCollection } from './compiled-collection';
import { matchesFilters } from './matches-collection';
import type { WildcardNamespaces } from './document-wildcards';
import { PreparedDocument } from './prepared-document';

/** The namespace flag of a wildcard key (percolation-keys.ts), undefined for other keys. */
const WILDCARD_NAMESPACE: Record<string, keyof WildcardNamespaces> = {
  p: 'prefix',
  P: 'prefixCaseSensitive',
  c: 'contains',
  C: 'containsCaseSensitive',
};
/**
 * Whether a hit on any of the collection's keys already is its query's match: one plain word and
 * no filter. Such a collection is filed only under the word's stem in each language
 * (compiled-collection.ts), a document carries the stem keys of its own language, and the word
 * matches exactly when the document has its stem (PreparedDocument.termMatches). Four in ten
 * collections of the benchmark's newsroom are one word.
 */
const impliedByKey = ({ query, filtered, keys }: CompiledCollection): boolean =>
  !filtered && keys !== null && query?.kind === 'term' && query.term.kind === 'stem';

/** Below this many collections a wildcard namespace's are all verified (measured in bench/alerts). */
export const VERIFY_DIRECTLY_BELOW = 256;

/**
 * Matches a new document against every collection at once (spec §1: alerts on new documents): an index from required
 * keys (stems, words, wildcard buckets, entities, domains, topics, languages) to collections
 * narrows the candidates, and each candidate is verified with the search's exact semantics.
 * The index only ever narrows: a collection is filed under keys that every document it matches
 * carries (compiled-collection.ts), or checked against every document.
 * matchesCollection (the brute-force oracle) must always agree; property tests hold it to that.
 *
 * Collections live in numbered slots so that posting lists are arrays of numbers and a
 * candidate reached through several keys is recognised by a stamp, not a Set of strings:
 * with 100,000 collections a document has thousands of candidates.
 */
export class CollectionPercolator {
  private readonly slots: (CompiledCollection | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly byKey = new Map<string, number[]>();
  private readonly always = new Set<number>();
  /** Per wildcard namespace, its collections (slot → filings there). */
  private readonly wildcardSlots: Record<keyof WildcardNamespaces, Map<number, number>> = {
    prefix: new Map(),
    prefixCaseSensitive: new Map(),
    contains: new Map(),
    containsCaseSensitive: new Map(),
  };
  private stamps = new Uint32Array(1024);
  private stamp = 0;
  /**
   * Per slot, what verifying it first needs, without touching the collection itself (with
   * 100,000 collections a document has thousands of candidates, and each compiled collection is
   * several objects scattered over the heap): its time frame's number in `frames` times 2, plus
   * 1 when a hit on any of its keys already is its query's match (see impliedByKey).
   */
  private readonly verdicts: number[] = [];
  private readonly ids: string[] = [];
  private readonly frames: TimeFrame[] = [];
  private readonly frameNumber = new Map<string, number>();

  /** `verifyDirectlyBelow`: see VERIFY_DIRECTLY_BELOW (tests set 0 to exercise the wildcard index). */
  constructor(private readonly options: { verifyDirectlyBelow?: number } = {}) {}

  get size(): number {
    return this.slotOf.size;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /**
   * Adds or replaces a collection. A search that cannot run (invalid terms or time frame) throws
   * its DomainError and leaves the collection out: search would find nothing for it either.
   */
  upsert(collection: Pick<Collection, 'id' | 'search'>): void {
    this.remove(collection.id);
    const compiled = compileCollection(collection);
    const slot = this.freeSlots.pop() ?? this.slots.length;
    this.slots[slot] = compiled;
    this.ids[slot] = compiled.id;
    this.verdicts[slot] = this.frameNumberOf(compiled.search.timeFrame) * 2 + (impliedByKey(compiled) ? 1 : 0);
    this.slotOf.set(compiled.id, slot);
    if (compiled.keys === null) {
      this.always.add(slot);
      return;
    }
    for (const key of compiled.keys) {
      let slots = this.byKey.get(key);
      if (!slots) this.byKey.set(key, (slots = []));
      slots.push(slot);
      this.countWildcard(key, slot, 1);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const compiled = this.slots[slot]!;
    this.slotOf.delete(id);
    this.slots[slot] = undefined;
    this.freeSlots.push(slot);
    this.always.delete(slot);
    for (const key of compiled.keys ?? []) {
      const remaining = this.byKey.get(key)!.filter((s) => s !== slot);
      if (remaining.length) this.byKey.set(key, remaining);
      else this.byKey.delete(key);
      this.countWildcard(key, slot, -1);
    }
  }

  /** Ids of the collections whose search, run at `now`, would return the document, in no particular order. */
  match(document: NewsDocument, now: Date): string[] {
    const prepared = new PreparedDocument(document);
    // time frames resolved once per document: most collections share a handful
    const acquiredAt = Date.parse(document.document.firstAcquisitionDate);
    const inRange = new Int8Array(this.frames.length); // 0 not resolved yet, 1 within, 2 outside
    const within = (frame: number): boolean => {
      if (inRange[frame] === 0) {
        const range = resolveTimeFrame(this.frames[frame]!, now);
        inRange[frame] = acquiredAt >= range.from.getTime() && acquiredAt <= range.to.getTime() ? 1 : 2;
      }
      return inRange[frame] === 1;
    };

    const stamp = this.nextStamp();
    const matched: string[] = [];
    const verify = (slot: number) => {
      if (this.stamps[slot] === stamp) return;
      this.stamps[slot] = stamp;
      const verdict = this.verdicts[slot]!;
      if (!within(verdict >> 1)) return;
      if ((verdict & 1) === 1) {
        matched.push(this.ids[slot]!);
        return;
      }
      const { search, query, filtered } = this.slots[slot]!;
      if ((!filtered || matchesFilters(search.filters, document)) && prepared.matches(query)) matched.push(this.ids[slot]!);
    };
    for (const slot of this.always) verify(slot);
    const lookUp = (key: string) => {
      const slots = this.byKey.get(key);
      if (slots) for (const slot of slots) verify(slot);
    };
    prepared.visitWordKeys(lookUp);
    // A namespace with few collections (exact-mode wildcards, typically) is cheaper to verify
    // collection by collection than to list every prefix bucket or trigram of the document for.
    const namespaces = { prefix: false, prefixCaseSensitive: false, contains: false, containsCaseSensitive: false };
    for (const namespace of Object.keys(namespaces) as (keyof WildcardNamespaces)[]) {
      const slots = this.wildcardSlots[namespace];
      if (slots.size >= (this.options.verifyDirectlyBelow ?? VERIFY_DIRECTLY_BELOW)) namespaces[namespace] = true;
      else for (const slot of slots.keys()) verify(slot);
    }
    prepared.visitWildcardKeys(namespaces, lookUp);
    return matched;
  }

  private frameNumberOf(timeFrame: TimeFrame): number {
    const name = typeof timeFrame === 'string' ? timeFrame : JSON.stringify(timeFrame);
    let number = this.frameNumber.get(name);
    if (number === undefined) this.frameNumber.set(name, (number = this.frames.push(timeFrame) - 1));
    return number;
  }

  private countWildcard(key: string, slot: number, by: 1 | -1) {
    const namespace = key[1] === '|' ? WILDCARD_NAMESPACE[key[0]!] : undefined;
    if (!namespace) return;
    const slots = this.wildcardSlots[namespace];
    const filings = (slots.get(slot) ?? 0) + by;
    if (filings > 0) slots.set(slot, filings);
    else slots.delete(slot);
  }

  /** A stamp no slot carries yet; the stamps are cleared when the counter would wrap around. */
  private nextStamp(): number {
    if (this.stamps.length < this.slots.length) {
      const grown = new Uint32Array(Math.max(this.slots.length, this.stamps.length * 2));
      grown.set(this.stamps);
      this.stamps = grown;
    }
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}
