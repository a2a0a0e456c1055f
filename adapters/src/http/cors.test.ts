import http from 'node:http';
import { describe, expect, test } from '@jest/globals';
import pino from 'pino';
import { z } from 'zod';
import { unauthenticated } from '@newsdesk/core/identity/identity.errors';
import { createHttpApp } from './create-http-app';
import { defineRoute } from './route-definition';
import { serveOnLoopback } from './testing/serve-on-loopback';

const CMS = 'https://cms.newsroom.example';
const STRANGER = 'https://evil.example';

const { app } = createHttpApp({
  routes: [
    defineRoute({
      method: 'get',
      path: '/api/things',
      access: 'public',
      tag: 'Test',
      summary: 'reads',
      handler: async () => ({ things: [1] }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/things',
      access: 'public',
      tag: 'Test',
      summary: 'writes',
      body: z.object({ name: z.string() }),
      handler: async ({ body }) => ({ created: body.name }),
    }),
  ],
  authenticate: async () => {
    throw unauthenticated();
  },
  logger: pino({ level: 'silent' }),
  allowedOrigins: [CMS],
  trustProxy: false,
});

const served = serveOnLoopback(app);

/** node:http, because fetch would not send an Origin header of our choosing. */
const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${served.base}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

const corsHeadersOf = (headers: http.IncomingHttpHeaders) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('an allowed origin', () => {
  test('reads with the user’s cookie: its own origin echoed, credentials allowed, Vary: Origin', async () => {
    const response = await request('GET', '/api/things', { Origin: CMS });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(CMS);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
    expect(response.headers['vary']).toMatch(/\bOrigin\b/);
  });

  test('gets its preflight answered without reaching the routes', async () => {
    const response = await request('OPTIONS', '/api/things', {
      Origin: CMS,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(response.status).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': CMS,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
    });
    expect(response.body).toBe('');
  });

  test('writes (the CSRF guard knows the same list) and can read error answers too', async () => {
    const created = await request(
      'POST',
      '/api/things',
      { Origin: CMS, 'Content-Type': 'application/json' },
      JSON.stringify({ name: 'x' }),
    );
    expect(created.status).toBe(200);
    expect(JSON.parse(created.body)).toEqual({ created: 'x' });
    expect(created.headers['access-control-allow-origin']).toBe(CMS);
    // The widget shows the code of a failure, so the browser must let it read 4xx bodies.
    const invalid = await request('POST', '/api/things', { Origin: CMS, 'Content-Type': 'application/json' }, '{"name": 4}');
    expect(invalid.status).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(CMS);
    const missing = await request('GET', '/api/nothing-here', { Origin: CMS });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 'route.not_found' });
    expect(missing.headers['access-control-allow-origin']).toBe(CMS);
  });
});

describe('any other origin gets nothing', () => {
  test.each([
    ['a stranger', STRANGER],
    ['a look-alike with another port', `${CMS}:8443`],
    ['a look-alike with another scheme', CMS.replace('https:', 'http:')],
    ['the opaque origin of a sandboxed frame', 'null'],
  ])('%s: no CORS headers on reads and preflights, and writes are refused', async (_name, origin) => {
    const read = await request('GET', '/api/things', { Origin: origin });
    expect(corsHeadersOf(read.headers)).toEqual([]);
    expect(read.headers['vary']).toMatch(/\bOrigin\b/);
    const preflight = await request('OPTIONS', '/api/things', { Origin: origin, 'Access-Control-Request-Method': 'POST' });
    expect(preflight.status).not.toBe(204);
    expect(corsHeadersOf(preflight.headers)).toEqual([]);
    const write = await request(
      'POST',
      '/api/things',
      { Origin: origin, 'Content-Type': 'application/json' },
      JSON.stringify({ name: 'x' }),
    );
    expect(write.status).toBe(403);
    expect(JSON.parse(write.body)).toMatchObject({ code: 'request.csrf' });
  });

  test('a request without Origin (same-origin GET, curl) gets no CORS headers either', async () => {
    const response = await request('GET', '/api/things');
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response.headers)).toEqual([]);
  });
});
