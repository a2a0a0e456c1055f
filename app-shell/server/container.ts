import 'reflect-metadata';
import { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Clock, systemClock } from '@newsdesk/core/shared/clock';
import type { Config } from './config';
import { gazetteerModule } from './modules/gazetteer.module';
import { documentsModule } from './modules/documents.module';
import { identityModule } from './modules/identity.module';
import { ingestionModule } from './modules/ingestion.module';
import { sourcesModule } from './modules/sources.module';
import { sourceImagesModule } from './modules/source-images.module';
import { notificationsModule } from './modules/notifications.module';
import { collectionsModule } from './modules/collections.module';
import { percolationModule } from './modules/percolation.module';
import { alertsModule } from './modules/alerts.module';
import { sportsModule } from './modules/sports.module';
import { sportsOutputsModule } from './modules/sports-outputs.module';
import { releaseNotesModule } from './modules/release-notes.module';
import { glossaryModule } from './modules/glossary.module';
import { userAdminModule } from './modules/user-admin.module';
import { siteMonitorModule } from './modules/site-monitor.module';
import { sourceHealthModule } from './modules/source-health.module';
import { operationsModule } from './modules/operations.module';
import { exportModule } from './modules/export.module';
import { primaryOnly, type ReadDatabase } from '@newsdesk/adapters/postgres/replicas/read-database';
import { AppConfig, AppLogger, Orm, ReadDb } from './tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';
import { RandomIds } from '@newsdesk/adapters/crypto/random-ids';

/** The composition root: plain classes from core and adapters, bound by context modules. */
export const buildContainer = (config: Config, orm: MikroORM, logger: Logger, reads: ReadDatabase = primaryOnly(orm)): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(AppConfig).toConstantValue(config);
  container.bind<MikroORM>(Orm).toConstantValue(orm);
  container.bind<ReadDatabase>(ReadDb).toConstantValue(reads);
  container.bind<Logger>(AppLogger).toConstantValue(logger);
  container.bind<Clock>(Clock).toConstantValue(systemClock);
  container.bind<IdGenerator>(IdGenerator).toConstantValue(new RandomIds());
  container.load(
    identityModule,
    sourcesModule,
    sourceImagesModule,
    ingestionModule,
    gazetteerModule,
    documentsModule,
    notificationsModule,
    collectionsModule,
    percolationModule,
    alertsModule,
    sportsModule,
    sportsOutputsModule,
    releaseNotesModule,
    glossaryModule,
    userAdminModule,
    siteMonitorModule,
    sourceHealthModule,
    operationsModule,
    exportModule,
  );
  return container;
};
