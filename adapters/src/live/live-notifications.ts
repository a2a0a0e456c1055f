import type { Logger } from 'pino';
import type { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { CollectionMatchFanout, COLLECTION_MATCHED_CHANNEL } from './collection-match-fanout';
import { announcementSchema } from './live-messages';
import { LiveSocketServer, type LiveSocketServerOptions } from './live-socket-server';
import { PgListener } from '../postgres/notifications/pg-listener';
import { SESSION_ENDED_CHANNEL, sessionEndedSchema } from '../postgres/identity/session-ended-channel';
import type { PostgresNotificationDocuments } from './postgres-notification-documents';

export interface LiveNotificationsOptions extends Omit<LiveSocketServerOptions, 'logger'> {
  databaseUrl: string;
  logger: Logger;
  /** Resolved on first use: the collections adapter is bound by its own module. */
  collections: () => Pick<CollectionRepository, 'findById'>;
  documents: Pick<PostgresNotificationDocuments, 'findByIds'>;
  preferences: { mutedAmong(userIds: readonly string[]): Promise<ReadonlySet<string>> };
}

const parseJson = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
};

/**
 * The live notifications of one web process: the /ws socket server, and a LISTEN on the matches
 * that any process's percolation worker announces, fanned out to the sockets open here.
 */
export class LiveNotifications {
  readonly sockets: LiveSocketServer;
  private readonly listener: PgListener;
  private readonly fanout: CollectionMatchFanout;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: LiveNotificationsOptions) {
    this.sockets = new LiveSocketServer(options);
    this.fanout = new CollectionMatchFanout({
      findCollection: (id) => options.collections().findById(id),
      findDocuments: (ids) => options.documents.findByIds(ids),
      mutedAmong: (ids) => options.preferences.mutedAmong(ids),
      connectedAmong: (ids) => this.sockets.connectedAmong(ids),
      push: (ids, message) => this.sockets.push(ids, message),
    });
    // its own connection: LISTEN must not wait behind the percolator's reloads on a shared one
    this.listener = new PgListener({ connectionString: options.databaseUrl, applicationName: 'newsdesk-live-socket', logger: options.logger });
  }

  async start(): Promise<void> {
    // NOTIFYs sent while the connection was down are gone. Browsers catch up by themselves after
    // a reconnect (GET /api/notifications), so their sockets are closed as "service restart":
    // they reconnect with jittered backoff and fetch what they missed.
    await this.listener.listen(COLLECTION_MATCHED_CHANNEL, (payload) => this.onAnnouncement(payload), {
      onReconnect: () => this.sockets.closeAll(1012, 'catching up'),
    });
    // Ended sessions (logout, an admin ending one, a deactivated user) close their sockets in
    // every process at once; the periodic session check remains the safety net.
    await this.listener.listen(SESSION_ENDED_CHANNEL, (payload) => this.onSessionEnded(payload));
    this.sockets.start();
  }

  async stop(): Promise<void> {
    await this.listener.close();
    await Promise.allSettled([...this.inFlight]);
    await this.sockets.stop();
  }

  /** For tests and the benchmark: resolves when the announcements received so far are pushed. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private onSessionEnded(payload: string): void {
    const ended = sessionEndedSchema.safeParse(parseJson(payload));
    if (!ended.success) {
      this.options.logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed session-ended announcement');
      return;
    }
    const work = this.sockets
      .checkSessionsOf([ended.data.userId])
      .catch((error: unknown) => this.options.logger.error({ err: error, userId: ended.data.userId }, 'closing the sockets of an ended session failed'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private onAnnouncement(payload: string): void {
    const announcement = announcementSchema.safeParse(parseJson(payload));
    if (!announcement.success) {
      this.options.logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed collection match announcement');
      return;
    }
    const work = this.fanout
      .announce(announcement.data)
      .catch((error: unknown) => this.options.logger.error({ err: error, collectionId: announcement.data.collectionId }, 'live notification fan-out failed'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }
}
