import { CrawlSource, type CrawlRecorder } from '@newsdesk/core/ingestion/crawl-source';
import type { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { systemClock } from '@newsdesk/core/shared/clock';
import { topicMatcher } from '@newsdesk/core/topics/assign-topics';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ReadabilityArticleExtractor } from '../../articles/readability-article-extractor';
import { UnpdfTextExtractor } from '../../articles/unpdf-text-extractor';
import { XmlFeedParser } from '../../feeds/xml-feed-parser';
import { SafeHttpGate } from '../../fetch/safe-http-gate';
import { PostgresDocumentRepository } from '../../postgres/documents/postgres-document-repository';

const quietRecorder: CrawlRecorder = { recordSuccess: async () => undefined, recordFailure: async () => undefined };

/**
 * The real ingestion into `documents`, with every article taken as English and no entity or topic
 * found: for tests of fetching and storing, not of language, entity or topic detection.
 */
export const plainIngestion = (documents: DocumentRepository): IngestArticle =>
  new IngestArticle(
    documents,
    { detect: () => 'en' },
    { extract: () => [] },
    async () => topicMatcher([]),
    { newId: () => crypto.randomUUID() },
    systemClock,
  );

/** The real crawl pipeline against a database, allowed to reach 127.0.0.1 (test servers only). */
export const crawlPipeline = (orm: MikroORM) => {
  const ingest = plainIngestion(new PostgresDocumentRepository(orm));
  return new CrawlSource(
    new SafeHttpGate({ allow: ['127.0.0.1'] }),
    new XmlFeedParser(),
    new ReadabilityArticleExtractor(),
    new UnpdfTextExtractor(),
    ingest,
    quietRecorder,
    systemClock,
  );
};
