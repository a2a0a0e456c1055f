import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pino from 'pino';
import WebSocket from 'ws';
import type { Config } from './config';
import { startServer } from './start-server';
import { rawRequest, startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';
import { AppConfig } from './tokens';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.cookieFor('admin');
});
afterAll(async () => {
  await t.stop();
});

type Json = Record<string, unknown>;
const call = async (method: string, path: string, cookie: string, body?: unknown, base = t.url) => {
  const headers: Record<string, string> = { Cookie: cookie, Origin: base };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await rawRequest(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: response.body ? (JSON.parse(response.body) as Json) : {} };
};

/** A browser logging in: its cookie and session id, or the refusal. */
const logIn = async (email: string, password = TEST_PASSWORD) => {
  const response = await fetch(`${t.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.url },
    body: JSON.stringify({ email, password }),
  });
  const info = (await response.json()) as { sessionId?: string; code?: string };
  const cookie =
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith('nd_session='))
      ?.split(';')[0] ?? '';
  return { status: response.status, info, cookie, sessionId: info.sessionId ?? '' };
};

const usersList = async () =>
  (await call('GET', '/api/administration/users', admin)).body.users as Array<Json & { id: string; email: string; sessions: Json[] }>;

/** Opens /ws with this cookie; resolves once open, with a promise of its close code. */
const openSocket = (base: string, cookie: string) =>
  new Promise<{ closed: Promise<number>; ws: WebSocket }>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: base } });
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('open', () => resolve({ ws, closed }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('error', reject);
  });

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('the Users tab API', () => {
  test('lists every user with roles, active flag, last activity and live sessions; staff are refused', async () => {
    const staff = await logIn('staff@newsdesk.test');
    const users = await usersList();
    const sam = users.find((u) => u.email === 'staff@newsdesk.test')!;
    expect(sam).toMatchObject({ roles: ['staff'], active: true, name: { givenName: 'Sam', familyName: 'Staff' } });
    expect(sam.sessions.map((s) => s.id)).toContain(staff.sessionId);
    expect(typeof sam.lastActivityAt).toBe('string');
    expect(users.find((u) => u.email === 'admin@newsdesk.test')!.sessions).toContainEqual(expect.objectContaining({ current: true }));
    expect(JSON.stringify(users)).not.toContain('passwordHash');
    const refused = await call('GET', '/api/administration/users', staff.cookie);
    expect(refused.status).toBe(403);
  });

  test('creates users with the rules of npm run user:create, with clear 4xx answers', async () => {
    const base = {
      email: 'nora@newsdesk.test',
      password: 'a long enough pass',
      givenName: 'Nora',
      familyName: 'Neu',
      roles: ['staff'],
      language: 'de',
    };
    expect(await call('POST', '/api/users', admin, { ...base, password: 'short' })).toMatchObject({
      status: 400,
      body: { code: 'user.weak_password', details: { minLength: 12 } },
    });
    expect(await call('POST', '/api/users', admin, { ...base, email: 'nora' })).toMatchObject({
      status: 400,
      body: { code: 'user.invalid_email' },
    });
    expect(await call('POST', '/api/users', admin, { ...base, givenName: ' ' })).toMatchObject({
      status: 400,
      body: { code: 'user.name_required' },
    });
    expect(await call('POST', '/api/users', admin, { ...base, roles: ['owner'] })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    const created = await call('POST', '/api/users', admin, base);
    expect(created).toMatchObject({
      status: 200,
      body: {
        user: {
          email: 'nora@newsdesk.test',
          roles: ['staff'],
          language: 'de',
          isNew: true,
          active: true,
          lastActivityAt: null,
          sessions: [],
        },
      },
    });
    expect(await call('POST', '/api/users', admin, { ...base, email: 'NORA@newsdesk.test' })).toMatchObject({
      status: 409,
      body: { code: 'user.email_taken' },
    });
    expect((await logIn('nora@newsdesk.test', 'a long enough pass')).status).toBe(200);
    const staff = await t.cookieFor('staff');
    expect((await call('POST', '/api/users', staff, { ...base, email: 'x@newsdesk.test' })).status).toBe(403);
  });

  test('changes roles; an admin keeps their own admin role; bad ids are 400, unknown ones 404', async () => {
    const { id } = (await usersList()).find((u) => u.email === 'nora@newsdesk.test')!;
    expect(await call('PUT', `/api/users/${id}/roles`, admin, { roles: ['admin', 'staff'] })).toMatchObject({
      status: 200,
      body: { user: { roles: ['admin', 'staff'] } },
    });
    expect(await call('PUT', `/api/users/${id}/roles`, admin, { roles: [] })).toMatchObject({
      status: 400,
      body: { code: 'user.roles_required' },
    });
    expect(await call('PUT', `/api/users/${t.users.admin.id}/roles`, admin, { roles: ['staff'] })).toMatchObject({
      status: 409,
      body: { code: 'user.cannot_remove_own_admin', message: 'You cannot remove your own admin role.' },
    });
    expect(await call('PUT', '/api/users/not-a-uuid/roles', admin, { roles: ['staff'] })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call('PUT', `/api/users/${crypto.randomUUID()}/roles`, admin, { roles: ['staff'] })).toMatchObject({
      status: 404,
      body: { code: 'user.not_found' },
    });
    await call('PUT', `/api/users/${id}/roles`, admin, { roles: ['staff'] });
  });

  test('ending a session logs that browser out at once and closes its live socket within 5 s, in another server process too', async () => {
    const other = await startServer(
      { ...t.server.container.get<Config>(AppConfig), databaseUrl: t.server.databaseUrl, port: 0 },
      pino({ level: 'silent' }),
    );
    try {
      const otherUrl = `http://127.0.0.1:${other.port}`;
      const victim = await logIn('staff@newsdesk.test');
      const bystander = await logIn('staff@newsdesk.test');
      const here = await openSocket(t.url, victim.cookie);
      const there = await openSocket(otherUrl, victim.cookie);
      const untouched = await openSocket(otherUrl, bystander.cookie);

      const ended = await call('POST', `/api/users/${t.users.staff.id}/${victim.sessionId}/remove`, admin, undefined);
      expect(ended.status).toBe(204);
      expect((await call('GET', '/api/me', victim.cookie)).status).toBe(401);
      expect(await within(5_000, here.closed)).toBe(4401);
      expect(await within(5_000, there.closed)).toBe(4401);
      expect(await within(300, untouched.closed)).toBe('timeout');
      expect((await call('GET', '/api/me', bystander.cookie)).status).toBe(200);
      untouched.ws.close(1000);

      expect(await call('POST', `/api/users/${t.users.staff.id}/${victim.sessionId}/remove`, admin, undefined)).toMatchObject({
        status: 404,
        body: { code: 'session.not_found' },
      });
      // a session is only found under its own user
      expect((await call('POST', `/api/users/${t.users.admin.id}/${bystander.sessionId}/remove`, admin, undefined)).status).toBe(404);
    } finally {
      await other.stop();
    }
  });

  test('deactivating ends every session, closes the sockets and refuses log-in; reactivating lets the user back in', async () => {
    const nora = (await usersList()).find((u) => u.email === 'nora@newsdesk.test')!;
    const session = await logIn('nora@newsdesk.test', 'a long enough pass');
    const socket = await openSocket(t.url, session.cookie);
    expect(await call('PUT', `/api/users/${nora.id}/active`, admin, { active: false })).toMatchObject({
      status: 200,
      body: { user: { active: false, sessions: [] } },
    });
    expect(await within(5_000, socket.closed)).toBe(4401);
    expect((await call('GET', '/api/me', session.cookie)).status).toBe(401);
    expect(await logIn('nora@newsdesk.test', 'a long enough pass')).toMatchObject({
      status: 401,
      info: { code: 'auth.invalid_credentials' },
    });

    expect(await call('PUT', `/api/users/${t.users.admin.id}/active`, admin, { active: false })).toMatchObject({
      status: 409,
      body: { code: 'user.cannot_deactivate_self' },
    });
    expect(await call('PUT', `/api/users/${nora.id}/active`, admin, { active: 'no' })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });

    expect(await call('PUT', `/api/users/${nora.id}/active`, admin, { active: true })).toMatchObject({
      status: 200,
      body: { user: { active: true } },
    });
    expect((await logIn('nora@newsdesk.test', 'a long enough pass')).status).toBe(200);
  });
});

describe('Slack', () => {
  test('without a bot token: the status says so, and both lookups answer a clear JSON "Slack is not configured."', async () => {
    expect(await call('GET', '/api/slack/status', admin)).toEqual({ status: 200, body: { configured: false } });
    const staff = await t.cookieFor('staff');
    expect((await call('GET', '/api/slack/status', staff)).status).toBe(403);
    const notConfigured = { code: 'slack.not_configured', message: 'Slack is not configured.' };
    expect(await call('POST', '/api/slack/conversations', staff, { channel: '#newsroom' })).toEqual({ status: 503, body: notConfigured });
    expect(await call('GET', '/api/slack/lookupByEmail?email=ana%40newsdesk.test', staff)).toEqual({ status: 503, body: notConfigured });
  });
});
