import { htmlToText, singleLine, type DomBudget } from '../articles/html-to-text';
import { decodeXmlEntities, unwrapRaw } from './xml-text';

/**
 * Reading fast-xml-parser's object tree. An element is a string (text only), an object (attributes
 * `@_name`, text `#text`, CDATA `#cdata`, children by name) or, when repeated, an array of those.
 * Rich-text elements (titles, descriptions, contents) are parser stop nodes: their `#text` is the
 * raw inner XML, decoded here so CDATA, escaped HTML and inline XHTML are all handled the same way.
 */

export type XmlNode = Record<string, unknown>;

export const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every child element called `name` (an absent one gives []). */
export const all = (parent: unknown, name: string): unknown[] => {
  if (!isNode(parent)) return [];
  const value = parent[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

export const one = (parent: unknown, name: string): unknown => all(parent, name)[0];

export const attr = (node: unknown, name: string): string | null => {
  if (!isNode(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? decodeXmlEntities(value).trim() : null;
};

const joined = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(joined).join('');
  return '';
};

/** Text of a plain element (not a stop node): decoded, CDATA appended, trimmed. */
export const plainText = (node: unknown): string => {
  if (typeof node === 'string') return decodeXmlEntities(node).trim();
  if (!isNode(node)) return '';
  return (decodeXmlEntities(joined(node['#text'])) + joined(node['#cdata'])).trim();
};

/** Non-empty plain text, or null. */
export const optionalText = (node: unknown): string | null => {
  const text = plainText(node);
  return text === '' ? null : text;
};

const cdataSections = (value: unknown): string =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((part) => `<![CDATA[${joined(part)}]]>`).join('');

/** Raw inner XML of a stop node (for a plain element, its text with CDATA put back as CDATA). */
export const rawContent = (node: unknown): string => {
  if (typeof node === 'string') return node;
  return isNode(node) ? joined(node['#text']) + cdataSections(node['#cdata']) : '';
};

/** First of several alternative elements with content, e.g. description, then dc:description. */
export const firstOf = (parent: unknown, names: string[]): unknown => {
  let empty: unknown;
  for (const name of names) {
    for (const found of all(parent, name)) {
      if (rawContent(found).trim() !== '') return found;
      empty ??= found;
    }
  }
  return empty;
};

export type TextKind = 'text' | 'html';

export interface RichText {
  text: string;
  links: string[];
}

/** A matched element pair in text that was already through the HTML parser: escaped twice. */
const DOUBLE_ESCAPED = /<(p|div|a|span|li|b|i|em|strong|h[1-6])\b[^<>]*>[^<]*<\/\1>/i;

/**
 * A stop node's content as plain text. `html` content (escaped or CDATA HTML, inline XHTML) goes
 * through the HTML parser; `text` content is only entity-decoded.
 */
export const richText = (node: unknown, kind: TextKind, budget?: DomBudget): RichText => {
  const source = unwrapRaw(rawContent(node));
  if (kind === 'text') return { text: source.split('\n').map(singleLine).filter(Boolean).join('\n'), links: [] };
  const once = htmlToText(source, budget);
  // Some feeds escape their HTML twice (`&amp;lt;p&amp;gt;`): one pass leaves markup as text. A
  // matched element pair is the sign; a lone `<div>` in a post about HTML is left alone.
  return DOUBLE_ESCAPED.test(once.text) ? htmlToText(once.text, budget) : once;
};

/** Atom's `type` attribute (text | html | xhtml | a MIME type) → how to read the content. */
export const atomTextKind = (node: unknown): TextKind | null => {
  const type = (attr(node, 'type') ?? 'text').toLowerCase();
  if (type === 'text' || type === 'text/plain') return 'text';
  if (type === 'html' || type === 'xhtml' || type === 'text/html' || type.endsWith('+xml') || type.endsWith('/xml')) return 'html';
  if (type.startsWith('text/')) return 'text';
  // Other MIME types are base64 (RFC 4287 4.1.3.3): not text we can index.
  return null;
};
