import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RandomShareIds } from '@newsdesk/adapters/crypto/random-share-ids';
import { documentRoutes } from '@newsdesk/adapters/http/documents/documents.routes';
import { relatedRoutes } from '@newsdesk/adapters/http/documents/related.routes';
import { PostgresRelatedDocumentIndex } from '@newsdesk/adapters/postgres/related/postgres-related-document-index';
import { searchRoutes } from '@newsdesk/adapters/http/search/search.routes';
import { attentionRoutes } from '@newsdesk/adapters/http/search/attention.routes';
import { PostgresAttentionIndex } from '@newsdesk/adapters/postgres/search/postgres-attention-index';
import { suggestionRoutes } from '@newsdesk/adapters/http/search/suggestions.routes';
import { PostgresSearchIndex } from '@newsdesk/adapters/postgres/search/postgres-search-index';
import { PostgresSuggestionIndex } from '@newsdesk/adapters/postgres/suggestions/postgres-suggestion-index';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { PostgresSharedSearchRepository } from '@newsdesk/adapters/postgres/sharing/postgres-shared-search-repository';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { OpenSharedSearch, ShareIds, SharedSearchRepository, ShareSearch } from '@newsdesk/core/sharing/shared-search';
import { FindDocumentsByEntity, FindRelatedDocuments, RelatedDocumentIndex } from '@newsdesk/core/related/related-documents';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { AttentionOverTime } from '@newsdesk/core/search/attention-over-time';
import { AttentionIndex } from '@newsdesk/core/search/attention.ports';
import { SearchIndex } from '@newsdesk/core/search/search.ports';
import { Suggest, SuggestionIndex } from '@newsdesk/core/suggestions/suggest';
import { TopicRepository } from '@newsdesk/core/topics/topic.ports';
import type { ReadDatabase } from '@newsdesk/adapters/postgres/replicas/read-database';
import { HttpRoutes, Orm, ReadDb } from '../tokens';

/** Search, reading documents, suggestions and sharing searches. (The document store itself is bound by the ingestion module.) */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind<SharedSearchRepository>(SharedSearchRepository)
    .toDynamicValue((c) => new PostgresSharedSearchRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<ShareIds>(ShareIds).toConstantValue(new RandomShareIds());
  bind(ShareSearch)
    .toDynamicValue((c) => new ShareSearch(c.get(SharedSearchRepository), c.get(ShareIds), c.get(Clock)))
    .inSingletonScope();
  bind(OpenSharedSearch)
    .toDynamicValue((c) => new OpenSharedSearch(c.get(SharedSearchRepository), c.get(Clock)))
    .inSingletonScope();
  bind<SuggestionIndex>(SuggestionIndex)
    .toDynamicValue((c) => new PostgresSuggestionIndex(c.get<ReadDatabase>(ReadDb)))
    .inSingletonScope();
  // refreshed by the worker's job and the demo seed (ADR 0006)
  bind(PostgresFrequentTerms)
    .toDynamicValue((c) => new PostgresFrequentTerms(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(Suggest)
    .toDynamicValue((c) => {
      const topics = c.get<TopicRepository>(TopicRepository);
      return new Suggest(c.get(SuggestionIndex), () => topics.all());
    })
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => suggestionRoutes({ suggest: c.get(Suggest) }));
  bind<SearchIndex>(SearchIndex)
    .toDynamicValue((c) => new PostgresSearchIndex(c.get<ReadDatabase>(ReadDb)))
    .inSingletonScope();
  bind(RunSearch)
    .toDynamicValue((c) => new RunSearch(c.get(SearchIndex), c.get(Clock)))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => searchRoutes({ runSearch: c.get(RunSearch) }));
  bind<AttentionIndex>(AttentionIndex)
    .toDynamicValue((c) => new PostgresAttentionIndex(c.get<ReadDatabase>(ReadDb)))
    .inSingletonScope();
  bind(AttentionOverTime)
    .toDynamicValue((c) => new AttentionOverTime(c.get(AttentionIndex), c.get(Clock)))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => attentionRoutes({ attentionOverTime: c.get(AttentionOverTime) }));
  bind<RelatedDocumentIndex>(RelatedDocumentIndex)
    .toDynamicValue((c) => new PostgresRelatedDocumentIndex(c.get<ReadDatabase>(ReadDb)))
    .inSingletonScope();
  bind(FindRelatedDocuments)
    .toDynamicValue((c) => new FindRelatedDocuments(c.get(DocumentRepository), c.get(RelatedDocumentIndex)))
    .inSingletonScope();
  bind(FindDocumentsByEntity)
    .toDynamicValue((c) => new FindDocumentsByEntity(c.get(RelatedDocumentIndex)))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => relatedRoutes({ related: c.get(FindRelatedDocuments), byEntity: c.get(FindDocumentsByEntity) }));
  bind(HttpRoutes).toDynamicValue((c) =>
    documentRoutes({ documents: c.get(DocumentRepository), shareSearch: c.get(ShareSearch), openSharedSearch: c.get(OpenSharedSearch) }),
  );
});
