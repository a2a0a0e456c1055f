import type { CueContext } from './cue-context';
import type { MethodCandidate } from './mention-resolution';
import { isCapitalised } from './text-tokens';

/** What separates the names of a line-up or an enumeration ("Walke – Schwegler, Miranda, Caleta-Car"). */
const LIST_SEPARATORS = new Set([',', '–', ';']);
const MIN_ITEMS = 3;

/**
 * A sports line-up is a list of people: a lone unlisted word the model calls a place inside an
 * enumeration of at least three short capitalised items ("Walke – Schwegler, Miranda, Caleta-Car,
 * Ulmer") where the model found a person and the gazetteer no place, is a player. Kinds change,
 * nothing is dropped; a list of towns has listed places in it and stays as it is.
 */
export function peopleInLists(spans: readonly MethodCandidate[], ctx: CueContext): MethodCandidate[] {
  return spans.map((span) => {
    if (span.kind !== 'location' || span.method === 'gazetteer' || span.to - span.from !== 1 || ctx.claims[span.from]) return span;
    const items = enumerationAround(span.from, ctx);
    if (items.length < MIN_ITEMS) return span;
    const covers = (item: { from: number; to: number }, other: MethodCandidate): boolean => other.from < item.to && item.from < other.to;
    const hasPerson = items.some((item) => spans.some((other) => other.kind === 'person' && covers(item, other)));
    // A listed place, or a word with a place-name ending ("Holzdorf"), makes it a list of places.
    const placeLike = (i: number): boolean =>
      ctx.claims[i] === 'location' || (ctx.lexicon.placeSuffix?.test(ctx.text(i).toLowerCase()) ?? false);
    const hasPlace = items.some((item) => Array.from({ length: item.to - item.from }, (_, k) => item.from + k).some(placeLike));
    return hasPerson && !hasPlace ? { ...span, kind: 'person' } : span;
  });
}

/** The items of the enumeration token `at` stands in: runs of one to three capitalised words between separators. */
function enumerationAround(at: number, ctx: CueContext): { from: number; to: number }[] {
  const item = (from: number, step: 1 | -1): { from: number; to: number } | undefined => {
    let i = from;
    let words = 0;
    // An item ends at a separator, or at whatever else closes the list (a colon, a bracket, a lower-case word).
    while (i >= 0 && i < ctx.tokens.length && !LIST_SEPARATORS.has(ctx.text(i))) {
      const text = ctx.text(i);
      if (ctx.word(i) ? !isCapitalised(text) : text !== '.' && text !== '-') break;
      if (ctx.word(i)) words += 1;
      i += step;
    }
    if (words === 0 || words > 3) return undefined;
    return step === 1 ? { from, to: i } : { from: i + 1, to: from + 1 };
  };
  const own = item(at, 1);
  const start = item(at, -1);
  if (!own || !start) return [];
  const items = [{ from: start.from, to: own.to }];
  for (let next = own.to; LIST_SEPARATORS.has(ctx.text(next)); ) {
    const found = item(next + 1, 1);
    if (!found) break;
    items.push(found);
    next = found.to;
  }
  for (let previous = start.from - 1; LIST_SEPARATORS.has(ctx.text(previous)); ) {
    const found = item(previous - 1, -1);
    if (!found) break;
    items.unshift(found);
    previous = found.from - 1;
  }
  return items;
}
