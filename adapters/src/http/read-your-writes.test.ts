import http from 'node:http';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import Koa from 'koa';
import { currentReadFloor } from '../postgres/replicas/read-floor';
import { READ_AFTER_COOKIE, readYourWrites } from './read-your-writes';

let server: http.Server;
let base: string;
let position = '0/3000060';

beforeAll(async () => {
  const app = new Koa();
  app.use(readYourWrites(async () => position));
  app.use(async (ctx) => {
    if (ctx.path === '/api/fail') ctx.status = 400;
    // what a route handler's reads see: the floor of this request
    ctx.body = { floor: currentReadFloor()?.toString(16) ?? null };
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${READ_AFTER_COOKIE}=`));

test('a successful write tells the browser the primary position; its next reads carry it as their floor', async () => {
  const read = await fetch(`${base}/api/search`);
  expect(await read.json()).toEqual({ floor: null });
  expect(cookieOf(read)).toBeUndefined();

  const write = await fetch(`${base}/api/collections`, { method: 'POST' });
  const cookie = cookieOf(write);
  expect(cookie).toMatch(new RegExp(`^${READ_AFTER_COOKIE}=0/3000060; path=/; expires=.*; samesite=lax; httponly$`));

  position = '0/4000000';
  const after = await fetch(`${base}/api/search`, { headers: { Cookie: cookie!.split(';')[0]! } });
  expect(await after.json()).toEqual({ floor: '3000060' });
  expect(cookieOf(after)).toBeUndefined();
});

test('a refused write or a garbled cookie sets no floor', async () => {
  expect(cookieOf(await fetch(`${base}/api/fail`, { method: 'POST' }))).toBeUndefined();
  const garbled = await fetch(`${base}/api/search`, { headers: { Cookie: `${READ_AFTER_COOKIE}=drop table` } });
  expect(await garbled.json()).toEqual({ floor: null });
});
