import { expect, test } from '@jest/globals';
import pino from 'pino';
import { z } from 'zod';
import { unauthenticated } from '@newsdesk/core/identity/identity.errors';
import { createHttpApp } from './create-http-app';
import { defineRoute } from './route-definition';
import { serveOnLoopback } from './testing/serve-on-loopback';

const logged: unknown[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });

const { app } = createHttpApp({
  routes: [
    defineRoute({
      method: 'get',
      path: '/api/explode',
      access: 'public',
      tag: 'Test',
      summary: 'throws something unexpected',
      handler: async () => {
        throw new Error('database password is hunter2');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/items/:id',
      access: 'public',
      tag: 'Test',
      summary: 'validates params and query',
      params: z.object({ id: z.coerce.number().int() }),
      query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      handler: async ({ params, query }) => ({ id: params.id, page: query.page }),
    }),
  ],
  authenticate: async () => {
    throw unauthenticated();
  },
  logger,
  allowedOrigins: [],
  trustProxy: false,
});

const served = serveOnLoopback(app);

test('an unexpected error is a 500 with a request id, logged with its stack, never shown to the client', async () => {
  const response = await fetch(`${served.base}/api/explode`);
  expect(response.status).toBe(500);
  const body = (await response.json()) as { code: string; requestId: string; message: string };
  expect(body.code).toBe('server.internal');
  expect(body.requestId).toBe(response.headers.get('x-request-id'));
  expect(JSON.stringify(body)).not.toContain('hunter2');
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  expect(logged).toContainEqual(
    expect.objectContaining({ requestId: body.requestId, err: expect.objectContaining({ stack: expect.stringContaining('hunter2') }) }),
  );
});

test('params and query are validated and coerced by their schemas', async () => {
  expect(await (await fetch(`${served.base}/api/items/7?page=3`)).json()).toEqual({ id: 7, page: 3 });
  expect(await (await fetch(`${served.base}/api/items/7`)).json()).toEqual({ id: 7, page: 1 });
  const bad = await fetch(`${served.base}/api/items/seven?page=0`);
  expect(bad.status).toBe(400);
  const body = (await bad.json()) as { details: { path: string }[] };
  expect(body.details.map((d) => d.path)).toEqual(['id']);
  expect((await fetch(`${served.base}/api/items/7?page=0`)).status).toBe(400);
});

test('without a built client, other paths explain what to do', async () => {
  expect((await fetch(`${served.base}/dashboard`)).status).toBe(404);
});
