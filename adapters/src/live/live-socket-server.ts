import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { LiveErrorMessage, PingMessage, PongMessage } from '@newsdesk/core/notifications/live-messages';
import { SESSION_COOKIE } from '../http/session-cookie';
import { DEFAULT_SLICE_LIMITS, sendInSlices, type SlicedSend, type SliceLimits } from './send-in-slices';
import { SocketRegistry } from './socket-registry';
import { textFrame } from './text-frame';
import { isOriginAllowed, ownOrigin, readCookie, refuseUpgrade } from './upgrade-guard';

/** A client message stays small (spec §7, the live socket: {action, data} pings); a bigger one closes the socket (1009). */
export const LIVE_MAX_PAYLOAD = 64 * 1024;
/** A socket whose send buffer grows past this is not reading: it is dropped, not buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code for "your session ended": the client then stops reconnecting (4000–4999 are the application's). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export interface LiveSocketServerOptions {
  server: http.Server;
  path?: string;
  /** The session behind a cookie token, or a rejection (logged out, expired, unknown). */
  authenticate(token: string): Promise<{ userId: string }>;
  /**
   * The tokens among these whose session is still alive, without extending any (an open socket is
   * not activity). Called with every token of the process at once: one query per check, not one per socket.
   */
  aliveSessions(tokens: readonly string[]): Promise<ReadonlySet<string>>;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  logger: Logger;
  /** Server ping interval; a socket that did not answer the previous ping is dropped (default 30 s). */
  heartbeatMs?: number;
  /** How often the sessions of open sockets are checked (default 60 s). */
  sessionCheckMs?: number;
  /** How a broadcast is cut into slices so it never holds the event loop long (default DEFAULT_SLICE_LIMITS). */
  sliceLimits?: SliceLimits;
}

/** One message and the users whose open sockets receive it. */
export interface LiveDelivery {
  userIds: readonly string[];
  message: unknown;
}

/** What a broadcast did: sockets written to, in how many slices (the event loop ran between two), the longest slice. */
export interface BroadcastOutcome extends SlicedSend {
  reached: number;
}

interface LiveSocket {
  userId: string;
  sessionToken: string;
  ws: WebSocket;
  /**
   * The connection under ws, written to directly by broadcasts (one pre-framed write each). Safe
   * because ws queues nothing of its own here: its sender queues frames only while compressing
   * (perMessageDeflate is off) or reading a Blob (never sent), so its frames and ours never interleave.
   */
  connection: Duplex;
  alive: boolean;
}

const parseJson = (data: RawData): unknown => {
  try {
    return JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The live socket at /ws on the HTTP server's own port. The session cookie is checked before the
 * upgrade completes, so an unauthenticated client never holds a WebSocket; the Origin is
 * checked against Newsdesk's own and the allowed ones. Pushes go to every open socket of a user.
 */
export class LiveSocketServer {
  private readonly wss: WebSocketServer;
  private readonly registry = new SocketRegistry<LiveSocket>();
  private readonly path: string;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private checkingSessions = false;
  /** Broadcasts go out one after the other, so a socket receives messages in the order they were sent. */
  private sending: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LiveSocketServerOptions) {
    this.path = options.path ?? '/ws';
    // perMessageDeflate off: compressing one message per socket for thousands of sockets costs
    // more CPU and memory (a zlib context each) than the small JSON saves.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false });
    this.onUpgrade = this.onUpgrade.bind(this);
  }

  start(): void {
    this.options.server.on('upgrade', this.onUpgrade);
    // An HTTP server's close() waits for every connection, upgraded ones included, and the
    // process closes HTTP before it stops its workers: so the sockets are closed as soon as
    // the server stops listening, or a shutdown would wait for every browser to leave.
    this.timers.push(
      setInterval(() => {
        if (this.options.server.listening || this.stopped) return;
        this.stopped = true;
        this.closeAll(1001, 'server shutting down');
      }, 200),
    );
    this.timers.push(setInterval(() => this.heartbeat(), this.options.heartbeatMs ?? 30_000));
    this.timers.push(setInterval(() => void this.checkSessions(), this.options.sessionCheckMs ?? 60_000));
    for (const timer of this.timers) timer.unref();
  }

  /** Users among these with a socket open in this process. */
  connectedAmong(userIds: readonly string[]): string[] {
    return this.registry.connectedAmong(userIds);
  }

  /** Whether any socket is open here: with none, an announcement needs no database work at all. */
  get anyoneConnected(): boolean {
    return this.registry.size > 0;
  }

  /** Sends one message to every open socket of these users. Resolves with the sockets reached. */
  async push(userIds: readonly string[], message: unknown): Promise<number> {
    return (await this.broadcast([{ userIds, message }])).reached;
  }

  /**
   * Sends each message to every open socket of its users, in slices (send-in-slices.ts): a
   * broadcast to 10,000 sockets would otherwise hold the event loop for 100–200 ms, and with it
   * every request, ping and database answer of the process. Each message is serialised and
   * framed once (text-frame.ts), then written to each socket as it is.
   */
  broadcast(deliveries: readonly LiveDelivery[]): Promise<BroadcastOutcome> {
    const run = this.sending.then(() => this.sendNow(deliveries));
    this.sending = run.catch(() => undefined);
    return run;
  }

  private async sendNow(deliveries: readonly LiveDelivery[]): Promise<BroadcastOutcome> {
    const writes: { socket: LiveSocket; frame: Buffer }[] = [];
    for (const { userIds, message } of deliveries) {
      const frame = textFrame(Buffer.from(JSON.stringify(message)));
      for (const socket of this.registry.socketsOf(userIds)) writes.push({ socket, frame });
    }
    let reached = 0;
    const sent = await sendInSlices(
      writes,
      ({ socket, frame }) => {
        // checked at the moment of sending: a socket may have closed during an earlier slice
        if (socket.ws.readyState !== WebSocket.OPEN) return;
        if (socket.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.ws.terminate();
          return;
        }
        socket.connection.write(frame);
        reached++;
      },
      this.options.sliceLimits ?? DEFAULT_SLICE_LIMITS,
    );
    return { reached, ...sent };
  }

  /**
   * Closes every socket with this code; the clients reconnect (any code but 1000 and 4401).
   * A client that does not answer the close handshake within a second is cut off.
   */
  closeAll(code: number, reason: string): void {
    const closing = [...this.registry.all()];
    for (const socket of closing) socket.ws.close(code, reason);
    if (closing.length > 0) {
      setTimeout(() => {
        for (const socket of closing) if (socket.ws.readyState !== WebSocket.CLOSED) socket.ws.terminate();
      }, 1_000).unref();
    }
  }

  get connectionCount(): number {
    return this.registry.size;
  }

  async stop(): Promise<void> {
    this.options.server.off('upgrade', this.onUpgrade);
    for (const timer of this.timers) clearInterval(timer);
    // 1001 "going away": the clients reconnect (to another process, or this one after a restart).
    if (!this.stopped) this.closeAll(1001, 'server shutting down');
    this.stopped = true;
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    for (const socket of [...this.registry.all()]) socket.ws.terminate();
  }

  private onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client that drops the connection while we check its session must not crash the process.
    socket.on('error', () => socket.destroy());
    void this.upgrade(request, socket, head).catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'live socket upgrade failed');
      refuseUpgrade(socket, 503, 'server.internal', 'Something went wrong on our side. Please try again.');
    });
  }

  private async upgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path !== this.path) return refuseUpgrade(socket, 404, 'route.not_found', 'Not found.');
    if (this.stopped) return refuseUpgrade(socket, 503, 'server.stopping', 'The server is shutting down.');
    const origin = request.headers.origin;
    if (!isOriginAllowed(origin, ownOrigin(request, this.options.trustProxy), this.options.allowedOrigins)) {
      return refuseUpgrade(socket, 403, 'request.csrf', 'This request was refused because it did not come from Newsdesk.');
    }
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    let userId: string;
    try {
      if (!token) throw new Error('no session cookie');
      ({ userId } = await this.options.authenticate(token));
    } catch {
      return refuseUpgrade(socket, 401, 'auth.unauthenticated', 'Unauthorized access. Redirecting to login page...');
    }
    if (socket.destroyed || this.stopped) return;
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, socket, userId, token));
  }

  private accept(ws: WebSocket, connection: Duplex, userId: string, sessionToken: string): void {
    const socket: LiveSocket = { userId, sessionToken, ws, connection, alive: true };
    this.registry.add(socket);
    ws.on('pong', () => (socket.alive = true));
    ws.on('message', (data, isBinary) => this.onMessage(socket, data, isBinary));
    ws.on('error', (error) => this.options.logger.debug({ err: error, userId }, 'live socket error'));
    ws.on('close', () => this.registry.remove(socket));
  }

  private onMessage(socket: LiveSocket, data: RawData, isBinary: boolean): void {
    socket.alive = true;
    const message = isBinary ? undefined : parseJson(data);
    if (typeof message === 'object' && message !== null && (message as { action?: unknown }).action === 'ping') {
      socket.ws.send(JSON.stringify({ action: 'pong', data: (message as PingMessage).data ?? null } satisfies PongMessage));
      return;
    }
    // Anything else is ignored, with a code the client can log; the socket stays open.
    socket.ws.send(JSON.stringify({ type: 'error', code: 'live.invalid_message' } satisfies LiveErrorMessage));
  }

  /** Drops sockets whose peer vanished without a close (laptop lid, dead NAT entry). */
  private heartbeat(): void {
    for (const socket of [...this.registry.all()]) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
  }

  /**
   * A session of one of these users ended (announced by any process): their sockets whose
   * session is no longer alive close now, instead of at the next periodic check.
   */
  checkSessionsOf(userIds: readonly string[]): Promise<void> {
    return this.checkSockets([...this.registry.socketsOf(userIds)]);
  }

  /** Closes the sockets of sessions that were logged out or expired: one query for all of them. */
  private async checkSessions(): Promise<void> {
    if (this.checkingSessions || this.stopped) return;
    this.checkingSessions = true;
    try {
      await this.checkSockets([...this.registry.all()]);
    } finally {
      this.checkingSessions = false;
    }
  }

  private async checkSockets(sockets: readonly LiveSocket[]): Promise<void> {
    if (this.stopped || sockets.length === 0) return;
    const tokens = [...new Set(sockets.map((socket) => socket.sessionToken))];
    // one query for every session of the process; if it fails, the sockets stay until the next check
    const alive = await this.options.aliveSessions(tokens).catch((error: unknown) => {
      this.options.logger.warn({ err: error, sessions: tokens.length }, 'live socket session check failed');
      return null;
    });
    if (!alive) return;
    this.closeEnded(sockets.filter((socket) => !alive.has(socket.sessionToken)));
  }

  /** A client that does not answer the close handshake within a second is cut off: an ended session keeps no socket. */
  private closeEnded(sockets: readonly LiveSocket[]): void {
    if (sockets.length === 0) return;
    for (const socket of sockets) socket.ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    setTimeout(() => {
      for (const socket of sockets) if (socket.ws.readyState !== WebSocket.CLOSED) socket.ws.terminate();
    }, 1_000).unref();
  }

  /** For tests: runs the session check now. */
  checkSessionsNow(): Promise<void> {
    return this.checkSessions();
  }
}
