import { XMLParser } from 'fast-xml-parser';
import { FeedError } from '@newsdesk/core/ingestion/ingestion.errors';
import type { FeedParser, ParsedFeed } from '@newsdesk/core/ingestion/ingestion.ports';
import { DOM_BUDGET_CHARS, domBudget } from '../articles/html-to-text';
import { readAtom } from './atom-feed';
import { decodeFeedBytes } from './feed-encoding';
import { isNode, type XmlNode } from './feed-node';
import { readRss } from './rss-feed';
import { hasRootEnd, namespacePrefixes, readProlog, removeIllegalChars, rootNamespace, type Prolog } from './xml-text';

/** Larger bodies are refused before any decoding or parsing work. */
export const MAX_FEED_BYTES = 15 * 1024 * 1024;

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  atom03: 'http://purl.org/atom/ns#',
  rss1: 'http://purl.org/rss/1.0/',
  rss090: 'http://my.netscape.com/rdf/simple/0.9/',
};

/** Namespace URI → the prefix the readers use, so `<a10:link>` and `<atom:link>` read the same. */
const CANONICAL_PREFIXES: Record<string, string> = {
  [NS.atom]: 'atom',
  [NS.atom03]: 'atom',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://purl.oclc.org/net/rss_2.0/enc#': 'enc',
  // Elements of the feed's own vocabulary lose their prefix (`<rss:item>` in RSS 1.0).
  [NS.rss1]: '',
  [NS.rss090]: '',
};

/** Parsed as raw inner XML so CDATA, escaped HTML and inline (X)HTML are all decoded one way. */
const RICH_TEXT = ['title', 'description', 'content:encoded', 'summary', 'content', 'subtitle', 'dc:description', 'itunes:summary'];

const HTML_ROOTS = new Set(['html', 'head', 'body']);

/** Tag/attribute renamer; in an Atom document Atom's own prefix is dropped (`<atom:feed>`). */
const renamer = (prefixes: Map<string, string>, atomDocument: boolean): ((name: string) => string) => {
  const rename = new Map<string, string>();
  for (const [prefix, uri] of prefixes) {
    const canonical = atomDocument && (uri === NS.atom || uri === NS.atom03) ? '' : CANONICAL_PREFIXES[uri];
    if (canonical !== undefined) rename.set(prefix, canonical);
  }
  return (name) => {
    // fast-xml-parser refuses these names outright (prototype pollution); a feed using one as an
    // element or attribute name is odd, not hostile enough to lose every item over.
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') return `unsafe_${name}`;
    const colon = name.indexOf(':');
    if (colon === -1) return name;
    const canonical = rename.get(name.slice(0, colon));
    if (canonical === undefined) return name;
    return canonical === '' ? name.slice(colon + 1) : `${canonical}${name.slice(colon)}`;
  };
};

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * RSS 2.0 / 0.91 / 0.92, RSS 1.0 and 0.90 (RDF) and Atom 1.0 on fast-xml-parser.
 *
 * DTDs: the DOCTYPE declaration is cut out before parsing and fast-xml-parser runs with
 * `processEntities: false`; only the five predefined entities and character references are decoded
 * (xml-text.ts). So a declared entity is never expanded: billion-laughs stays a few bytes and an
 * external entity (XXE) is never resolved, it remains the literal text `&name;`. Rejecting such
 * documents (`feed.forbidden_dtd`) was the alternative; ignoring the DTD keeps the many harmless
 * feeds that carry one (RSS 0.91's Netscape DOCTYPE, HTML entity sets) readable, and the HTML-to-
 * text step still decodes the HTML named entities those DTDs existed to define.
 *
 * Leniency: fast-xml-parser does not stop at well-formedness errors such as an unescaped `&` or a
 * stray end tag, so sloppy feeds keep their items. What it cannot see, a document cut off before
 * its end tag, is checked here, and reported as `feed.malformed`.
 */
export class XmlFeedParser implements FeedParser {
  /** @param domBudgetChars HTML characters per feed that get a real DOM parse (see DomBudget). */
  constructor(private readonly domBudgetChars = DOM_BUDGET_CHARS) {}

  /**
   * @param documentUrl the URL the feed was fetched from, the base for relative links (RFC 3986);
   *   without it the feed's self link, then its site link, stand in.
   */
  parse(bytes: Uint8Array, contentType: string | null, documentUrl: string | null = null): ParsedFeed {
    if (bytes.byteLength > MAX_FEED_BYTES) {
      throw new FeedError('feed.too_large', `The feed is larger than ${MAX_FEED_BYTES} bytes`, {
        bytes: bytes.byteLength,
        limit: MAX_FEED_BYTES,
      });
    }
    const { text: decoded, encoding } = decodeFeedBytes(bytes, contentType);
    const text = removeIllegalChars(decoded);
    const prolog = readProlog(text);
    const rootLocal = localName(prolog.rootName);
    if (HTML_ROOTS.has(prolog.rootName.toLowerCase())) {
      throw new FeedError('feed.not_a_feed', 'The response is an HTML page, not a feed', { root: prolog.rootName });
    }
    if (!['rss', 'RDF', 'feed'].includes(rootLocal)) {
      throw new FeedError('feed.not_a_feed', `The document is <${prolog.rootName}>, not RSS, RDF or Atom`, { root: prolog.rootName });
    }
    if (!hasRootEnd(text, prolog)) {
      throw new FeedError('feed.malformed', `The feed ends before </${prolog.rootName}>: it is truncated`, {
        root: prolog.rootName,
        encoding,
      });
    }
    const tree = this.parseXml(text, prolog);
    const root = Object.entries(tree).find(([name]) => localName(name) === rootLocal)?.[1];
    const rootNode: XmlNode = isNode(root) ? root : {};
    const budget = domBudget(this.domBudgetChars);
    if (rootLocal === 'feed') return readAtom(rootNode, documentUrl, budget);
    if (rootLocal === 'RDF') return readRss(rootNode, rootNamespace(text, prolog) === NS.rss090 ? 'rss09' : 'rss1', documentUrl, budget);
    const version = typeof rootNode['@_version'] === 'string' ? rootNode['@_version'].trim() : '';
    return readRss(rootNode, version.startsWith('0.9') ? 'rss09' : 'rss2', documentUrl, budget);
  }

  private parseXml(text: string, prolog: Prolog): XmlNode {
    // The DOCTYPE goes (see the class comment); blanks keep the offsets of everything else.
    const body =
      prolog.doctype === null
        ? text
        : text.slice(0, prolog.doctype.start) + ' '.repeat(prolog.doctype.end - prolog.doctype.start) + text.slice(prolog.doctype.end);
    const rename = renamer(namespacePrefixes(text), localName(prolog.rootName) === 'feed');
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      textNodeName: '#text',
      cdataPropName: '#cdata',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      processEntities: false,
      htmlEntities: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      removeNSPrefix: false,
      stopNodes: RICH_TEXT.map((name) => `..${name}`),
      transformTagName: rename,
      transformAttributeName: rename,
    });
    try {
      const tree: unknown = parser.parse(body);
      return isNode(tree) ? tree : {};
    } catch (error) {
      throw new FeedError('feed.malformed', `The feed is not well-formed XML: ${(error as Error).message}`, {
        reason: (error as Error).message,
      });
    }
  }
}
