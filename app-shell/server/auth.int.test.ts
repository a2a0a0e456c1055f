import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rawRequest, sessionCookieOf, startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...t.sameOrigin, ...extra },
  body: JSON.stringify(body),
});

describe('login and server-side sessions', () => {
  test('login sets an httpOnly SameSite=Lax cookie carrying a 256-bit secret, and returns the user', async () => {
    const response = await fetch(`${t.url}/auth/login`, json({ email: 'STAFF@newsdesk.test', password: TEST_PASSWORD }));
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/nd_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=lax');
    const body = (await response.json()) as { user: Record<string, unknown>; sessionId: string };
    expect(body.user).toMatchObject({ email: 'staff@newsdesk.test', name: { givenName: 'Sam', familyName: 'Staff' }, roles: ['staff'] });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  test('behind a trusted TLS proxy the cookie is Secure, and the client IP comes from X-Forwarded-For', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const response = await fetch(`${proxied.url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' },
        body: JSON.stringify({ email: proxied.users.staff.email, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join().toLowerCase()).toContain('secure');
      expect(response.headers.get('strict-transport-security')).toContain('max-age');
    } finally {
      await proxied.stop();
    }
    const plain = await fetch(
      `${t.url}/auth/login`,
      json({ email: t.users.staff.email, password: TEST_PASSWORD }, { 'X-Forwarded-Proto': 'https' }),
    );
    expect(plain.headers.getSetCookie().join().toLowerCase()).not.toContain('secure');
  });

  test('a wrong password gets 401 with a code and no cookie', async () => {
    const response = await fetch(`${t.url}/auth/login`, json({ email: 'staff@newsdesk.test', password: 'nope' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'auth.invalid_credentials', message: 'Wrong e-mail address or password.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('every login makes a new session id and ends the one the browser still had', async () => {
    const first = await t.cookieFor('staff');
    const second = await fetch(`${t.url}/auth/login`, json({ email: 'staff@newsdesk.test', password: TEST_PASSWORD }, { Cookie: first }));
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await fetch(`${t.url}/api/me`, { headers: { Cookie: first } })).status).toBe(401);
    expect((await fetch(`${t.url}/api/me`, { headers: { Cookie: secondCookie } })).status).toBe(200);
  });

  test('logout kills the session server-side: replaying the cookie gets 401', async () => {
    const cookie = await t.cookieFor('staff');
    const logout = await fetch(`${t.url}/auth/logout`, { method: 'DELETE', headers: { Cookie: cookie, ...t.sameOrigin } });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join()).toMatch(/nd_session=;/);
    const replay = await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });

  test('refresh returns the user, active sessions and release-note state; only for the own session', async () => {
    const cookie = await t.cookieFor('staff');
    const me = (await (await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } })).json()) as {
      sessionId: string;
      user: { id: string };
    };
    const refresh = await fetch(`${t.url}/auth/token/refresh/${me.sessionId}`, { headers: { Cookie: cookie } });
    expect(refresh.status).toBe(200);
    const body = (await refresh.json()) as { activeSessions: { id: string; current: boolean }[]; hasNotSeenReleaseNotes: boolean };
    expect(body.activeSessions).toContainEqual(expect.objectContaining({ id: me.sessionId, current: true }));
    expect(body.hasNotSeenReleaseNotes).toBe(false);
    const other = await fetch(`${t.url}/auth/token/refresh/${'0'.repeat(32)}`, { headers: { Cookie: cookie } });
    expect(other.status).toBe(403);
    const malformed = await fetch(`${t.url}/auth/token/refresh/not-a-session`, { headers: { Cookie: cookie } });
    expect(malformed.status).toBe(400);
  });

  test('the unload beacon accepts sendBeacon text/plain and keepalive JSON; the page leaves the active list', async () => {
    const cookie = await t.cookieFor('staff');
    const me = (await (await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } })).json()) as {
      sessionId: string;
      user: { id: string };
    };
    const beaconUrl = `${t.url}/auth/users/${me.user.id}/remove-active-session/${me.sessionId}`;
    const beacon = await fetch(beaconUrl, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain;charset=UTF-8', ...t.sameOrigin },
      body: 'unload',
    });
    expect(beacon.status).toBe(204);
    const fallback = await fetch(beaconUrl, {
      method: 'POST',
      keepalive: true,
      headers: { Cookie: cookie, 'Content-Type': 'application/json', ...t.sameOrigin },
      body: '{}',
    });
    expect(fallback.status).toBe(204);
    const empty = await fetch(beaconUrl, { method: 'POST', headers: { Cookie: cookie, ...t.sameOrigin } });
    expect(empty.status).toBe(204);

    const other = await t.cookieFor('staff');
    const list = (await (
      await fetch(
        `${t.url}/auth/token/refresh/${((await (await fetch(`${t.url}/api/me`, { headers: { Cookie: other } })).json()) as { sessionId: string }).sessionId}`,
        { headers: { Cookie: other } },
      )
    ).json()) as { activeSessions: { id: string }[] };
    expect(list.activeSessions.map((s) => s.id)).not.toContain(me.sessionId);
    // still logged in: a reload comes back
    expect((await fetch(`${t.url}/auth/token/refresh/${me.sessionId}`, { headers: { Cookie: cookie } })).status).toBe(200);
    const foreign = await fetch(`${t.url}/auth/users/${t.users.admin.id}/remove-active-session/${me.sessionId}`, {
      method: 'POST',
      headers: { Cookie: cookie, ...t.sameOrigin },
    });
    expect(foreign.status).toBe(403);
  });

  test('the language is stored on the user', async () => {
    const cookie = await t.cookieFor('staff');
    const put = await fetch(`${t.url}/api/me/language`, { ...json({ language: 'de' }, { Cookie: cookie }), method: 'PUT' });
    expect(put.status).toBe(200);
    const me = (await (await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } })).json()) as { user: { language: string } };
    expect(me.user.language).toBe('de');
    const bad = await fetch(`${t.url}/api/me/language`, { ...json({ language: 'it' }, { Cookie: cookie }), method: 'PUT' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'request.invalid', details: [expect.objectContaining({ path: 'language' })] });
  });

  test('an expired session is refused', async () => {
    const short = await startTestServer({ sessionPolicy: { idleMs: 300, absoluteMs: 60_000 } });
    try {
      const cookie = await short.cookieFor('staff');
      expect((await fetch(`${short.url}/api/me`, { headers: { Cookie: cookie } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      expect((await fetch(`${short.url}/api/me`, { headers: { Cookie: cookie } })).status).toBe(401);
    } finally {
      await short.stop();
    }
  });
});

describe('bad input never crashes anything', () => {
  test('malformed JSON, wrong types, missing fields, oversized and non-JSON bodies get clear 4xx', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'Content-Type': type, ...t.sameOrigin }, body });
    const malformed = await post('{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'request.malformed_json' });
    const wrongTypes = await post(JSON.stringify({ email: 42, password: ['x'] }));
    expect(wrongTypes.status).toBe(400);
    expect(await wrongTypes.json()).toMatchObject({ code: 'request.invalid' });
    expect((await post('{}')).status).toBe(400);
    expect((await post('[]')).status).toBe(400);
    expect((await post('null')).status).toBe(400);
    const huge = await post(JSON.stringify({ email: 'a@b.ch', password: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'request.too_large' });
    const form = await post('email=a&password=b', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
  });

  test('unknown routes and methods are JSON errors', async () => {
    const unknown = await fetch(`${t.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'route.not_found' });
    const method = await fetch(`${t.url}/auth/login`, { method: 'PUT', headers: t.sameOrigin });
    expect(method.status).toBe(405);
    expect(await method.json()).toMatchObject({ code: 'route.method_not_allowed' });
  });

  test('a write from a foreign origin is refused (CSRF), from the same origin it passes', async () => {
    const cookie = await t.cookieFor('staff');
    const logout = (headers: Record<string, string>) =>
      rawRequest(`${t.url}/auth/logout`, { method: 'DELETE', headers: { Cookie: cookie, ...headers } });
    const foreign = await logout({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 'request.csrf' });
    expect((await logout({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await logout({ Origin: 'null' })).status).toBe(403);
    expect((await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await logout({ Origin: t.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(204);
    expect((await fetch(`${t.url}/api/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  test('an allowed embedding origin may write', async () => {
    const embedded = await startTestServer({ allowedOrigins: ['https://cms.newsroom.example'] });
    try {
      const cookie = await embedded.cookieFor('staff');
      const response = await rawRequest(`${embedded.url}/auth/logout`, {
        method: 'DELETE',
        headers: { Cookie: cookie, Origin: 'https://cms.newsroom.example' },
      });
      expect(response.status).toBe(204);
    } finally {
      await embedded.stop();
    }
  });

  test('every response carries the security headers', async () => {
    const response = await fetch(`${t.url}/api/me`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
