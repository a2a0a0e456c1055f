import { LiveNotifications } from '@newsdesk/adapters/live/live-notifications';
import { PostgresNotificationDocuments } from '@newsdesk/adapters/live/postgres-notification-documents';
import { sessionLiveness } from '@newsdesk/adapters/live/session-liveness';
import { PostgresNotificationPreferences } from '@newsdesk/adapters/postgres/notification-preferences/postgres-notification-preferences';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { AuthenticateSession } from '@newsdesk/core/identity/authenticate-session';
import { SessionRepository, SessionTokens } from '@newsdesk/core/identity/identity.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import type { BackgroundWorker } from './background-worker';

/** The live socket at /ws on the HTTP port, fed by the matches any process announces. */
export const liveSocketWorker: BackgroundWorker = {
  name: 'live socket',
  roles: ['web'],
  start: async ({ config, container, databaseUrl, logger, server }) => {
    const authenticate = container.get(AuthenticateSession);
    const live = new LiveNotifications({
      server,
      databaseUrl,
      logger,
      authenticate: async (token) => ({ userId: (await authenticate.execute(token)).user.id }),
      sessionAlive: sessionLiveness(container.get<SessionRepository>(SessionRepository), container.get<SessionTokens>(SessionTokens), container.get<Clock>(Clock), config.sessionPolicy),
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      collections: () => container.get<CollectionRepository>(CollectionRepository),
      documents: container.get(PostgresNotificationDocuments),
      preferences: container.get(PostgresNotificationPreferences),
    });
    await live.start();
    container.get(NewsdeskMetrics).watchLiveSockets(() => live.sockets.connectionCount);
    return live;
  },
};
