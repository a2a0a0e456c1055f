import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { generateCorpus } from './corpus-generator';
import { TOPIC_NAMES } from './vocabulary';

/** A new demo item appears every two minutes in each language. */
export const DEMO_FEED_INTERVAL_MS = 2 * 60_000;
const ITEMS_PER_FEED = 12;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const LANGUAGE_INDEX: Record<Exclude<DocumentLanguage, 'other'>, number> = { en: 1, de: 2, fr: 3 };
const TOPICS = Object.keys(TOPIC_NAMES);

/**
 * The RSS 2.0 feed the demo server serves for one language: the latest items of a stream in
 * which a new article appears every two minutes, the same for every reader at the same time
 * (each item is generated from its time slot). Items carry their full text (content:encoded).
 * The topics take turns, so the 12 items always hold every topic twice: the demo editor's
 * collections (demo-collections.ts) have matches from the first crawl on.
 */
export const demoFeedXml = (language: Exclude<DocumentLanguage, 'other'>, now: Date, selfUrl: string): string => {
  const slot = Math.floor(now.getTime() / DEMO_FEED_INTERVAL_MS);
  const items = Array.from({ length: ITEMS_PER_FEED }, (_, i) => {
    const at = new Date((slot - i) * DEMO_FEED_INTERVAL_MS);
    const [doc] = [
      ...generateCorpus({
        count: 1,
        seed: (slot - i) * 7 + LANGUAGE_INDEX[language],
        now: at,
        days: 0,
        copyRate: 0,
        pdfRate: 0,
        languages: [language],
        topics: [TOPICS[(((slot - i) % TOPICS.length) + TOPICS.length) % TOPICS.length]!],
      }),
    ];
    return doc!;
  });
  const body = items
    .map(
      (doc) => `    <item>
      <title>${escapeXml(doc.document.documentTitle)}</title>
      <link>${escapeXml(doc.document.url)}</link>
      <guid isPermaLink="false">${doc.id}</guid>
      <pubDate>${new Date(doc.document.firstAcquisitionDate).toUTCString()}</pubDate>
      <description>${escapeXml(doc.document.documentBody.split('\n\n')[0] ?? '')}</description>
      <content:encoded>${escapeXml(doc.document.documentBody.replaceAll('\n\n', '</p><p>').replace(/^/, '<p>').replace(/$/, '</p>'))}</content:encoded>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Newsdesk demo wire (${language})</title>
    <link>${escapeXml(selfUrl)}</link>
    <description>Generated demo news in ${language}: a new article every two minutes.</description>
    <language>${language}</language>
${body}
  </channel>
</rss>
`;
};
