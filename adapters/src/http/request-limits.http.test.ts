import { describe, expect, test } from '@jest/globals';
import pino from 'pino';
import { z } from 'zod';
import { unauthenticated } from '@newsdesk/core/identity/identity.errors';
import { createHttpApp } from './create-http-app';
import { defineRoute, MULTIPART_FILE_LIMIT } from './route-definition';
import { serveOnLoopback } from './testing/serve-on-loopback';
import { JSON_BODY_MAX_BYTES } from './request-limits';

// The limits as a client meets them: a real Koa app on loopback, bodies parsed by koa-body.
const handled: unknown[] = [];
const { app } = createHttpApp({
  routes: [
    defineRoute({
      method: 'post',
      path: '/api/echo',
      access: 'public',
      tag: 'Test',
      summary: 'takes any JSON object',
      body: z.record(z.string(), z.unknown()),
      query: z.record(z.string(), z.unknown()),
      handler: async ({ body }) => {
        handled.push(body);
        return { received: true };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/upload',
      access: 'public',
      tag: 'Test',
      summary: 'an upload route (JSON form: the file as one string)',
      bodyKind: 'multipart',
      body: z.object({ content: z.string().optional() }).passthrough(),
      handler: async ({ body }) => ({ length: body.content?.length ?? 0 }),
    }),
  ],
  authenticate: async () => {
    throw unauthenticated();
  },
  logger: pino({ level: 'silent' }),
  allowedOrigins: [],
  trustProxy: false,
});

const served = serveOnLoopback(app);

const post = async (path: string, body: string) => {
  const response = await fetch(`${served.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; details?: unknown } };
};

const deepText = (levels: number, inner = '1') => '{"params":'.repeat(levels) + inner + '}'.repeat(levels);

describe('every JSON body is bounded before its route sees it', () => {
  test('a body within the limits reaches the handler', async () => {
    handled.length = 0;
    expect(await post('/api/echo', JSON.stringify({ tags: [{ name: 'inflation' }], deep: { a: { b: { c: [1, 2] } } } }))).toMatchObject({
      status: 200,
    });
    expect(handled).toHaveLength(1);
  });

  test('arrays nested 100,000 levels: 400 request.too_deep', async () => {
    expect((await post('/api/echo', `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)).body.code).toBe('request.too_deep');
  });

  test.each([33, 5_000, 20_000])('nested %i levels: 400 request.too_deep with a sentence, and the handler never runs', async (levels) => {
    handled.length = 0;
    const answer = await post('/api/echo', deepText(levels));
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'request.too_deep',
        message: expect.stringMatching(/^The request is nested more than 32 levels deep \(at body\.params/),
      },
    });
    expect(handled).toEqual([]);
  });

  test('a NUL 100 levels down is found (the old guard stopped looking at 64)', async () => {
    const answer = await post('/api/echo', JSON.stringify({ list: Array.from({ length: 20 }, () => 'ok'), deep: { a: 'x\u0000' } }));
    expect(answer).toMatchObject({ status: 400, body: { code: 'request.invalid_characters', details: { path: 'body.deep.a' } } });
    expect((await post('/api/echo', deepText(100, '"\\u0000"'))).body.code).toBe('request.too_deep');
  });

  test('long arrays, many fields and long strings: 400 with their own codes', async () => {
    expect((await post('/api/echo', JSON.stringify({ ids: Array.from({ length: 10_001 }, () => 0) }))).body.code).toBe(
      'request.array_too_long',
    );
    expect(
      (await post('/api/echo', JSON.stringify(Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`f${i}`, 0]))))).body.code,
    ).toBe('request.too_many_fields');
    expect(await post('/api/echo', JSON.stringify({ text: 'x'.repeat(100_001) }))).toMatchObject({
      status: 400,
      body: { code: 'request.string_too_long' },
    });
  });

  test('a body over the size limit is 413 request.too_large', async () => {
    expect(await post('/api/echo', JSON.stringify({ text: 'x'.repeat(JSON_BODY_MAX_BYTES) }))).toMatchObject({
      status: 413,
      body: { code: 'request.too_large' },
    });
  });

  test('a __proto__ key is refused as a field name, at any depth; constructor and toString are plain names', async () => {
    for (const text of ['{"__proto__": {"admin": true}}', '{"a": [{"b": {"\\u005f_proto__": 1}}]}']) {
      expect(await post('/api/echo', text)).toMatchObject({
        status: 400,
        body: { code: 'request.reserved_field_name', message: 'A field named __proto__ is not accepted.' },
      });
    }
    expect((await post('/api/echo', '{"constructor": {"prototype": "x"}, "toString": "y"}')).status).toBe(200);
  });

  test('upload routes take their file as one long string in the JSON form, and nothing deeper', async () => {
    expect(await post('/api/upload', JSON.stringify({ content: 'x'.repeat(MULTIPART_FILE_LIMIT + 10) }))).toMatchObject({
      status: 200,
      body: { length: MULTIPART_FILE_LIMIT + 10 },
    });
    expect((await post('/api/upload', deepText(40))).body.code).toBe('request.too_deep');
  });
});

describe('query strings and path parameters are bounded too', () => {
  test('too long, too many parameters, a repeated parameter too often, a NUL: 400', async () => {
    const get = async (query: string) => {
      const response = await fetch(`${served.base}/api/echo?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    expect(await get(`q=${'x'.repeat(9_000)}`)).toEqual({ status: 400, code: 'request.too_large' });
    expect(await get(Array.from({ length: 101 }, (_, i) => `p${i}=1`).join('&'))).toEqual({ status: 400, code: 'request.too_many_fields' });
    expect(await get(Array.from({ length: 101 }, () => 'p=1').join('&'))).toEqual({ status: 400, code: 'request.array_too_long' });
    expect(await get('q=a%00b')).toEqual({ status: 400, code: 'request.invalid_characters' });
    expect(await get('q=inflation&p=1&p=2')).toEqual({ status: 200, code: undefined });
  });
});

test('a body whose Content-Encoding does not decode is 400 request.undecodable_body', async () => {
  const response = await fetch(`${served.base}/api/echo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: '{"a":1}',
  });
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 400,
    body: { code: 'request.undecodable_body', message: 'The request body could not be decompressed (Content-Encoding).' },
  });
});
