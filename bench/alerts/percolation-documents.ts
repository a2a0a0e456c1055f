import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJsonlArchive } from '@newsdesk/adapters/archives/jsonl-archive';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { NewsEntityExtractor } from '@newsdesk/adapters/nlp/news-entity-extractor';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { conceptsFromMentions, type DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { simhash } from '@newsdesk/core/ingestion/fingerprint';

const DATA = path.resolve(import.meta.dirname, '../../../shared/data/news');
const ARCHIVES: [DocumentLanguage, string][] = [
  ['en', 'en/bbc_news_2004_2005.jsonl.gz'],
  ['de', 'de/10kgnad_test.jsonl.gz'],
  ['fr', 'fr/orangesum_2020_10k.jsonl.gz'],
];
/** Real archives carry no topic ids of ours; documents get one of these, spread evenly. */
const TOPICS = ['economy', 'politics', 'sport', 'culture', 'science'];

/**
 * Documents to percolate: real en/de/fr articles of ../shared/data (referenced, never copied)
 * with entities from the gazetteers and cues, acquired `now`; without the data folder, the demo
 * corpus. Returns where they came from for the report.
 */
export const percolationDocuments = async (perLanguage: number, now: Date): Promise<{ source: string; documents: DocumentRecord[] }> => {
  if (!existsSync(DATA)) {
    const documents = [...generateCorpus({ count: perLanguage * 3, seed: 5, now, days: 0 })];
    return { source: 'demo corpus (../shared/data absent)', documents };
  }
  const extractor = new NewsEntityExtractor({ useLibrary: false });
  const documents: DocumentRecord[] = [];
  for (const [language, file] of ARCHIVES) {
    let taken = 0;
    for await (const entry of readJsonlArchive(path.join(DATA, file))) {
      if (!('article' in entry) || entry.article.body.length < 300) continue;
      const { title, body } = entry.article;
      const id = crypto.randomUUID();
      const mentions = extractor.extract(`${title}\n${body}`, language);
      const domain = `${language}.archive.example`;
      documents.push({
        id,
        document: {
          publicationDate: null,
          firstAcquisitionDate: now.toISOString(),
          domain,
          documentTitle: title,
          documentBody: body,
          url: `https://${domain}/${id}`,
          associatedText: [],
        },
        metadata: { concepts: { ...conceptsFromMentions(mentions), categories: [{ name: TOPICS[documents.length % TOPICS.length]! }] } },
        language,
        storyId: id,
        isOriginal: true,
        canonicalUrl: `https://${domain}/${id}`,
        contentHash: id.replaceAll('-', '').slice(0, 16),
        simhash: simhash(`${title}\n${body}`),
        sourceId: null,
        mentions,
      });
      if (++taken >= perLanguage) break;
    }
  }
  return { source: 'real articles of ../shared/data/news (BBC, 10kGNAD, OrangeSum)', documents };
};
