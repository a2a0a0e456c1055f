import { parseHTML } from 'linkedom';
import { BLOCK_ELEMENTS as BLOCKS, SKIPPED_ELEMENTS as SKIPPED } from './html-elements';
import { stripTags } from './strip-tags';

/**
 * HTML → plain text for feed descriptions and extracted articles. linkedom only builds a tree: it
 * has no script engine, loads nothing and fires no events, so hostile markup stays data.
 */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export interface HtmlText {
  text: string;
  /** href values of <a> elements, as written (not resolved). */
  links: string[];
}

/** Collapses whitespace inside lines, drops empty lines; lines are paragraphs. */
export const normalizeText = (raw: string): string =>
  raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

/** One line of text: every run of whitespace, line breaks included, becomes one space. */
export const singleLine = (raw: string): string => raw.replace(/\s+/g, ' ').trim();

/**
 * Walks a subtree iteratively (hostile pages nest deeply; recursion could overflow the stack) and
 * returns its text with one line per block element.
 */
export const nodeToText = (root: Node): HtmlText => {
  const parts: string[] = [];
  const links: string[] = [];
  // A stack of nodes to visit; `null` marks the end of a block element.
  const stack: (Node | null)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null) {
      parts.push('\n');
      continue;
    }
    if (node === undefined) break;
    if (node.nodeType === TEXT_NODE) {
      parts.push(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node !== root) continue;
    const name = node.nodeType === ELEMENT_NODE ? (node as Element).localName.toLowerCase() : '';
    if (SKIPPED.has(name)) continue;
    if (name === 'a') {
      const href = (node as Element).getAttribute('href');
      if (href) links.push(href);
    }
    if (BLOCKS.has(name)) {
      parts.push('\n');
      stack.push(null);
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  return { text: normalizeText(parts.join('')), links };
};

/**
 * How many characters of HTML one job may hand to the DOM parser. linkedom costs about a
 * microsecond per character of tag-dense markup; past the budget the DOM-free `stripTags` takes
 * over, so one hostile 15 MiB feed cannot block the event loop for long.
 */
export interface DomBudget {
  remaining: number;
}
export const DOM_BUDGET_CHARS = 1_000_000;
export const domBudget = (chars = DOM_BUDGET_CHARS): DomBudget => ({ remaining: chars });

/** Parses an HTML fragment (or page) and returns its visible text and link targets. */
export const htmlToText = (html: string, budget?: DomBudget): HtmlText => {
  // Most titles and many summaries carry no markup and no entities: skip the parser.
  if (!/[<&]/.test(html)) return { text: normalizeText(html), links: [] };
  if (budget !== undefined) {
    if (html.length > budget.remaining) return stripTags(html);
    budget.remaining -= html.length;
  }
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return nodeToText(document.body ?? document.documentElement);
};
