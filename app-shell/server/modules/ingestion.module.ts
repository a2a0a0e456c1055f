import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ReadabilityArticleExtractor } from '@newsdesk/adapters/articles/readability-article-extractor';
import { UnpdfTextExtractor } from '@newsdesk/adapters/articles/unpdf-text-extractor';
import { XmlFeedParser } from '@newsdesk/adapters/feeds/xml-feed-parser';
import { SafeHttpGate } from '@newsdesk/adapters/fetch/safe-http-gate';
import { FrancLanguageDetector } from '@newsdesk/adapters/nlp/franc-language-detector';
import { ReloadingEntityExtractor } from '@newsdesk/adapters/nlp/reloading-entity-extractor';
import { countedIngestion } from '@newsdesk/adapters/operations/counted-ingestion';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { PostgresDocumentRepository } from '@newsdesk/adapters/postgres/documents/postgres-document-repository';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { GazetteerRepository } from '@newsdesk/core/gazetteer/gazetteer.ports';
import { toGazetteerExtra } from '@newsdesk/core/gazetteer/gazetteer.types';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { SourceImageOnFirstCrawl } from '@newsdesk/core/source-images/source-image-on-first-crawl';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import {
  ArticleExtractor,
  EntityExtractor,
  FeedParser,
  LanguageDetector,
  OutboundHttp,
  PdfTextExtractor,
} from '@newsdesk/core/ingestion/ingestion.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { topicMatcher, type TopicMatcher } from '@newsdesk/core/topics/assign-topics';
import { TopicRepository } from '@newsdesk/core/topics/topic.ports';
import type { Config } from '../config';
import { AppConfig, AppLogger, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** Topic rules change rarely; the matcher is rebuilt at most every 30 s, not per document. */
const cachedTopicMatcher = (topics: TopicRepository, clock: Clock) => {
  let cached: { matcher: TopicMatcher; at: number } | undefined;
  return async () => {
    const now = clock.now().getTime();
    if (!cached || now - cached.at > 30_000) cached = { matcher: topicMatcher(await topics.all()), at: now };
    return cached.matcher;
  };
};

/** Ingestion: the outbound gate, parsers, NLP, the document store and the crawl pipeline. */
export const ingestionModule = new ContainerModule(({ bind }) => {
  bind<OutboundHttp>(OutboundHttp)
    .toDynamicValue((c) => new SafeHttpGate({ allow: c.get<Config>(AppConfig).fetchAllow }))
    .inSingletonScope();
  bind<FeedParser>(FeedParser).toConstantValue(new XmlFeedParser());
  bind<ArticleExtractor>(ArticleExtractor).toConstantValue(new ReadabilityArticleExtractor());
  bind<PdfTextExtractor>(PdfTextExtractor).toConstantValue(new UnpdfTextExtractor());
  bind<LanguageDetector>(LanguageDetector)
    .toDynamicValue(() => new FrancLanguageDetector())
    .inSingletonScope();
  // The curated gazetteers plus the admin's additions (entities module), reloaded at most every
  // minute and at once after a change through the API.
  bind(ReloadingEntityExtractor)
    .toDynamicValue((c) => {
      const gazetteer = c.get<GazetteerRepository>(GazetteerRepository);
      const logger = c.get<Logger>(AppLogger);
      return new ReloadingEntityExtractor({
        load: async () => toGazetteerExtra(await gazetteer.list()),
        onError: (error) => logger.warn({ err: error }, 'could not load the gazetteer additions'),
      });
    })
    .inSingletonScope();
  bind<EntityExtractor>(EntityExtractor)
    .toDynamicValue((c) => c.get(ReloadingEntityExtractor))
    .inSingletonScope();
  bind<DocumentRepository>(DocumentRepository)
    .toDynamicValue((c) => new PostgresDocumentRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(IngestArticle)
    .toDynamicValue(
      (c) =>
        new IngestArticle(
          c.get(DocumentRepository),
          c.get(LanguageDetector),
          c.get(EntityExtractor),
          cachedTopicMatcher(c.get(TopicRepository), c.get(Clock)),
          c.get<IdGenerator>(IdGenerator),
          c.get(Clock),
        ),
    )
    .inSingletonScope();
  bind(CrawlSource)
    .toDynamicValue(
      (c) =>
        new CrawlSource(
          c.get(OutboundHttp),
          c.get(FeedParser),
          c.get(ArticleExtractor),
          c.get(PdfTextExtractor),
          // crawls are counted by outcome for the operator's metrics; a domain's first document fetches its icon (ADR 0025)
          c
            .get(SourceImageOnFirstCrawl)
            .wrap(countedIngestion(c.get(IngestArticle), (outcome) => c.get(NewsdeskMetrics).documentIngested(outcome))),
          c.get<FeedSourceRepository>(FeedSourceRepository),
          c.get(Clock),
        ),
    )
    .inSingletonScope();
});
