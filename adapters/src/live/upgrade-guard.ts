import type http from 'node:http';
import type { Duplex } from 'node:stream';

/** The value of one cookie in a raw Cookie header (the upgrade request has no Koa context). */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
};

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The origin this request reached, as the browser's Origin header would spell it for a same-origin page. */
export const ownOrigin = (request: http.IncomingMessage, trustProxy: boolean): string | undefined => {
  const forwardedProto = trustProxy ? first(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? first(request.headers['x-forwarded-host']) : undefined;
  const host = forwardedHost ?? request.headers.host;
  if (!host) return undefined;
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const proto = forwardedProto ?? (encrypted ? 'https' : 'http');
  return `${proto}://${host}`;
};

/**
 * Cross-site WebSocket hijacking guard: a browser always sends Origin with a WebSocket upgrade,
 * and the cookie rides along whatever the page, so only Newsdesk itself and the origins the
 * operator allowed (embedding tools) may open the socket. Clients without an Origin are not
 * browsers acting for someone (like the HTTP CSRF guard); they still need the cookie.
 */
export const isOriginAllowed = (origin: string | undefined, own: string | undefined, allowedOrigins: readonly string[]): boolean => {
  if (origin === undefined || origin === '') return true;
  return origin === own || allowedOrigins.includes(origin);
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** Refuses an upgrade with a plain HTTP answer ({message, code} like the API) and closes the connection. */
export const refuseUpgrade = (socket: Duplex, status: number, code: string, message: string): void => {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message, code });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
  );
  // end() flushes the answer; destroy soon after so a client that never reads cannot hold it.
  setTimeout(() => socket.destroy(), 1_000).unref();
};
