import type { DocumentLanguage } from '../documents/document.types';
import { highlightRanges, splitHighlights, type TextSegment } from '../search/highlight';
import type { QueryNode } from '../search/search-query.types';

/** About two lines of an e-mail: enough to see why a document matched, short enough to skim. */
export const SNIPPET_CHARS = 240;

/**
 * The part of a document's text an alert shows, with the collection's terms highlighted by the
 * search page's own rule (core/src/search/highlight.ts), so an e-mail and the search page mark the
 * same words. The window starts a little before the first matched word and is cut at spaces;
 * "…" marks a cut. A text without any match shows its beginning.
 */
export const alertSnippet = (
  text: string,
  ast: QueryNode | null,
  language: DocumentLanguage | undefined,
  maxChars = SNIPPET_CHARS,
): TextSegment[] => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return [];
  const ranges = highlightRanges(flat, ast, { language });
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(maxChars / 4));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(flat.length, start + maxChars);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = flat.slice(start, end);
  const inWindow = ranges
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: Math.max(r.start, start) - start, end: Math.min(r.end, end) - start }));
  const segments = splitHighlights(window, inWindow);
  if (start > 0) segments.unshift({ text: '…', highlighted: false });
  if (end < flat.length) segments.push({ text: '…', highlighted: false });
  return segments;
};
