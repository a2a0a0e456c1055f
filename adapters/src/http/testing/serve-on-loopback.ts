import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import type Koa from 'koa';

/**
 * A test file's Koa app on 127.0.0.1, as a client meets it: listening before the file's tests,
 * closed after them. `base` is `http://127.0.0.1:<port>` once the tests run.
 */
export const serveOnLoopback = (app: Pick<Koa, 'callback'>): { readonly base: string } => {
  let server: http.Server | undefined;
  let base = '';
  beforeAll(async () => {
    const listening = http.createServer(app.callback());
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get base() {
      return base;
    },
  };
};
