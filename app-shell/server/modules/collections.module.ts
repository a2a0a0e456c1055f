import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PostgresAlertVolumeCandidates } from '@newsdesk/adapters/alerts/postgres-alert-volume-candidates';
import { alertVolumeRoutes } from '@newsdesk/adapters/http/alerts/alert-volume.routes';
import { collectionRoutes } from '@newsdesk/adapters/http/collections/collections.routes';
import { slackRoutes } from '@newsdesk/adapters/http/collections/slack.routes';
import { PostgresCollectionChanges } from '@newsdesk/adapters/postgres/collections/postgres-collection-changes';
import { PostgresCollectionRepository } from '@newsdesk/adapters/postgres/collections/postgres-collection-repository';
import { PgListener } from '@newsdesk/adapters/postgres/listen/pg-listener';
import { SlackWebApiDirectory } from '@newsdesk/adapters/slack/slack-directory';
import { CollectionChanges, CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { CollectionDocuments } from '@newsdesk/core/collections/collection-documents';
import { CollectionViews } from '@newsdesk/core/collections/collection-views';
import { CreateCollection } from '@newsdesk/core/collections/create-collection';
import { DeleteCollection } from '@newsdesk/core/collections/delete-collection';
import { GetCollection } from '@newsdesk/core/collections/get-collection';
import { ListCollections } from '@newsdesk/core/collections/list-collections';
import { ReorderCollections } from '@newsdesk/core/collections/reorder-collections';
import { ShareCollection } from '@newsdesk/core/collections/share-collection';
import type { SlackDirectory } from '@newsdesk/core/collections/slack-directory.ports';
import { SlackLookup } from '@newsdesk/core/collections/slack-lookup';
import { UnsubscribeCollections } from '@newsdesk/core/collections/unsubscribe-collections';
import { UpdateCollection } from '@newsdesk/core/collections/update-collection';
import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { AppConfig, AppLogger, HttpRoutes, Orm, ReadDb } from '../tokens';
import { PreviewAlertVolume } from '@newsdesk/core/alerting/alert-volume-preview-use-case';
import type { ReadDatabase } from '@newsdesk/adapters/postgres/replicas/read-database';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** The Slack directory when a bot token is configured; null = chips are checked for their format only. */
const ConfiguredSlackDirectory = Symbol.for('ConfiguredSlackDirectory');
interface ConfiguredSlackDirectory {
  directory: SlackDirectory | null;
}

/** Collections (spec §4, §5, §7): saved searches, sharing, order, their documents, and the Slack chip checks. */
export const collectionsModule = new ContainerModule(({ bind }) => {
  bind<CollectionRepository>(CollectionRepository)
    .toDynamicValue((c) => new PostgresCollectionRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<CollectionChanges>(CollectionChanges)
    .toDynamicValue((c) => {
      const orm = c.get<MikroORM>(Orm);
      const logger = c.get<Logger>(AppLogger);
      // the ORM's URL is the real one also in demo mode, where config.databaseUrl is unset
      const connectionString = orm.config.get('clientUrl')!;
      return new PostgresCollectionChanges(
        () => new PgListener({ connectionString, applicationName: 'newsdesk-collection-changes', logger }),
      );
    })
    .inSingletonScope();
  bind<ConfiguredSlackDirectory>(ConfiguredSlackDirectory)
    .toDynamicValue((c) => {
      const config = c.get<Config>(AppConfig);
      return {
        directory: config.slackBotToken ? new SlackWebApiDirectory({ token: config.slackBotToken, apiUrl: config.slackApiUrl }) : null,
      };
    })
    .inSingletonScope();

  bind(CollectionViews)
    .toDynamicValue((c) => new CollectionViews(c.get<UserRepository>(UserRepository)))
    .inSingletonScope();
  const slack = (c: { get<T>(id: symbol): T }) => c.get<ConfiguredSlackDirectory>(ConfiguredSlackDirectory).directory;
  bind(CreateCollection)
    .toDynamicValue(
      (c) =>
        new CreateCollection(c.get(CollectionRepository), c.get(CollectionViews), c.get<IdGenerator>(IdGenerator), c.get(Clock), slack(c), {
          maxPerUser: c.get<Config>(AppConfig).maxCollectionsPerUser,
        }),
    )
    .inSingletonScope();
  bind(UpdateCollection)
    .toDynamicValue((c) => new UpdateCollection(c.get(CollectionRepository), c.get(CollectionViews), c.get(Clock), slack(c)))
    .inSingletonScope();
  bind(DeleteCollection)
    .toDynamicValue((c) => new DeleteCollection(c.get(CollectionRepository)))
    .inSingletonScope();
  bind(GetCollection)
    .toDynamicValue((c) => new GetCollection(c.get(CollectionRepository), c.get(CollectionViews)))
    .inSingletonScope();
  bind(ListCollections)
    .toDynamicValue((c) => new ListCollections(c.get(CollectionRepository), c.get(CollectionViews)))
    .inSingletonScope();
  bind(ReorderCollections)
    .toDynamicValue((c) => new ReorderCollections(c.get(CollectionRepository)))
    .inSingletonScope();
  bind(UnsubscribeCollections)
    .toDynamicValue((c) => new UnsubscribeCollections(c.get(CollectionRepository)))
    .inSingletonScope();
  bind(ShareCollection)
    .toDynamicValue((c) => new ShareCollection(c.get(CollectionRepository), c.get<UserRepository>(UserRepository), c.get(CollectionViews)))
    .inSingletonScope();
  // RunSearch is bound by the documents module; looked up on use so the modules load in any order
  bind(CollectionDocuments)
    .toDynamicValue((c) => new CollectionDocuments(c.get(CollectionRepository), { execute: (query) => c.get(RunSearch).execute(query) }))
    .inSingletonScope();

  // the alert volume preview (ADR 0024) first: POST /api/collections/:id would take its path for an id
  bind(PreviewAlertVolume)
    .toDynamicValue(
      (c) =>
        new PreviewAlertVolume(new PostgresAlertVolumeCandidates(c.get<ReadDatabase>(ReadDb)), c.get(Clock), {
          dailyHour: c.get<Config>(AppConfig).dailyDigestHour,
        }),
    )
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => alertVolumeRoutes({ preview: c.get(PreviewAlertVolume) }));
  bind(HttpRoutes).toDynamicValue((c) =>
    collectionRoutes({
      create: c.get(CreateCollection),
      update: c.get(UpdateCollection),
      remove: c.get(DeleteCollection),
      get: c.get(GetCollection),
      list: c.get(ListCollections),
      reorder: c.get(ReorderCollections),
      unsubscribe: c.get(UnsubscribeCollections),
      share: c.get(ShareCollection),
      documents: c.get(CollectionDocuments),
      maxPerUser: c.get<Config>(AppConfig).maxCollectionsPerUser,
    }),
  );
  bind(HttpRoutes).toDynamicValue((c) => {
    const directory = slack(c);
    return slackRoutes({ lookup: directory ? new SlackLookup(directory) : null });
  });
});
