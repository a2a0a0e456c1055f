import type { Logger } from 'pino';
import type { CollectionFollowers, NotificationDocuments } from '@newsdesk/core/notifications/notification.ports';
import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';
import { CollectionMatchFanout, COLLECTION_MATCHED_CHANNEL } from './collection-match-fanout';
import { announcementSchema } from './live-messages';
import { LiveSocketServer, type LiveSocketServerOptions } from './live-socket-server';
import { PgListener } from '../postgres/listen/pg-listener';
import { SESSION_ENDED_CHANNEL, sessionEndedSchema } from '../postgres/identity/session-ended-channel';

/**
 * How long announcements are gathered before they are fanned out. One commit of the percolation
 * worker NOTIFYs once per matched collection; PostgreSQL sends them in 8 KB writes, which Node may
 * read in several turns of the event loop, so a single turn (setImmediate) would cut one commit's
 * 200 announcements into batches. A few milliseconds keep them together and cost nothing against
 * the 2 s from ingestion to the browser (docs/benchmarks.md, "Ingest to browser").
 */
export const GATHER_MS = 5;

export interface LiveNotificationsOptions extends Omit<LiveSocketServerOptions, 'logger'> {
  databaseUrl: string;
  logger: Logger;
  followers: CollectionFollowers;
  documents: NotificationDocuments;
  /** Gathering window for announcements (default GATHER_MS). */
  gatherMs?: number;
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
  private readonly gatherMs: number;
  /** Announcements heard and not yet fanned out. */
  private pending: CollectionMatchesAnnounced[] = [];
  private gathering: NodeJS.Timeout | null = null;
  /** The batch being fanned out: one at a time, so what arrives meanwhile makes the next batch. */
  private fanningOut: Promise<void> | null = null;

  constructor(private readonly options: LiveNotificationsOptions) {
    this.sockets = new LiveSocketServer(options);
    this.gatherMs = options.gatherMs ?? GATHER_MS;
    this.fanout = new CollectionMatchFanout({
      anyoneConnected: () => this.sockets.anyoneConnected,
      unmutedFollowersOf: (ids) => options.followers.unmutedFollowersOf(ids),
      findDocuments: (ids) => options.documents.findByIds(ids),
      connectedAmong: (ids) => this.sockets.connectedAmong(ids),
      broadcast: async (deliveries) => (await this.sockets.broadcast(deliveries)).reached,
    });
    // its own connection: LISTEN must not wait behind the percolator's reloads on a shared one
    this.listener = new PgListener({
      connectionString: options.databaseUrl,
      applicationName: 'newsdesk-live-socket',
      logger: options.logger,
    });
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
    await this.settled();
    await this.sockets.stop();
  }

  /** For tests and the benchmark: resolves when the announcements received so far are pushed. */
  async settled(): Promise<void> {
    for (;;) {
      await Promise.allSettled([...this.inFlight]);
      if (this.fanningOut) await this.fanningOut;
      else if (this.gathering || this.pending.length > 0) await new Promise((resolve) => setTimeout(resolve, this.gatherMs));
      else if (this.inFlight.size === 0) return;
    }
  }

  private onSessionEnded(payload: string): void {
    const ended = sessionEndedSchema.safeParse(parseJson(payload));
    if (!ended.success) {
      this.options.logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed session-ended announcement');
      return;
    }
    const work = this.sockets
      .checkSessionsOf([ended.data.userId])
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, userId: ended.data.userId }, 'closing the sockets of an ended session failed'),
      )
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private onAnnouncement(payload: string): void {
    const announcement = announcementSchema.safeParse(parseJson(payload));
    if (!announcement.success) {
      this.options.logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed collection match announcement');
      return;
    }
    this.pending.push(announcement.data);
    this.gather(this.gatherMs);
  }

  private gather(delayMs: number): void {
    if (this.gathering || this.fanningOut) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      this.fanningOut = this.fanOut().finally(() => {
        this.fanningOut = null;
        // what arrived during the fan-out has waited long enough: it goes out at the next turn
        if (this.pending.length > 0) this.gather(0);
      });
    }, delayMs);
  }

  private async fanOut(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    await this.fanout.announce(batch).catch((error: unknown) => {
      const collections = new Set(batch.map((a) => a.collectionId)).size;
      this.options.logger.error({ err: error, collections, announcements: batch.length }, 'live notification fan-out failed');
    });
  }
}
