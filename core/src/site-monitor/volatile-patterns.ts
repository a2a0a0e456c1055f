/**
 * Building blocks of the volatile-text recognisers (volatile-text.ts). Every pattern is made of
 * literal alternations and bounded repeats, so matching stays linear on hostile page text, like
 * the ignore rules' placeholders (noise-rules.ts).
 */

/** What a volatile span is; the kind is part of its mask, so a date never "equals" a counter. */
export type VolatileKind = 'timestamp' | 'date' | 'time' | 'relative_time' | 'epoch' | 'counter';

export interface VolatileRecogniser {
  kind: VolatileKind;
  /** Global, Unicode, case-insensitive. */
  pattern: RegExp;
  /** A last look at a match that the pattern alone cannot judge (an epoch near now, a real calendar date). */
  accept?: (match: RegExpExecArray, now: Date) => boolean;
  /** The mask of a match (default: the kind); counters keep which counter they are. */
  mask?: (match: RegExpExecArray) => string;
}

/** Not glued to a letter or a digit, nor continuing a number (`1:23.45` is a race time, not 1:23). */
export const START = String.raw`(?<![\p{L}\p{N}]|\p{N}[.,:])`;
export const END = String.raw`(?![\p{L}\p{N}]|[.,:]\p{N})`;

export const alternation = (words: readonly string[]): string =>
  // longest first: an alternation takes the first that fits, and "Nov" must not stop "November"
  `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
        .replace(/['’]/g, "['’]")
        .replace(/ /g, String.raw`\s`),
    )
    .join('|')})`;

export interface RecogniserOptions extends Omit<VolatileRecogniser, 'kind' | 'pattern'> {
  /** Where case tells text apart: "6 AM" is a time, "6 am Bahnhof" is German. */
  caseSensitive?: boolean;
}

export const recogniser = (kind: VolatileKind, source: string, { caseSensitive, ...more }: RecogniserOptions = {}): VolatileRecogniser => ({
  kind,
  pattern: new RegExp(`${START}${source}${END}`, caseSensitive ? 'gu' : 'giu'),
  ...more,
});
