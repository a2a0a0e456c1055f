import type { FeedItem } from '@newsdesk/core/ingestion/ingestion.ports';
import { singleLine } from '../articles/html-to-text';
import type { RichText } from './feed-node';
import { isPdfLink, resolveLink } from './feed-links';

/** What the RSS and Atom readers collect for one item; turned into a FeedItem the same way. */
export interface ItemParts {
  base: string | null;
  title: string;
  link: string | null;
  guid: string | null;
  summary: RichText | null;
  content: RichText | null;
  published: string | null;
  author: string | null;
  /** Enclosures, media and links with their declared type, unresolved. */
  attachments: { href: string | null; type: string | null }[];
}

const SUMMARY_LENGTH = 500;

/** The start of the content, cut at a word, for items whose feed gives no separate summary. */
const excerpt = (text: string): string => {
  const flat = singleLine(text);
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

export const buildItem = (parts: ItemParts): FeedItem => {
  const content = parts.content !== null && parts.content.text !== '' ? parts.content.text : null;
  const summaryText = parts.summary?.text ?? '';
  const pdfLinks = new Set<string>();
  const addPdf = (href: string | null, type: string | null): void => {
    const url = resolveLink(href, parts.base);
    if (url !== null && isPdfLink(url, type)) pdfLinks.add(url);
  };
  for (const attachment of parts.attachments) addPdf(attachment.href, attachment.type);
  addPdf(parts.link, null);
  // Official sources often link the document itself from the description.
  for (const href of [...(parts.summary?.links ?? []), ...(parts.content?.links ?? [])]) addPdf(href, null);
  return {
    title: singleLine(parts.title),
    link: parts.link,
    guid: parts.guid,
    summary: summaryText !== '' ? summaryText : content !== null ? excerpt(content) : '',
    content,
    published: parts.published,
    author: parts.author,
    pdfLinks: [...pdfLinks],
  };
};
