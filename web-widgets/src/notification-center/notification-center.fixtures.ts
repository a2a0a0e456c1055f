import type { LiveHandlers, LiveConnection, NotificationCenterApi } from './notification-center.gateway';
import type { LiveNotificationMessage } from '@newsdesk/core/notifications/live-messages';
import type { MissedNotification, NotificationDocument } from '@newsdesk/core/notifications/notification.types';

export const NOW = new Date('2026-11-21T10:00:00.000Z');

let counter = 0;
export const aNotificationDocument = (overrides: { id?: string; title?: string; domain?: string } = {}): NotificationDocument => {
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  return {
    id,
    storyId: id,
    language: 'en',
    document: {
      documentTitle: overrides.title ?? `Swiss National Bank holds its policy rate (${id.slice(-3)})`,
      domain: overrides.domain ?? 'nzz.ch',
      url: `https://nzz.ch/${id}`,
      publicationDate: '2026-11-21T09:00:00.000Z',
      firstAcquisitionDate: '2026-11-21T09:05:00.000Z',
    },
  };
};

export const aLiveMessage = (
  documents: NotificationDocument[],
  collectionName = 'Central banks',
  collectionId = 'c-1',
): LiveNotificationMessage => ({
  collectionId,
  collectionName,
  documents,
});

/**
 * An in-memory NotificationCenterApi: records calls, lets a test open, message and close the
 * "socket" by hand, and fail the HTTP calls on demand.
 */
export class FakeNotificationApi implements NotificationCenterApi {
  muted = false;
  /** Who GET /api/notifications/state says is logged in. */
  userId = 'u1';
  missedAnswer: MissedNotification[] = [];
  failState = false;
  failToggle = false;
  failMissed = false;
  readonly missedCalls: (Date | null)[] = [];
  readonly setMutedCalls: boolean[] = [];
  /** The user's "Clear all" mark as the server keeps it (shared by every store built on this api, like devices). */
  clearedAt: string | null = null;
  failClear = false;
  readonly readCalls: string[][] = [];
  now: () => Date = () => NOW;
  connections: { handlers: LiveHandlers; closed: boolean }[] = [];

  async missed(since: Date | null) {
    this.missedCalls.push(since);
    if (this.failMissed) throw new Error('offline');
    return this.missedAnswer;
  }

  async state() {
    if (this.failState) throw new Error('offline');
    return { muted: this.muted, userId: this.userId, clearedAt: this.clearedAt };
  }

  async setMuted(muted: boolean) {
    this.setMutedCalls.push(muted);
    if (this.failToggle) throw new Error('offline');
    this.muted = muted;
    return { muted };
  }

  async clear() {
    if (this.failClear) throw new Error('offline');
    const now = this.now().toISOString();
    if (this.clearedAt === null || this.clearedAt < now) this.clearedAt = now;
    return { clearedAt: this.clearedAt };
  }

  async markRead(documentIds: string[]) {
    this.readCalls.push(documentIds);
  }

  connect(handlers: LiveHandlers): LiveConnection {
    const connection = { handlers, closed: false };
    this.connections.push(connection);
    return { close: () => (connection.closed = true) };
  }

  /** The live connection now in use. */
  get current() {
    const open = this.connections.filter((c) => !c.closed);
    return open[open.length - 1];
  }

  open(reconnected = false, disconnectedAt: Date | null = null) {
    this.current?.handlers.onStateChange('open');
    this.current?.handlers.onOpen({ reconnected, disconnectedAt });
  }

  push(message: unknown) {
    this.current?.handlers.onMessage(message);
  }
}
