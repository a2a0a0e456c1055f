import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rawRequest, startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';

// Appearance kept on the user (docs/decisions/0019-dark-mode-and-shortcuts.md), over real HTTP
// and PostgreSQL: chosen on one "computer" (session), it is there in the next one's login.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const call = async (method: string, path: string, cookie: string | null, body?: unknown) => {
  const response = await rawRequest(`${t.url}${path}`, {
    method,
    headers: { Origin: t.url, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined };
};
const colorSchemeOf = (reply: { body?: Record<string, unknown> }) =>
  (reply.body?.['user'] as { colorScheme?: string } | undefined)?.colorScheme;

describe('PUT /api/me/color-scheme', () => {
  test('stores the choice on the user: /api/me and the next login on another computer return it', async () => {
    const first = await t.cookieFor('staff');
    expect(colorSchemeOf(await call('GET', '/api/me', first))).toBe('system');

    const chosen = await call('PUT', '/api/me/color-scheme', first, { colorScheme: 'dark' });
    expect(chosen.status).toBe(200);
    expect(colorSchemeOf(chosen)).toBe('dark');
    expect(colorSchemeOf(await call('GET', '/api/me', first))).toBe('dark');

    const login = await call('POST', '/auth/login', null, { email: t.users.staff.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(colorSchemeOf(login)).toBe('dark');
    // the other user is untouched
    expect(colorSchemeOf(await call('GET', '/api/me', await t.cookieFor('admin')))).toBe('system');

    expect(colorSchemeOf(await call('PUT', '/api/me/color-scheme', first, { colorScheme: 'system' }))).toBe('system');
    expect(colorSchemeOf(await call('GET', '/api/me', first))).toBe('system');
  });

  test('anything but system, light or dark is a 400 with a message and a code, and changes nothing', async () => {
    const cookie = await t.cookieFor('admin');
    for (const body of [{ colorScheme: 'sepia' }, { colorScheme: null }, {}, { theme: 'dark' }]) {
      const reply = await call('PUT', '/api/me/color-scheme', cookie, body);
      expect(reply).toEqual({ status: 400, body: expect.objectContaining({ message: expect.any(String), code: expect.any(String) }) });
    }
    expect(colorSchemeOf(await call('GET', '/api/me', cookie))).toBe('system');
  });

  test('without a session: 401 with a message and a code', async () => {
    const reply = await call('PUT', '/api/me/color-scheme', null, { colorScheme: 'dark' });
    expect(reply).toEqual({ status: 401, body: expect.objectContaining({ code: 'auth.unauthenticated', message: expect.any(String) }) });
  });
});
