import type { QueryNode, SearchTerm } from './search-query.types';
import { findTermSpans, tokenize, type MatchOptions } from './term-matching';

/** A highlighted part of a text: UTF-16 offsets, end exclusive. */
export interface HighlightRange {
  start: number;
  end: number;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** The terms to highlight: every term not under a NOT. */
export const positiveTerms = (ast: QueryNode | null): SearchTerm[] => {
  if (ast === null) return [];
  switch (ast.kind) {
    case 'term':
      return [ast.term];
    case 'not':
      return [];
    case 'and':
    case 'or':
      return ast.operands.flatMap(positiveTerms);
  }
};

/** Sorts ranges and merges overlapping or touching ones; drops empty ranges. */
export const mergeRanges = (ranges: readonly HighlightRange[]): HighlightRange[] => {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
};

/**
 * Where the query's positive terms occur in the text, with the same semantics as search
 * (term-matching.ts). Whole words are highlighted, also for prefix and contains terms; a phrase
 * is one range from its first to its last word. Sorted, non-overlapping, merged.
 */
export const highlightRanges = (text: string, ast: QueryNode | null, options: MatchOptions = {}): HighlightRange[] => {
  const tokens = tokenize(text);
  const ranges = positiveTerms(ast).flatMap((term) =>
    findTermSpans(tokens, term, options).flatMap(({ first, last }) => {
      const from = tokens[first];
      const to = tokens[last];
      return from && to ? [{ start: from.start, end: to.end }] : [];
    }),
  );
  return mergeRanges(ranges);
};

/**
 * The text cut into plain and highlighted segments, for rendering as text nodes (never as HTML).
 * Concatenating the segments gives the text back. Ranges are merged and clamped to the text.
 */
export const splitHighlights = (text: string, ranges: readonly HighlightRange[]): TextSegment[] => {
  const clamp = (n: number) => Math.min(Math.max(n, 0), text.length);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const range of mergeRanges(ranges.map((r) => ({ start: clamp(r.start), end: clamp(r.end) })))) {
    if (range.start > cursor) segments.push({ text: text.slice(cursor, range.start), highlighted: false });
    segments.push({ text: text.slice(range.start, range.end), highlighted: true });
    cursor = range.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
};
