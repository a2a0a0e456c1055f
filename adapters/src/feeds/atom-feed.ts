import type { FeedItem, ParsedFeed } from '@newsdesk/core/ingestion/ingestion.ports';
import { singleLine, type DomBudget } from '../articles/html-to-text';
import { parseFeedDate } from './feed-dates';
import { buildItem, type ItemParts } from './feed-item';
import { nextBase, resolveLink } from './feed-links';
import { all, atomTextKind, attr, isNode, one, optionalText, plainText, richText, type RichText, type XmlNode } from './feed-node';

/**
 * Atom 1.0 (RFC 4287), and the dates of Atom 0.3 (issued/modified), which some old feeds still
 * serve. xml:base is honoured on the feed, the entry and each link.
 */

interface AtomLink {
  href: string | null;
  rel: string;
  type: string | null;
}

const linksOf = (node: unknown, base: string | null): AtomLink[] =>
  all(node, 'link').map((link) => ({
    href: resolveLink(attr(link, 'href') ?? plainText(link), nextBase(attr(link, 'xml:base'), base)),
    rel: (attr(link, 'rel') ?? 'alternate').toLowerCase(),
    type: attr(link, 'type'),
  }));

/** rel=alternate (an HTML one first), else the first link with an href. */
const entryLink = (links: AtomLink[]): string | null => {
  const alternates = links.filter((link) => link.rel === 'alternate' && link.href !== null);
  const html = alternates.find((link) => link.type === null || /html/i.test(link.type));
  return html?.href ?? alternates[0]?.href ?? links.find((link) => link.href !== null)?.href ?? null;
};

const authorsOf = (node: unknown): string | null => {
  const names = all(node, 'author')
    .map((author) => (isNode(author) ? (optionalText(one(author, 'name')) ?? optionalText(one(author, 'email'))) : optionalText(author)))
    .concat(all(node, 'dc:creator').map(optionalText))
    .filter((name): name is string => name !== null)
    .map(singleLine);
  return names.length > 0 ? [...new Set(names)].join(', ') : null;
};

const textConstruct = (node: unknown, budget: DomBudget): RichText | null => {
  if (node === undefined) return null;
  const kind = atomTextKind(node);
  return kind === null ? null : richText(node, kind, budget);
};

const entryDate = (entry: XmlNode): string | null => {
  for (const name of ['published', 'updated', 'issued', 'created', 'modified', 'dc:date']) {
    const date = parseFeedDate(plainText(one(entry, name)));
    if (date !== null) return date;
  }
  return null;
};

const readEntry = (entry: XmlNode, feedBase: string | null, feedAuthor: string | null, budget: DomBudget): FeedItem => {
  const base = nextBase(attr(entry, 'xml:base'), feedBase);
  const links = linksOf(entry, base);
  const contentNode = one(entry, 'content');
  // Content given by reference (src=) is not in the feed; the article fetch will get it.
  const content = contentNode === undefined || attr(contentNode, 'src') !== null ? null : textConstruct(contentNode, budget);
  const media = all(entry, 'media:content').concat(all(one(entry, 'media:group'), 'media:content'));
  const attachments: ItemParts['attachments'] = [
    ...links.map((link) => ({ href: link.href, type: link.type })),
    ...media.map((node) => ({ href: attr(node, 'url'), type: attr(node, 'type') })),
  ];
  return buildItem({
    base,
    title: textConstruct(one(entry, 'title'), budget)?.text ?? '',
    link: entryLink(links),
    guid: optionalText(one(entry, 'id')),
    summary: textConstruct(one(entry, 'summary'), budget),
    content,
    published: entryDate(entry),
    author: authorsOf(entry) ?? authorsOf(one(entry, 'source')) ?? feedAuthor,
    attachments,
  });
};

export const readAtom = (feed: XmlNode, documentUrl: string | null, budget: DomBudget): ParsedFeed => {
  const ownLinks = all(feed, 'link');
  const self = attr(
    ownLinks.find((link) => attr(link, 'rel') === 'self'),
    'href',
  );
  let base = nextBase(attr(feed, 'xml:base'), documentUrl ?? resolveLink(self, null));
  if (base === null) base = entryLink(linksOf(feed, null));
  return {
    title: singleLine(textConstruct(one(feed, 'title'), budget)?.text ?? ''),
    format: 'atom',
    items: all(feed, 'entry')
      .filter(isNode)
      .map((entry) => readEntry(entry, base, authorsOf(feed), budget)),
  };
};
