import type { ApiClient } from '../api/api-client';
import { LiveSocketClient, type LiveSocketClientOptions, type LiveSocketState } from './live-socket-client';
import type { MissedNotification } from '@newsdesk/core/notifications/notification.types';

/** What the store hears from the live socket. */
export interface LiveHandlers {
  onMessage(message: unknown): void;
  onOpen(info: { reconnected: boolean; disconnectedAt: Date | null }): void;
  onStateChange(state: LiveSocketState): void;
  onSessionEnded(): void;
}

export interface LiveConnection {
  close(): void;
}

/** GET /api/notifications/state. */
export interface NotificationState {
  muted: boolean;
  /** The logged-in user; older servers do not send it (then nothing cached is restored). */
  userId?: string;
  /** ISO time of the user's last "Clear all" on any device (older servers do not send it). */
  clearedAt?: string | null;
}

/** The calls of the notification center; the store depends on this, stories and tests fake it. */
export interface NotificationCenterApi {
  missed(since: Date | null): Promise<MissedNotification[]>;
  /** Whether the user muted, and who the session's user is (the cache is per user). */
  state(): Promise<NotificationState>;
  setMuted(muted: boolean): Promise<{ muted: boolean }>;
  /** Clear all for the user on every device; the server answers with the mark it kept. */
  clear(): Promise<{ clearedAt: string }>;
  markRead(documentIds: string[]): Promise<void>;
  connect(handlers: LiveHandlers): LiveConnection;
}

/**
 * The socket URL: given, or /ws on the API's origin (the page's own when the API is same-origin).
 * The browser sends the session cookie with the upgrade; the server checks it and the Origin.
 */
export const liveSocketUrl = (apiBaseUrl: string, wsUrl?: string): string => {
  if (wsUrl) return wsUrl;
  const base = apiBaseUrl || (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const url = new URL(`${base.replace(/\/+$/, '')}/ws`, typeof location === 'undefined' ? undefined : location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};

export class NotificationCenterGateway implements NotificationCenterApi {
  constructor(
    private readonly api: ApiClient,
    private readonly socketOptions: { wsUrl?: string } & Pick<LiveSocketClientOptions, 'createSocket' | 'timers' | 'random'> = {},
  ) {}

  async missed(since: Date | null): Promise<MissedNotification[]> {
    const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : '';
    return (await this.api.get<{ notifications: MissedNotification[] }>(`/api/notifications${query}`)).notifications;
  }

  state(): Promise<NotificationState> {
    return this.api.get<NotificationState>('/api/notifications/state');
  }

  setMuted(muted: boolean): Promise<{ muted: boolean }> {
    return this.api.put<{ muted: boolean }>('/api/notifications/state', { muted });
  }

  clear(): Promise<{ clearedAt: string }> {
    return this.api.post<{ clearedAt: string }>('/api/notifications/clear', {});
  }

  async markRead(documentIds: string[]): Promise<void> {
    await this.api.post<unknown>('/api/notifications/read', { documentIds });
  }

  connect(handlers: LiveHandlers): LiveConnection {
    const { wsUrl, ...rest } = this.socketOptions;
    const client = new LiveSocketClient({ url: liveSocketUrl(this.api.baseUrl, wsUrl), ...rest, ...handlers });
    client.start();
    return { close: () => client.stop() };
  }
}
