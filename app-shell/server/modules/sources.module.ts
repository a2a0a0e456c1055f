import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { feedSourceRoutes } from '@newsdesk/adapters/http/sources/feed-sources.routes';
import { officialSourceRoutes } from '@newsdesk/adapters/http/sources/official-sources.routes';
import { siteListRoutes } from '@newsdesk/adapters/http/sources/site-lists.routes';
import { withSourceImageRoutes } from '@newsdesk/adapters/http/source-images/source-images.routes';
import { DeleteSourceImage } from '@newsdesk/core/source-images/delete-source-image';
import { GetSourceImage } from '@newsdesk/core/source-images/get-source-image';
import { ReplaceSourceImage } from '@newsdesk/core/source-images/replace-source-image';
import { topicRoutes } from '@newsdesk/adapters/http/sources/topics.routes';
import { GateFeedHostScreen } from '@newsdesk/adapters/http/sources/feed-host-screen';
import { searchFilterRoutes } from '@newsdesk/adapters/http/search/search-filters.routes';
import { PostgresFeedSourceRepository } from '@newsdesk/adapters/postgres/sources/postgres-feed-source-repository';
import { PostgresOfficialSourceRepository } from '@newsdesk/adapters/postgres/sources/postgres-official-source-repository';
import { PostgresSiteListRepository } from '@newsdesk/adapters/postgres/sources/postgres-site-list-repository';
import { PostgresTopicRepository } from '@newsdesk/adapters/postgres/sources/postgres-topic-repository';
import { ListSearchFilterOptions } from '@newsdesk/core/search/search-filter-options';
import { ListSources } from '@newsdesk/core/search/list-sources';
import { PostgresSourceCounts } from '@newsdesk/adapters/postgres/search/postgres-source-counts';
import type { ReadDatabase } from '@newsdesk/adapters/postgres/replicas/read-database';
import { Clock } from '@newsdesk/core/shared/clock';
import { CreateFeedSource } from '@newsdesk/core/sources/create-feed-source';
import { DeleteFeedSource } from '@newsdesk/core/sources/delete-feed-source';
import { DeleteSiteListFile } from '@newsdesk/core/sources/delete-site-list-file';
import { GetCrawlSchedule } from '@newsdesk/core/sources/get-crawl-schedule';
import { GetFeedSource } from '@newsdesk/core/sources/get-feed-source';
import { GetSiteListFile } from '@newsdesk/core/sources/get-site-list-file';
import { ListFeedSources } from '@newsdesk/core/sources/list-feed-sources';
import { ListOfficialSources } from '@newsdesk/core/sources/list-official-sources';
import { ListSiteListFiles } from '@newsdesk/core/sources/list-site-list-files';
import { ListSites } from '@newsdesk/core/sources/list-sites';
import { SaveOfficialSource } from '@newsdesk/core/sources/save-official-source';
import { FeedHostScreen, FeedSourceRepository, OfficialSourceRepository, SiteListRepository } from '@newsdesk/core/sources/source.ports';
import { UpdateCrawlSchedule } from '@newsdesk/core/sources/update-crawl-schedule';
import { UpdateFeedSource } from '@newsdesk/core/sources/update-feed-source';
import { UploadSiteList } from '@newsdesk/core/sources/upload-site-list';
import { DeleteTopic } from '@newsdesk/core/topics/delete-topic';
import { ListTopics } from '@newsdesk/core/topics/list-topics';
import { SaveTopic } from '@newsdesk/core/topics/save-topic';
import { SetTopicLabels } from '@newsdesk/core/topics/set-topic-labels';
import { TopicRepository } from '@newsdesk/core/topics/topic.ports';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm, ReadDb } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** Sources administration: RSS-enabled sources, site lists, official sources, crawl schedule, topics. */
export const sourcesModule = new ContainerModule(({ bind }) => {
  const orm = (c: { get<T>(id: symbol): T }) => c.get<MikroORM>(Orm);
  bind<FeedSourceRepository>(FeedSourceRepository)
    .toDynamicValue((c) => new PostgresFeedSourceRepository(orm(c)))
    .inSingletonScope();
  bind<SiteListRepository>(SiteListRepository)
    .toDynamicValue((c) => new PostgresSiteListRepository(orm(c)))
    .inSingletonScope();
  bind<OfficialSourceRepository>(OfficialSourceRepository)
    .toDynamicValue((c) => new PostgresOfficialSourceRepository(orm(c)))
    .inSingletonScope();
  bind<TopicRepository>(TopicRepository)
    .toDynamicValue((c) => new PostgresTopicRepository(orm(c)))
    .inSingletonScope();

  // the outbound gate's address rules with the same NEWSDESK_FETCH_ALLOW, applied when a source is saved
  bind<FeedHostScreen>(FeedHostScreen)
    .toDynamicValue((c) => new GateFeedHostScreen(c.get<Config>(AppConfig).fetchAllow))
    .inSingletonScope();
  bind(CreateFeedSource)
    .toDynamicValue(
      (c) =>
        new CreateFeedSource(
          c.get(FeedSourceRepository),
          c.get(SiteListRepository),
          c.get(FeedHostScreen),
          c.get<IdGenerator>(IdGenerator),
          c.get(Clock),
        ),
    )
    .inSingletonScope();
  bind(UpdateFeedSource)
    .toDynamicValue((c) => new UpdateFeedSource(c.get(FeedSourceRepository), c.get(SiteListRepository), c.get(FeedHostScreen)))
    .inSingletonScope();
  bind(GetFeedSource)
    .toDynamicValue((c) => new GetFeedSource(c.get(FeedSourceRepository)))
    .inSingletonScope();
  bind(DeleteFeedSource)
    .toDynamicValue((c) => new DeleteFeedSource(c.get(FeedSourceRepository)))
    .inSingletonScope();
  bind(ListFeedSources)
    .toDynamicValue((c) => new ListFeedSources(c.get(FeedSourceRepository), c.get(Clock)))
    .inSingletonScope();
  bind(GetCrawlSchedule)
    .toDynamicValue((c) => new GetCrawlSchedule(c.get(FeedSourceRepository), c.get(Clock)))
    .inSingletonScope();
  bind(UpdateCrawlSchedule)
    .toDynamicValue((c) => new UpdateCrawlSchedule(c.get(FeedSourceRepository)))
    .inSingletonScope();
  bind(ListSites)
    .toDynamicValue((c) => new ListSites(c.get(SiteListRepository), c.get(FeedSourceRepository)))
    .inSingletonScope();
  bind(UploadSiteList)
    .toDynamicValue((c) => new UploadSiteList(c.get(SiteListRepository), c.get(Clock)))
    .inSingletonScope();
  bind(ListSiteListFiles)
    .toDynamicValue((c) => new ListSiteListFiles(c.get(SiteListRepository)))
    .inSingletonScope();
  bind(GetSiteListFile)
    .toDynamicValue((c) => new GetSiteListFile(c.get(SiteListRepository)))
    .inSingletonScope();
  bind(DeleteSiteListFile)
    .toDynamicValue((c) => new DeleteSiteListFile(c.get(SiteListRepository)))
    .inSingletonScope();
  bind(ListOfficialSources)
    .toDynamicValue((c) => new ListOfficialSources(c.get(OfficialSourceRepository)))
    .inSingletonScope();
  bind(SaveOfficialSource)
    .toDynamicValue((c) => new SaveOfficialSource(c.get(OfficialSourceRepository), c.get<IdGenerator>(IdGenerator), c.get(Clock)))
    .inSingletonScope();
  bind(ListTopics)
    .toDynamicValue((c) => new ListTopics(c.get(TopicRepository)))
    .inSingletonScope();
  bind(SaveTopic)
    .toDynamicValue((c) => new SaveTopic(c.get(TopicRepository)))
    .inSingletonScope();
  bind(DeleteTopic)
    .toDynamicValue((c) => new DeleteTopic(c.get(TopicRepository)))
    .inSingletonScope();
  bind(SetTopicLabels)
    .toDynamicValue((c) => new SetTopicLabels(c.get(TopicRepository)))
    .inSingletonScope();
  // the Sources filter's type-ahead reads the precomputed domain counts, on a read replica when there is one (ADR 0020)
  bind(ListSources)
    .toDynamicValue(
      (c) =>
        new ListSources(
          new PostgresSourceCounts(c.get<ReadDatabase>(ReadDb)),
          c.get(FeedSourceRepository),
          c.get(OfficialSourceRepository),
        ),
    )
    .inSingletonScope();
  bind(ListSearchFilterOptions)
    .toDynamicValue(
      (c) => new ListSearchFilterOptions(c.get(FeedSourceRepository), c.get(OfficialSourceRepository), c.get(TopicRepository)),
    )
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) => [
    ...feedSourceRoutes({
      createFeedSource: c.get(CreateFeedSource),
      updateFeedSource: c.get(UpdateFeedSource),
      getFeedSource: c.get(GetFeedSource),
      deleteFeedSource: c.get(DeleteFeedSource),
      listFeedSources: c.get(ListFeedSources),
      getCrawlSchedule: c.get(GetCrawlSchedule),
      updateCrawlSchedule: c.get(UpdateCrawlSchedule),
      clock: c.get(Clock),
    }),
    // source images share /api/files/websites with the site lists (ADR 0025)
    ...withSourceImageRoutes(
      siteListRoutes({
        listSites: c.get(ListSites),
        uploadSiteList: c.get(UploadSiteList),
        listSiteListFiles: c.get(ListSiteListFiles),
        getSiteListFile: c.get(GetSiteListFile),
        deleteSiteListFile: c.get(DeleteSiteListFile),
      }),
      { getSourceImage: c.get(GetSourceImage), replaceSourceImage: c.get(ReplaceSourceImage), deleteSourceImage: c.get(DeleteSourceImage) },
    ),
    ...officialSourceRoutes({ listOfficialSources: c.get(ListOfficialSources), saveOfficialSource: c.get(SaveOfficialSource) }),
    ...topicRoutes({
      listTopics: c.get(ListTopics),
      saveTopic: c.get(SaveTopic),
      deleteTopic: c.get(DeleteTopic),
      setTopicLabels: c.get(SetTopicLabels),
    }),
    ...searchFilterRoutes({ listFilterOptions: c.get(ListSearchFilterOptions), listSources: c.get(ListSources) }),
  ]);
});
