import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { toOpenApiPath } from '@newsdesk/adapters/http/openapi';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

type Caller = 'anonymous' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'staff', 'admin'];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** Values for path parameters that let a request reach the access check and beyond. */
const fillPath = (path: string, me: { userId: string; sessionId: string }) =>
  path
    .replace(':sessionId', me.sessionId)
    .replace(':userId', me.userId)
    .replace(':lng', 'en')
    .replace(':file', 'common.json')
    .replace(':asset', 'init.js')
    .replace(/:[A-Za-z]+/g, 'x');

const callAs = async (caller: Caller, method: string, path: string) => {
  let cookie = '';
  let me = { userId: '00000000-0000-4000-8000-000000000000', sessionId: '0'.repeat(32) };
  if (caller !== 'anonymous') {
    cookie = await t.cookieFor(caller);
    const info = JSON.parse((await rawRequest(`${t.url}/api/me`, { method: 'GET', headers: { Cookie: cookie } })).body) as {
      user: { id: string };
      sessionId: string;
    };
    me = { userId: info.user.id, sessionId: info.sessionId };
  }
  const headers: Record<string, string> = { Origin: t.url, ...(cookie ? { Cookie: cookie } : {}) };
  const hasBody = method === 'post' || method === 'put';
  if (hasBody) headers['Content-Type'] = 'application/json';
  return rawRequest(`${t.url}${fillPath(path, me)}`, { method: method.toUpperCase(), headers, body: hasBody ? '{}' : undefined });
};

describe('every registered route is guarded as it declares', () => {
  test('each router entry has a route definition with a declared access', () => {
    const registered = t.server.registeredRoutes();
    expect(registered.length).toBeGreaterThan(5);
    for (const { method, path } of registered) {
      const definition = t.server.routes.find((r) => r.method === method && r.path === path);
      expect({ method, path, access: definition?.access }).toEqual({ method, path, access: expect.stringMatching(/^(public|user|admin)$/) });
    }
  });

  test('anonymous → 401, staff on admin routes → 403, allowed callers get past the guard', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { method, path } of t.server.registeredRoutes()) {
      const access = t.server.routes.find((r) => r.method === method && r.path === path)!.access;
      for (const caller of CALLERS) {
        const { status } = await callAs(caller, method, path);
        const refused = status === 401 ? 401 : status === 403 ? 403 : 'passes';
        outcomes.push(`${method.toUpperCase()} ${path} as ${caller}: ${refused}`);
        const want =
          access === 'public' ? 'passes' : caller === 'anonymous' ? 401 : access === 'admin' && caller === 'staff' ? 403 : 'passes';
        expected.push(`${method.toUpperCase()} ${path} as ${caller}: ${want}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});

test('the OpenAPI document describes every registered route, and /api/docs serves the browsable page', async () => {
  const cookie = await t.cookieFor('staff');
  const response = await rawRequest(`${t.url}/api/openapi.json`, { method: 'GET', headers: { Cookie: cookie } });
  const doc = JSON.parse(response.body) as { openapi: string; paths: Record<string, Record<string, { 'x-access': string }>> };
  expect(doc.openapi).toBe('3.1.0');
  for (const { method, path } of t.server.registeredRoutes()) {
    expect({ route: `${method} ${path}`, documented: Boolean(doc.paths[toOpenApiPath(path)]?.[method]) }).toEqual({ route: `${method} ${path}`, documented: true });
  }
  expect(doc.paths['/auth/login']?.post?.['x-access']).toBe('public');
  const page = await rawRequest(`${t.url}/api/docs`, { method: 'GET', headers: { Cookie: cookie } });
  expect(page.body).toContain('swagger-ui-bundle.js');
  const asset = await rawRequest(`${t.url}/api/docs/assets/swagger-ui-bundle.js`, { method: 'GET', headers: { Cookie: cookie } });
  expect(asset.status).toBe(200);
  expect((await rawRequest(`${t.url}/api/docs/assets/..%2Fpackage.json`, { method: 'GET', headers: { Cookie: cookie } })).status).toBe(404);
});

test('translations are served per language and namespace, and nothing else', async () => {
  const en = await rawRequest(`${t.url}/locales/en/common.json`, { method: 'GET' });
  expect(en.status).toBe(200);
  expect(Object.keys(JSON.parse(en.body) as object).length).toBeGreaterThan(0);
  expect((await rawRequest(`${t.url}/locales/it/common.json`, { method: 'GET' })).status).toBe(400);
  expect((await rawRequest(`${t.url}/locales/en/..%2F..%2Fpackage.json`, { method: 'GET' })).status).toBe(400);
  expect((await rawRequest(`${t.url}/locales/en/missing.json`, { method: 'GET' })).status).toBe(404);
});
