import { makeAutoObservable, runInAction } from 'mobx';
import { toUiError, type UiError } from '../ui/ui-error';
import { formatBadgeCount } from '../sidebar/badge';
import type { LiveConnection, NotificationCenterApi } from './notification-center.gateway';
import { NotificationCache } from './notification-cache';
import { isLiveNotification } from '@newsdesk/core/notifications/live-messages';
import { countAdded, mergeNotifications } from '@newsdesk/core/notifications/notification-list';
import type { NotificationItem } from '@newsdesk/core/notifications/notification.types';
import { titleWithCount } from './page-title';
import type { LiveSocketState } from './live-socket-client';

/** Whether the page is in a background tab, and a way to hear when that changes. */
export interface PageVisibility {
  isHidden(): boolean;
  subscribe(onChange: () => void): () => void;
}

export interface DocumentTitle {
  get(): string;
  set(title: string): void;
}

export interface NotificationCenterOptions {
  /** null: no cache (stories); defaults to localStorage. */
  cache?: NotificationCache | null;
  now?: () => Date;
  /** The app owns its page title; an embedding page keeps its own (mount defaults to false). */
  manageDocumentTitle?: boolean;
  documentTitle?: DocumentTitle;
  visibility?: PageVisibility;
  /** true: something arrived while the tab was hidden (the host shows a favicon badge); false: seen. */
  onHiddenArrival?: (flag: boolean) => void;
  onOpenDocument?: (id: string) => void;
  /** A failure the host may also toast (the panel shows it too). */
  onError?: (error: UiError) => void;
  /** The server ended the session (logout elsewhere, expiry). */
  onSessionEnded?: () => void;
}

/** Margin for the clocks of browser and server when asking what was missed; duplicates are merged away. */
const CATCH_UP_SLACK_MS = 2 * 60_000;

const browserVisibility = (): PageVisibility | undefined =>
  typeof document === 'undefined'
    ? undefined
    : {
        isHidden: () => document.visibilityState === 'hidden',
        subscribe: (onChange) => {
          document.addEventListener('visibilitychange', onChange);
          return () => document.removeEventListener('visibilitychange', onChange);
        },
      };

const browserTitle = (): DocumentTitle | undefined =>
  typeof document === 'undefined' ? undefined : { get: () => document.title, set: (title) => (document.title = title) };

/**
 * The bell and its panel (spec §2, §4): live arrivals, at most 10 unique documents newest first,
 * an alert count that opening or closing the panel resets, mute stored server-side (muted closes
 * the socket), clear all, the page title's "(n)" and the hidden-tab flag.
 */
export class NotificationCenterStore {
  items: NotificationItem[] = [];
  alertCount = 0;
  muted = false;
  panelOpen = false;
  connection: LiveSocketState = 'idle';
  /** Error code shown in the panel (`errors:` namespace). */
  errorCode: string | null = null;
  toggling = false;
  hiddenFlag = false;
  private live: LiveConnection | null = null;
  private started = false;
  private userId: string | null = null;
  private connectedAt: string | null = null;
  private clearedAt: string | null = null;
  private unsubscribeVisibility: (() => void) | null = null;
  private readonly matchListeners = new Set<(collectionId: string) => void>();
  private readonly cache: NotificationCache | null;
  private readonly visibility: PageVisibility | undefined;
  private readonly title: DocumentTitle | undefined;

  constructor(
    private readonly api: NotificationCenterApi,
    private readonly options: NotificationCenterOptions = {},
  ) {
    this.cache = options.cache === undefined ? new NotificationCache() : options.cache;
    this.visibility = options.visibility ?? browserVisibility();
    this.title = options.manageDocumentTitle === false ? undefined : (options.documentTitle ?? browserTitle());
    makeAutoObservable<
      NotificationCenterStore,
      'api' | 'options' | 'live' | 'cache' | 'visibility' | 'title' | 'unsubscribeVisibility' | 'matchListeners'
    >(
      this,
      {
        api: false,
        options: false,
        live: false,
        cache: false,
        visibility: false,
        title: false,
        unsubscribeVisibility: false,
        matchListeners: false,
      },
      { autoBind: true },
    );
  }

  /** Spec §9: the badge shows 9+ above 9; '' for none. */
  get badge(): string {
    return formatBadgeCount(this.alertCount);
  }

  /**
   * After login: restores the cached list of this user, asks whether the user muted, and listens
   * unless muted. Without `userId` (an embedding page) the user is the one the server names; the
   * cache is restored only then, so a page never shows the list of whoever used the browser before.
   */
  async start(userId: string | null = null): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.userId = userId;
    if (userId !== null) this.restore();
    this.unsubscribeVisibility = this.visibility?.subscribe(this.onVisibilityChange) ?? null;
    try {
      const state = await this.api.state();
      if (!this.started) return;
      runInAction(() => {
        this.muted = state.muted;
        if (this.userId === null && state.userId) {
          this.userId = state.userId;
          this.restore();
        }
        if (state.clearedAt) this.applyClear(state.clearedAt);
      });
    } catch (error) {
      // unknown: listen anyway; the server does not push to muted users
      this.fail('notification.load_failed', error, false);
    }
    if (this.started && !this.muted) this.listen();
  }

  /** Logout or unmount: closes the socket, gives the page title back. */
  stop(): void {
    this.started = false;
    this.live?.close();
    this.live = null;
    this.connection = 'stopped';
    this.unsubscribeVisibility?.();
    this.unsubscribeVisibility = null;
    this.panelOpen = false;
    this.showCountInTitle(0);
    this.setHiddenFlag(false);
  }

  /**
   * Hear which collection matched whenever the socket brings new documents (the dashboard refreshes
   * that column), so a page needs no second socket. Returns the unsubscribe.
   */
  onCollectionMatched(listener: (collectionId: string) => void): () => void {
    this.matchListeners.add(listener);
    return () => {
      this.matchListeners.delete(listener);
    };
  }

  /** Whatever arrived on the socket; only notifications count. */
  receive(message: unknown): void {
    if (this.muted || !isLiveNotification(message)) return;
    for (const listener of this.matchListeners) listener(message.collectionId);
    const at = this.now().toISOString();
    this.add(
      message.documents.map((document) => ({ document, collectionId: message.collectionId, collectionName: message.collectionName, at })),
      true,
    );
  }

  openPanel(): void {
    this.panelOpen = true;
    this.resetAlerts();
  }

  closePanel(): void {
    this.panelOpen = false;
    this.resetAlerts();
  }

  togglePanel(): void {
    if (this.panelOpen) this.closePanel();
    else this.openPanel();
  }

  /** Clears here at once, then for the user on every device (the server's mark replaces the local one). */
  async clearAll(): Promise<void> {
    this.items = [];
    this.clearedAt = this.now().toISOString();
    this.resetAlerts();
    try {
      const { clearedAt } = await this.api.clear();
      runInAction(() => this.applyClear(clearedAt));
    } catch (error) {
      this.fail('notification.clear_failed', error, true);
    }
  }

  openDocument(id: string): void {
    this.items = this.items.map((item) => (item.document.id === id ? { ...item, read: true } : item));
    this.persist();
    this.closePanel();
    this.options.onOpenDocument?.(id);
    // a lost read mark only leaves the item unread on other devices: not worth a message
    this.api.markRead([id]).catch(() => undefined);
  }

  /** The user's "Clear all" mark from any device: what matched until then leaves the list. */
  private applyClear(clearedAt: string): void {
    const mark = Date.parse(clearedAt);
    if (Number.isNaN(mark)) return;
    if (this.clearedAt === null || Date.parse(this.clearedAt) < mark) this.clearedAt = clearedAt;
    const kept = this.items.filter((item) => Date.parse(item.at) > mark);
    if (kept.length !== this.items.length) this.items = kept;
    this.persist();
  }

  /** Mute or unmute (server-side, so every tab and device agrees); muted stops listening. */
  async setMuted(muted: boolean): Promise<void> {
    if (this.toggling) return;
    this.toggling = true;
    this.errorCode = null;
    try {
      const state = await this.api.setMuted(muted);
      runInAction(() => {
        this.muted = state.muted;
        this.toggling = false;
      });
      if (state.muted) {
        // after unmuting, what matched meanwhile is not announced as new (muted means not listening)
        runInAction(() => (this.connectedAt = null));
        this.unlisten();
      } else if (this.started) {
        this.listen();
      }
    } catch (error) {
      runInAction(() => (this.toggling = false));
      this.fail('notification.toggle_failed', error, true);
    }
  }

  toggleMuted(): Promise<void> {
    return this.setMuted(!this.muted);
  }

  private listen(): void {
    if (this.live) return;
    this.live = this.api.connect({
      onMessage: this.receive,
      onOpen: ({ reconnected, disconnectedAt }) => void this.catchUp(reconnected, disconnectedAt),
      onStateChange: (state) => runInAction(() => (this.connection = state)),
      onSessionEnded: () => {
        this.stop();
        this.options.onSessionEnded?.();
      },
    });
  }

  private unlisten(): void {
    this.live?.close();
    this.live = null;
    this.connection = 'stopped';
  }

  /**
   * After a reconnect: what matched while the socket was down. At the first open: what matched
   * since this browser was last connected, or (nothing cached) the recent list, not counted as new.
   */
  private async catchUp(reconnected: boolean, disconnectedAt: Date | null): Promise<void> {
    const lastConnected = reconnected ? disconnectedAt : this.connectedAt ? new Date(this.connectedAt) : null;
    runInAction(() => {
      this.connectedAt = this.now().toISOString();
      this.persist();
    });
    let since = lastConnected ? new Date(lastConnected.getTime() - CATCH_UP_SLACK_MS) : null;
    if (this.clearedAt && (since === null || since.getTime() < Date.parse(this.clearedAt))) since = new Date(this.clearedAt);
    try {
      const missed = await this.api.missed(since);
      if (!this.started || this.muted) return;
      this.add(
        missed.map((m) => ({
          document: m.document,
          collectionId: m.collectionId,
          collectionName: m.collectionName,
          at: m.matchedAt,
          ...(m.read ? { read: true } : {}),
        })),
        lastConnected !== null,
      );
    } catch (error) {
      this.fail('notification.load_failed', error, false);
    }
  }

  private add(incoming: NotificationItem[], countAsNew: boolean): void {
    if (incoming.length === 0) return;
    const merged = mergeNotifications(this.items, incoming);
    const added = countAdded(this.items, merged);
    this.items = merged;
    if (countAsNew && added > 0) {
      this.alertCount += added;
      this.showCountInTitle(this.alertCount);
      if (this.visibility?.isHidden()) this.setHiddenFlag(true);
    }
    this.persist();
  }

  private resetAlerts(): void {
    this.alertCount = 0;
    this.showCountInTitle(0);
    this.persist();
  }

  private onVisibilityChange(): void {
    if (!this.visibility?.isHidden()) this.setHiddenFlag(false);
  }

  private setHiddenFlag(flag: boolean): void {
    if (this.hiddenFlag === flag) return;
    this.hiddenFlag = flag;
    this.options.onHiddenArrival?.(flag);
  }

  private showCountInTitle(count: number): void {
    if (!this.title) return;
    const current = this.title.get();
    const next = titleWithCount(current, formatBadgeCount(count));
    if (next !== current) this.title.set(next);
  }

  private fail(code: string, error: unknown, report: boolean): void {
    runInAction(() => (this.errorCode = code));
    if (report) this.options.onError?.({ ...toUiError(error), code });
  }

  /** Only an entry of the known user; any other (another user, or written before the user was known) goes. */
  private restore(): void {
    const cached = this.cache?.read();
    if (!cached) return;
    if (this.userId === null || cached.userId !== this.userId) {
      this.cache?.remove();
      return;
    }
    this.items = cached.items;
    this.alertCount = cached.alertCount;
    this.connectedAt = cached.connectedAt;
    this.clearedAt = cached.clearedAt;
    this.showCountInTitle(this.alertCount);
  }

  private persist(): void {
    this.cache?.write({
      items: this.items,
      alertCount: this.alertCount,
      connectedAt: this.connectedAt,
      clearedAt: this.clearedAt,
      userId: this.userId,
    });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
