import type { TextSegment } from '@newsdesk/core/search/highlight';
import type { CollectionFeed } from '@newsdesk/core/alerting/read-collection-feed';

/** XML 1.0 cannot carry C0 controls other than tab and line breaks, nor lone surrogates or U+FFFE/FFFF. */
const ILLEGAL_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const xml = (text: string): string =>
  text
    .replace(ILLEGAL_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The snippet as HTML (then escaped once more as the summary's text, as `type="html"` says): matched words in <b>. */
const snippetHtml = (segments: readonly TextSegment[]): string =>
  segments
    .map((s) => {
      const text = xml(s.text);
      return s.highlighted ? `<b>${text}</b>` : text;
    })
    .join('');

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * A collection's private feed as Atom 1.0 (RFC 4287; ADR 0022): the feed and each entry carry the
 * required id, title and updated; ids are the collection's and documents' UUIDs as URNs, so a
 * reader recognises an entry it has seen. An entry links to the article (and to Newsdesk when the
 * article has no web address); its summary is the snippet with the matched words in bold.
 * Nothing is written outside XML text escaping: titles and snippets come from the web.
 */
export const collectionAtomFeed = (feed: CollectionFeed, selfUrl: string, generatedAt: Date): string => {
  const updated = (feed.updated ?? generatedAt).toISOString();
  const entries = feed.entries.map((e) => {
    const link = isWebUrl(e.url) ? e.url : e.newsdeskUrl;
    const published = e.time.toISOString();
    return `  <entry>
    <id>urn:uuid:${xml(e.documentId)}</id>
    <title type="text">${xml(e.title.replace(/\s+/g, ' ').trim() || e.url)}</title>
    <link rel="alternate" type="text/html" href="${xml(link)}"/>
    <link rel="related" type="text/html" href="${xml(e.newsdeskUrl)}"/>
    <published>${published}</published>
    <updated>${e.matchedAt.toISOString()}</updated>
    <author><name>${xml(e.domain || 'Newsdesk')}</name></author>
    <summary type="html">${xml(snippetHtml(e.snippet))}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>urn:uuid:${xml(feed.collection.id)}</id>
  <title type="text">${xml(feed.collection.name)} · Newsdesk</title>
  <updated>${updated}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xml(feed.collectionUrl)}"/>
  <author><name>Newsdesk</name></author>
  <generator>Newsdesk</generator>
${entries.join('\n')}
</feed>
`;
};
