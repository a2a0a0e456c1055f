import { COUNTER_RECOGNISERS } from './volatile-counters';
import { DATE_RECOGNISERS, EPOCH_RECOGNISER } from './volatile-dates';
import type { VolatileKind, VolatileRecogniser } from './volatile-patterns';
import { RELATIVE_TIME_RECOGNISERS } from './volatile-relative-times';

export type { VolatileKind } from './volatile-patterns';

/**
 * Volatile text: what a page changes on every visit without any news in it — timestamps, clocks,
 * relative times, epochs, audience counters. The ignore rules (noise-rules.ts) hide what the
 * three loads of one page showed to change; these recognisers know the common forms on any page
 * from the first check on, so a clock that ticks only once a minute, or a date that turns at
 * midnight, never raises an alert (check-site.ts). They decide whether a change alerts; the diff
 * itself still shows everything that changed.
 *
 * Written by hand rather than with a date-parsing library: core may use only date-fns and diff
 * (ADR 0008), a parser would read dates but not counters, and the question here is "is this span
 * a date" — not "which date" — with linear-time patterns on untrusted page text.
 */
export interface VolatileSpan {
  start: number;
  end: number;
  kind: VolatileKind;
  /** What the span reads as when changes are compared (its kind; a counter also its counter). */
  mask: string;
}

const RECOGNISERS: readonly VolatileRecogniser[] = [
  ...DATE_RECOGNISERS,
  EPOCH_RECOGNISER,
  ...RELATIVE_TIME_RECOGNISERS,
  ...COUNTER_RECOGNISERS,
];

/**
 * Every volatile span of a text, in order, none overlapping: where recognisers overlap (a date
 * and the time after it inside an RFC 2822 stamp) the earliest, then longest, wins and absorbs
 * the rest. `now` is the moment of the check (epochs count only near it).
 */
export const findVolatileSpans = (text: string, now: Date): VolatileSpan[] => {
  const found: VolatileSpan[] = [];
  for (const { kind, pattern, accept, mask } of RECOGNISERS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (match[0] === '' || (accept && !accept(match, now))) continue;
      found.push({ start: match.index, end: match.index + match[0].length, kind, mask: mask ? mask(match) : kind });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: VolatileSpan[] = [];
  for (const span of found) {
    const last = spans.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else spans.push({ ...span });
  }
  return spans;
};

/** The text with each volatile span replaced by its mask (⟦date⟧, ⟦counter:readers⟧) and spaces collapsed. */
export const maskVolatileText = (text: string, now: Date): string => {
  let masked = '';
  let at = 0;
  for (const span of findVolatileSpans(text, now)) {
    masked += `${text.slice(at, span.start)}⟦${span.mask}⟧`;
    at = span.end;
  }
  return (masked + text.slice(at)).replace(/\s+/g, ' ').trim();
};

/** True when the two texts differ only in volatile text (or not at all). */
export const differsOnlyInVolatileText = (before: string, after: string, now: Date): boolean =>
  maskVolatileText(before, now) === maskVolatileText(after, now);
