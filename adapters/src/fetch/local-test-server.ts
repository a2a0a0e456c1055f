import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import net, { type AddressInfo, type LookupFunction } from 'node:net';
import type { ResolvedAddress } from './checked-lookup';

/** A throwaway HTTP server on 127.0.0.1 for the gate's tests (the only address they may reach). */
export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:<port><path>` */
  url(path: string): string;
  /** Same server under another name, which the test resolver maps to 127.0.0.1. */
  urlAs(hostname: string, path: string): string;
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const listener: RequestListener = (req, res) => {
    requests.push(req);
    // The gate hangs up on purpose (caps, timeouts); that must not crash the test process.
    res.on('error', () => {});
    req.on('error', () => {});
    handler(req, res);
  };
  const server = http.createServer(listener);
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    urlAs: (hostname, path) => `http://${hostname}:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An in-memory DNS for the tests; unknown names fail like ENOTFOUND. Records every lookup. */
export function fakeDns(names: Record<string, string[]>): {
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  lookups: string[];
} {
  const lookups: string[] = [];
  const resolve = async (hostname: string) => {
    lookups.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, lookups };
}

/** Awaits a promise that must reject with a FetchError and hands back its code and details. */
export async function failureOf(promise: Promise<unknown>): Promise<{ code: string; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const { code, details, name } = error as { code: string; details?: Record<string, unknown>; name: string };
    if (name !== 'FetchError') throw error;
    return { code, details: details ?? {} };
  }
  throw new Error('expected the fetch to fail');
}

/**
 * Test safety net: while installed, no socket of this process may connect anywhere but loopback,
 * whether the target is an IP literal or comes out of a `lookup` hook. So if the gate ever
 * regresses, its tests fail here instead of sending packets to 10.0.0.5 or 169.254.169.254.
 * `seen` records every target, which lets a test prove the net is really in the path.
 * `seenFromGate` records only the sockets SafeHttpGate opened (its file is on the stack when the
 * socket connects): jest runs many test files in one worker, and a PostgreSQL client left by an
 * earlier file may reconnect to 127.0.0.1 while a later file's tripwire is installed.
 */
export function installLoopbackTripwire(): { seen: string[]; seenFromGate: string[]; uninstall(): void } {
  const original = net.Socket.prototype.connect;
  const seen: string[] = [];
  const seenFromGate: string[] = [];
  const isLoopback = (address: string) => address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');
  const guard = (address: string, fromGate: boolean) => {
    seen.push(address);
    if (fromGate) seenFromGate.push(address);
    if (!isLoopback(address)) throw new Error(`loopback tripwire: the test tried to connect to ${address}`);
  };
  const openedByGate = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    return /safe-http-gate\.[jt]s/.test(stack);
  };
  // net.createConnection passes its arguments as one normalised array; direct calls pass options.
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    if (first && typeof first === 'object') {
      const fromGate = openedByGate();
      const options = first as { host?: unknown; path?: unknown; lookup?: LookupFunction };
      if (typeof options.host === 'string' && net.isIP(options.host) !== 0) guard(options.host, fromGate);
      const lookup = options.lookup;
      if (lookup && !options.path) {
        options.lookup = (hostname, lookupOptions, callback) =>
          lookup(hostname, lookupOptions, (error, address, family) => {
            if (!error) {
              try {
                for (const entry of Array.isArray(address) ? address : [{ address }]) guard(entry.address, fromGate);
              } catch (tripped) {
                callback(tripped as Error, []);
                return;
              }
            }
            callback(error, address, family);
          });
      }
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return {
    seen,
    seenFromGate,
    uninstall: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
