import type { FeedItem, ParsedFeed } from '@newsdesk/core/ingestion/ingestion.ports';
import { singleLine, type DomBudget } from '../articles/html-to-text';
import { parseFeedDate } from './feed-dates';
import { buildItem, type ItemParts } from './feed-item';
import { authorName, nextBase, resolveLink } from './feed-links';
import { all, attr, firstOf, isNode, one, optionalText, plainText, richText, type XmlNode } from './feed-node';

/**
 * RSS 2.0, 0.91/0.92 and the RDF family (RSS 1.0 and 0.90). They share item vocabulary; RDF puts
 * items beside the channel instead of inside it, so items are read from both places. Element names
 * arrive with canonical namespace prefixes (dc:, content:, atom:, media:, rdf:, enc:), whatever
 * prefixes the feed declared.
 */

const DATE_ELEMENTS = [
  'pubDate',
  'dc:date',
  'dcterms:issued',
  'dcterms:created',
  'dcterms:modified',
  'dcterms:date',
  'atom:published',
  'atom:updated',
];

/** The first of the date elements that parses; a broken pubDate should not hide a good dc:date. */
const itemDate = (item: XmlNode): string | null => {
  for (const name of DATE_ELEMENTS) {
    for (const node of all(item, name)) {
      const date = parseFeedDate(plainText(node));
      if (date !== null) return date;
    }
  }
  return null;
};

const itemAuthor = (item: XmlNode): string | null => {
  for (const name of ['author', 'dc:creator', 'itunes:author']) {
    const names = all(item, name)
      .map((node) => authorName(plainText(node)))
      .filter((value): value is string => value !== null);
    if (names.length > 0) return [...new Set(names)].join(', ');
  }
  return null;
};

const alternateAtomLink = (node: unknown): string | null =>
  attr(
    all(node, 'atom:link').find((link) => (attr(link, 'rel') ?? 'alternate') === 'alternate'),
    'href',
  );

const itemLink = (item: XmlNode, base: string | null): string | null => {
  for (const node of all(item, 'link')) {
    const link = resolveLink(plainText(node) || attr(node, 'href'), base);
    if (link !== null) return link;
  }
  const fromAtom = resolveLink(alternateAtomLink(item), base);
  if (fromAtom !== null) return fromAtom;
  // RSS 2.0: a guid is a permalink unless it says isPermaLink="false".
  const guid = one(item, 'guid');
  if (guid !== undefined && attr(guid, 'isPermaLink')?.toLowerCase() !== 'false') {
    const permalink = resolveLink(plainText(guid), null);
    if (permalink !== null) return permalink;
  }
  return resolveLink(attr(item, 'rdf:about'), base);
};

const attachments = (item: XmlNode): ItemParts['attachments'] => {
  const media = [...all(item, 'media:content'), ...all(item, 'media:group').flatMap((group) => all(group, 'media:content'))];
  return [
    ...all(item, 'enclosure').map((node) => ({ href: attr(node, 'url'), type: attr(node, 'type') })),
    ...media.map((node) => ({ href: attr(node, 'url'), type: attr(node, 'type') })),
    ...all(item, 'enc:enclosure').map((node) => ({
      href: attr(node, 'rdf:resource') ?? attr(node, 'url'),
      type: attr(node, 'enc:type') ?? attr(node, 'type'),
    })),
    ...all(item, 'atom:link').map((node) => ({ href: attr(node, 'href'), type: attr(node, 'type') })),
  ];
};

const readItem = (item: XmlNode, channelBase: string | null, budget: DomBudget): FeedItem => {
  const base = nextBase(attr(item, 'xml:base'), channelBase);
  const summaryNode = firstOf(item, ['description', 'dc:description', 'itunes:summary']);
  const contentNode = one(item, 'content:encoded');
  return buildItem({
    base,
    // Titles are HTML in practice: double-escaped entities and the odd <b> are common.
    title: richText(firstOf(item, ['title', 'dc:title']), 'html', budget).text,
    link: itemLink(item, base),
    guid: optionalText(one(item, 'guid')) ?? attr(item, 'rdf:about') ?? optionalText(one(item, 'dc:identifier')),
    summary: summaryNode === undefined ? null : richText(summaryNode, 'html', budget),
    content: contentNode === undefined ? null : richText(contentNode, 'html', budget),
    published: itemDate(item),
    author: itemAuthor(item),
    attachments: attachments(item),
  });
};

export const readRss = (root: XmlNode, format: ParsedFeed['format'], documentUrl: string | null, budget: DomBudget): ParsedFeed => {
  const channel = one(root, 'channel');
  const self = attr(
    all(channel, 'atom:link').find((link) => attr(link, 'rel') === 'self'),
    'href',
  );
  // The document's own URL is the base RFC 3986 asks for; the self link names it when the caller
  // cannot, and the site link is the last resort for feeds that have neither.
  let base = documentUrl ?? resolveLink(self, null) ?? resolveLink(plainText(one(channel, 'link')), null);
  base = nextBase(attr(root, 'xml:base'), base);
  base = nextBase(attr(channel, 'xml:base'), base);
  const items = [...all(channel, 'item'), ...all(root, 'item')].filter(isNode);
  return {
    title: singleLine(richText(firstOf(channel, ['title', 'dc:title']), 'html', budget).text),
    format,
    items: items.map((item) => readItem(item, base, budget)),
  };
};
