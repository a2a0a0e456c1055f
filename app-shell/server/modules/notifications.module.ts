import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { notificationRoutes } from '@newsdesk/adapters/http/notifications/notifications.routes';
import { PostgresMissedNotifications } from '@newsdesk/adapters/live/missed-notifications';
import { PostgresNotificationDocuments } from '@newsdesk/adapters/live/postgres-notification-documents';
import { PostgresNotificationPreferences } from '@newsdesk/adapters/postgres/notification-preferences/postgres-notification-preferences';
import { PostgresNotificationState } from '@newsdesk/adapters/postgres/notification-preferences/postgres-notification-state';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { HttpRoutes, Orm } from '../tokens';

/** Live notifications (spec §4, §9): mute preference, missed notifications; the /ws socket is a background worker. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(PostgresNotificationPreferences)
    .toDynamicValue((c) => new PostgresNotificationPreferences(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(PostgresNotificationState)
    .toDynamicValue((c) => new PostgresNotificationState(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(PostgresNotificationDocuments)
    .toDynamicValue((c) => new PostgresNotificationDocuments(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(PostgresMissedNotifications)
    .toDynamicValue(
      (c) =>
        // the collections module binds the repository; looked up on use so the modules load in any order
        new PostgresMissedNotifications(
          c.get<MikroORM>(Orm),
          () => c.get<CollectionRepository>(CollectionRepository),
          c.get(PostgresNotificationDocuments),
          c.get(PostgresNotificationState),
        ),
    )
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) =>
    notificationRoutes({
      missed: c.get(PostgresMissedNotifications),
      preferences: c.get(PostgresNotificationPreferences),
      state: c.get(PostgresNotificationState),
      clock: c.get<Clock>(Clock),
    }),
  );
});
