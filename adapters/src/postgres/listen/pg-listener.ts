import pg from 'pg';

export interface PgListenerLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface PgListenerOptions {
  connectionString: string;
  /** Shows in pg_stat_activity, so an operator can tell the listener from the pools. */
  applicationName: string;
  logger?: PgListenerLogger;
  /** First wait before reconnecting; doubles up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface ListenOptions {
  /**
   * Called after the connection was lost and is back. NOTIFYs sent meanwhile are gone for good,
   * so a listener that keeps state (the percolator's collections) reloads it here.
   */
  onReconnect?: () => void;
}

interface Subscription {
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

const silent: PgListenerLogger = { warn: () => undefined, info: () => undefined };

/**
 * One dedicated PostgreSQL connection for LISTEN (a pooled connection cannot listen: it is
 * handed to others). Any number of channels and callbacks share it. A lost connection
 * (PostgreSQL restart, network) is re-opened with exponential backoff and every channel is
 * listened to again; close() ends it for good.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private backoffMs: number;
  private readonly logger: PgListenerLogger;

  constructor(private readonly options: PgListenerOptions) {
    this.backoffMs = options.initialBackoffMs ?? 100;
    this.logger = options.logger ?? silent;
  }

  /** Resolves once LISTEN is in effect; the returned function stops this callback (UNLISTEN after the last). */
  async listen(channel: string, onPayload: (payload: string) => void, options: ListenOptions = {}): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    if (this.closed) throw new Error('the listener is closed');
    const subscription: Subscription = { onPayload, onReconnect: options.onReconnect };
    let subscribers = this.channels.get(channel);
    const isNew = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscription);
    const stop = async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(subscription) || current.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`unlisten "${channel}"`).catch(() => undefined);
    };
    try {
      await this.connected();
      if (isNew) await this.client?.query(`listen "${channel}"`);
    } catch (error) {
      // the caller learns that listening failed; nothing half-registered stays behind
      await stop();
      throw error;
    }
    return stop;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.channels.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString, application_name: this.options.applicationName });
    // An 'error' without a listener would crash the process; a lost connection is expected now and then.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      for (const subscription of this.channels.get(message.channel) ?? []) {
        try {
          subscription.onPayload(message.payload ?? '');
        } catch (error) {
          this.logger.warn({ err: error, channel: message.channel }, 'a notification listener failed');
        }
      }
    });
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`listen "${channel}"`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.logger.warn({ err: error, applicationName: this.options.applicationName }, 'notification connection lost; reconnecting');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 5_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connected().then(
        () => {
          this.backoffMs = this.options.initialBackoffMs ?? 100;
          this.logger.info({ applicationName: this.options.applicationName }, 'notification connection restored');
          for (const subscribers of [...this.channels.values()]) for (const s of subscribers) s.onReconnect?.();
        },
        (reconnectError: unknown) => {
          this.logger.warn({ err: reconnectError }, 'reconnecting the notification connection failed');
          this.scheduleReconnect();
        },
      );
    }, wait);
    this.retryTimer.unref();
  }
}
