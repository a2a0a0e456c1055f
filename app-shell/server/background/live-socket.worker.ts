import type { MikroORM } from '@mikro-orm/postgresql';
import { LiveNotifications } from '@newsdesk/adapters/live/live-notifications';
import { PostgresCollectionFollowers } from '@newsdesk/adapters/live/postgres-collection-followers';
import { PostgresNotificationDocuments } from '@newsdesk/adapters/live/postgres-notification-documents';
import { PostgresSessionLiveness } from '@newsdesk/adapters/live/session-liveness';
import { AuthenticateSession } from '@newsdesk/core/identity/authenticate-session';
import { SessionTokens } from '@newsdesk/core/identity/identity.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { Orm } from '../tokens';
import type { BackgroundWorker } from './background-worker';

/** The live socket at /ws on the HTTP port, fed by the matches any process announces. */
export const liveSocketWorker: BackgroundWorker = {
  name: 'live socket',
  roles: ['web'],
  start: async ({ config, container, databaseUrl, logger, server }) => {
    const authenticate = container.get(AuthenticateSession);
    const orm = container.get<MikroORM>(Orm);
    const liveness = new PostgresSessionLiveness(
      orm,
      container.get<SessionTokens>(SessionTokens),
      container.get<Clock>(Clock),
      config.sessionPolicy,
    );
    const live = new LiveNotifications({
      server,
      databaseUrl,
      logger,
      authenticate: async (token) => ({ userId: (await authenticate.execute(token)).user.id }),
      aliveSessions: (tokens) => liveness.aliveAmong(tokens),
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      followers: new PostgresCollectionFollowers(orm),
      documents: container.get(PostgresNotificationDocuments),
    });
    await live.start();
    container.get(NewsdeskMetrics).watchLiveSockets(() => live.sockets.connectionCount);
    return live;
  },
};
