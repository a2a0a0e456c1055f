import { FeedError } from '@newsdesk/core/ingestion/ingestion.errors';

/**
 * Text-level XML helpers. fast-xml-parser runs with entity processing off (see xml-feed-parser.ts),
 * so character references and the five predefined entities are decoded here, and nothing else:
 * an entity a DTD would define stays the literal text `&name;`.
 */

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const fromCodePoint = (code: number, original: string): string =>
  // XML forbids NUL and surrogates; keep the reference as text rather than make a broken string.
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : original;

export const decodeXmlEntities = (raw: string): string =>
  raw.indexOf('&') === -1
    ? raw
    : raw.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g, (match, dec?: string, hex?: string, name?: string) => {
        if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), match);
        if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), match);
        return PREDEFINED[name ?? ''] ?? match;
      });

/**
 * Raw element content (as a stop node keeps it) → the string it denotes: CDATA sections verbatim,
 * everything else entity-decoded. Markup outside CDATA stays markup, so an HTML description that a
 * feed embedded unescaped (illegal, but common) still reaches the HTML-to-text step intact.
 */
export const unwrapRaw = (raw: string): string => {
  if (raw.indexOf('<![CDATA[') === -1) return decodeXmlEntities(raw);
  let out = '';
  let at = 0;
  while (at < raw.length) {
    const start = raw.indexOf('<![CDATA[', at);
    if (start === -1) {
      out += decodeXmlEntities(raw.slice(at));
      break;
    }
    out += decodeXmlEntities(raw.slice(at, start));
    const end = raw.indexOf(']]>', start + 9);
    if (end === -1) {
      out += raw.slice(start + 9);
      break;
    }
    out += raw.slice(start + 9, end);
    at = end + 3;
  }
  return out;
};

/** Characters XML 1.0 does not allow (C0 controls other than tab/LF/CR, U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex
const ILLEGAL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const removeIllegalChars = (text: string): string => text.replace(ILLEGAL_CHARS, '');

export interface Prolog {
  /** Raw name of the document element, e.g. `rss`, `rdf:RDF`, `feed`. */
  rootName: string;
  /** Offset of the document element's `<`. */
  rootStart: number;
  /** Span of the DOCTYPE declaration, when there is one. */
  doctype: { start: number; end: number; text: string } | null;
}

const notAFeed = (message: string, details?: Record<string, unknown>): FeedError => new FeedError('feed.not_a_feed', message, details);
const malformed = (message: string, details?: Record<string, unknown>): FeedError => new FeedError('feed.malformed', message, details);

/** End offset (exclusive) of a DOCTYPE declaration, quotes, comments and internal subset included. */
const doctypeEnd = (text: string, start: number): number => {
  let quote: string | null = null;
  let inSubset = false;
  for (let i = start + 9; i < text.length; i += 1) {
    const ch = text[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (inSubset && text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close === -1) break;
      i = close + 2;
    } else if (inSubset && text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close === -1) break;
      i = close + 1;
    } else if (ch === '[') {
      inSubset = true;
    } else if (ch === ']') {
      inSubset = false;
    } else if (ch === '>' && !inSubset) {
      return i + 1;
    }
  }
  throw malformed('The DOCTYPE declaration is not closed');
};

/**
 * Reads what precedes the document element (declaration, PIs, comments, DOCTYPE) without parsing the
 * document, to reject non-feeds early and to find the DOCTYPE that will be cut out.
 */
export const readProlog = (text: string): Prolog => {
  let i = 0;
  let doctype: Prolog['doctype'] = null;
  for (;;) {
    while (i < text.length && /[\s\uFEFF]/.test(text[i] ?? '')) i += 1;
    if (i >= text.length) throw notAFeed('The response is empty');
    if (text[i] !== '<') throw notAFeed('The response is not XML', { startsWith: text.slice(i, i + 40) });
    if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close === -1) throw malformed('A processing instruction is not closed');
      i = close + 2;
    } else if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close === -1) throw malformed('A comment is not closed');
      i = close + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(i, i + 10))) {
      const end = doctypeEnd(text, i);
      doctype = { start: i, end, text: text.slice(i, end) };
      if (/^<!DOCTYPE\s+html\b/i.test(doctype.text)) throw notAFeed('The response is an HTML page, not a feed');
      i = end;
    } else {
      const name = /^<([^\s/>!?]+)/.exec(text.slice(i, i + 200))?.[1];
      if (!name) throw notAFeed('The response is not XML', { startsWith: text.slice(i, i + 40) });
      return { rootName: name, rootStart: i, doctype };
    }
  }
};

/**
 * True when the document element's end tag is there (or the element is empty). fast-xml-parser
 * silently accepts a document cut off in the middle, so a truncated download would otherwise look
 * like a feed with fewer items. Junk after the end tag (a PHP notice, a debug comment) is
 * tolerated: real servers append it, and the items before it are whole.
 */
export const hasRootEnd = (text: string, prolog: Prolog): boolean => {
  const close = text.lastIndexOf(`</${prolog.rootName}`);
  if (close > prolog.rootStart && /^<\/[^\s>]+\s*>/.test(text.slice(close, close + prolog.rootName.length + 40))) return true;
  // `<rss/>`: a self-closing document element is complete.
  const openTag = /^<[^>]*>/.exec(text.slice(prolog.rootStart, prolog.rootStart + 8192))?.[0] ?? '';
  return openTag.endsWith('/>');
};

/** `prefix → namespace URI` for every `xmlns:prefix` declared anywhere in the document. */
export const namespacePrefixes = (text: string): Map<string, string> => {
  const prefixes = new Map<string, string>();
  for (const match of text.matchAll(/xmlns:([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const [, prefix, double, single] = match;
    if (prefix && !prefixes.has(prefix)) prefixes.set(prefix, (double ?? single ?? '').trim());
  }
  return prefixes;
};

/** The default namespace declared on the document element, if any. */
export const rootNamespace = (text: string, prolog: Prolog): string | null => {
  const openTag = /^<[^>]*>/.exec(text.slice(prolog.rootStart, prolog.rootStart + 8192))?.[0] ?? '';
  return (
    /\sxmlns\s*=\s*(?:"([^"]*)"|'([^']*)')/
      .exec(openTag)
      ?.slice(1)
      .find((v) => v !== undefined)
      ?.trim() ?? null
  );
};
