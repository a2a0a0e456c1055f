/**
 * HTML → text without a DOM: one linear pass with indexOf, no backtracking regular expressions.
 * Coarser than the linkedom path (a `>` inside an attribute value ends the tag early; only common
 * named entities are known), and used where a DOM would cost too much: linkedom spends about a
 * microsecond per character on tag-dense markup, so a 15 MiB feed of it would block the event loop
 * for seconds.
 */

import { BLOCK_ELEMENTS as BLOCKS, SKIPPED_ELEMENTS } from './html-elements';

/**
 * The DOM path's skipped elements, less those that may have no end tag (`<embed>` is void, `</option>`
 * is optional): this pass skips to the end tag, and without one it would drop the rest of the text.
 */
const SKIPPED = new Set([...SKIPPED_ELEMENTS].filter((name) => name !== 'embed' && name !== 'option'));

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  plusmn: '±',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  micro: 'µ',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
  oslash: 'ø',
  Oslash: 'Ø',
  eth: 'ð',
  ETH: 'Ð',
  thorn: 'þ',
  THORN: 'Þ',
};

/** `eacute`, `Uuml`, `ccedil` … : a letter and a combining accent, composed (covers Latin-1). */
const ACCENTS: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  ring: '\u030a',
  cedil: '\u0327',
  caron: '\u030c',
};

const decodeEntity = (match: string, body: string): string => {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : match;
  }
  const named = NAMED[body];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(grave|acute|circ|tilde|uml|ring|cedil|caron)$/.exec(body);
  return accented ? `${accented[1]}${ACCENTS[accented[2] ?? ''] ?? ''}`.normalize('NFC') : match;
};

export const decodeCommonEntities = (text: string): string =>
  text.indexOf('&') === -1 ? text : text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, decodeEntity);

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export const stripTags = (html: string): { text: string; links: string[] } => {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  const links: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      parts.push(html.slice(i));
      break;
    }
    parts.push(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!tag) {
      // `a < b` is text.
      parts.push('<');
      i = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt === -1) {
      // No `>` anywhere after this point: the rest is text (and no further tag can close).
      parts.push(html.slice(lt));
      break;
    }
    const [, closing, rawName] = tag;
    const name = (rawName ?? '').toLowerCase();
    i = gt + 1;
    if (BLOCKS.has(name)) parts.push('\n');
    if (closing) continue;
    if (name === 'a') {
      const href = HREF.exec(html.slice(lt, gt));
      const value = href?.[1] ?? href?.[2] ?? href?.[3];
      if (value) links.push(decodeCommonEntities(value));
    }
    if (SKIPPED.has(name) && !html.slice(lt, gt).endsWith('/')) {
      const end = lower.indexOf(`</${name}`, i);
      i = end === -1 ? html.length : Math.max(i, lower.indexOf('>', end) + 1 || html.length);
    }
  }
  const text = decodeCommonEntities(parts.join(''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
  return { text, links };
};
