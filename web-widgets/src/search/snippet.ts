import type { HighlightRange } from '@newsdesk/core/search/highlight';

export interface Snippet {
  text: string;
  /** The highlights inside `text`, shifted to its offsets. */
  ranges: HighlightRange[];
  cutStart: boolean;
  cutEnd: boolean;
}

/** Index of the first whitespace at or after `i` (or `i` itself at the ends). */
const wordBoundary = (text: string, i: number, direction: 1 | -1): number => {
  let j = i;
  while (j > 0 && j < text.length && !/\s/.test(text[j] ?? '')) j += direction;
  return j;
};

/**
 * A short part of the body around its first highlight (or its start), cut at word boundaries,
 * so a result card shows why the document matched.
 */
export const snippet = (body: string, ranges: readonly HighlightRange[], length = 240): Snippet => {
  const text = body.replace(/\s+/g, ' ');
  // Collapsing whitespace shifts offsets: map the ranges through the same collapse.
  const map: number[] = [];
  let out = 0;
  for (let i = 0; i < body.length; i++) {
    map[i] = out;
    if (!(/\s/.test(body[i] ?? '') && /\s/.test(body[i - 1] ?? 'x'))) out++;
  }
  map[body.length] = out;
  const mapped = ranges.map((r) => ({
    start: map[Math.max(0, Math.min(r.start, body.length))] ?? 0,
    end: map[Math.max(0, Math.min(r.end, body.length))] ?? 0,
  }));
  const first = mapped.find((r) => r.end > r.start);
  if (text.length <= length) return { text, ranges: mapped, cutStart: false, cutEnd: false };
  const centre = first ? first.start : 0;
  let start = first ? Math.max(0, centre - Math.floor(length / 3)) : 0;
  if (start > 0) start = Math.min(centre, wordBoundary(text, start, 1) + 1);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = Math.max(first ? first.end : start + 1, wordBoundary(text, end, -1));
  const inside = mapped
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: Math.max(r.start, start) - start, end: Math.min(r.end, end) - start }));
  return { text: text.slice(start, end), ranges: inside, cutStart: start > 0, cutEnd: end < text.length };
};
