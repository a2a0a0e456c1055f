import type { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { systemClock } from '@newsdesk/core/shared/clock';
import { topicMatcher } from '@newsdesk/core/topics/assign-topics';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import { FrancLanguageDetector } from '../../nlp/franc-language-detector';
import { NewsEntityExtractor } from '../../nlp/news-entity-extractor';

/**
 * The ingestion as production runs it (language detection, entity extraction, topics by rule),
 * for the tests on the real archives of ../shared/data. Kept apart from crawl-pipeline.ts so the
 * tests of fetching and storing do not load the language tools.
 */
export const realIngestion = (documents: DocumentRepository, topics: readonly Topic[] = []): IngestArticle => {
  const matcher = topicMatcher(topics);
  return new IngestArticle(
    documents,
    new FrancLanguageDetector(),
    new NewsEntityExtractor(),
    async () => matcher,
    { newId: () => crypto.randomUUID() },
    systemClock,
  );
};
