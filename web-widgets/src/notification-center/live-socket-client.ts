import type { PingMessage } from '@newsdesk/core/notifications/live-messages';
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffPolicy } from './backoff';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const OPEN = 1;
/** Spec §4 / §9: a ping every 60 seconds. */
export const PING_INTERVAL_MS = 60_000;
/** The server's "your session ended" (logout, expiry): reconnecting would only be refused. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveSocketClientOptions {
  url: string;
  onMessage(message: unknown): void;
  /** `reconnected`: this is not the first open since start(), so something may have been missed. */
  onOpen?(info: { reconnected: boolean; disconnectedAt: Date | null }): void;
  onStateChange?(state: LiveSocketState): void;
  /** The server closed with 4401: the session is over; no more reconnects. */
  onSessionEnded?(): void;
  createSocket?: (url: string) => SocketLike;
  timers?: Timers;
  random?: () => number;
  now?: () => Date;
  backoff?: BackoffPolicy;
  pingIntervalMs?: number;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

const parse = (data: unknown): unknown => {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * The browser side of /ws: pings `{action: 'ping', data}` every 60 s, and after any close but a
 * normal one (1000, which only stop() sends) or "session ended" reconnects with exponential
 * backoff and jitter. The owner is told when a reconnect opened, to fetch what it missed.
 */
export class LiveSocketClient {
  private socket: SocketLike | null = null;
  private pingTimer: unknown = null;
  private retryTimer: unknown = null;
  private attempt = 0;
  private opened = false;
  private disconnectedAt: Date | null = null;
  private currentState: LiveSocketState = 'idle';
  private readonly timers: Timers;

  constructor(private readonly options: LiveSocketClientOptions) {
    this.timers = options.timers ?? browserTimers;
  }

  get state(): LiveSocketState {
    return this.currentState;
  }

  start(): void {
    if (this.currentState !== 'idle' && this.currentState !== 'stopped') return;
    this.attempt = 0;
    this.opened = false;
    this.disconnectedAt = null;
    this.connect();
  }

  /** Closes normally (1000) and stops reconnecting: mute, logout, unmount. */
  stop(): void {
    this.setState('stopped');
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      try {
        socket.close(1000, 'client stopped');
      } catch {
        // already closing
      }
    }
  }

  private connect(): void {
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url);
    } catch {
      // e.g. a URL the browser refuses: treat like a failed connection
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.setState('open');
      this.pingTimer = this.timers.setInterval(() => this.ping(), this.options.pingIntervalMs ?? PING_INTERVAL_MS);
      this.options.onOpen?.({ reconnected, disconnectedAt: this.disconnectedAt });
    };
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (message !== undefined) this.options.onMessage(message);
    };
    // the close event follows an error; reconnecting is decided there
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.timers.clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.currentState === 'open') this.disconnectedAt = (this.options.now ?? (() => new Date()))();
      if (event.code === 1000) {
        this.setState('stopped');
        return;
      }
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.setState('stopped');
        this.options.onSessionEnded?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private ping(): void {
    if (this.socket?.readyState !== OPEN) return;
    this.socket.send(
      JSON.stringify({ action: 'ping', data: { at: (this.options.now ?? (() => new Date()))().toISOString() } } satisfies PingMessage),
    );
  }

  private scheduleReconnect(): void {
    this.setState('waiting');
    const delay = reconnectDelay(this.attempt++, this.options.random ?? Math.random, this.options.backoff ?? DEFAULT_BACKOFF);
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      if (this.currentState === 'waiting') this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer !== null) this.timers.clearInterval(this.pingTimer);
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }

  private setState(state: LiveSocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.options.onStateChange?.(state);
  }
}
