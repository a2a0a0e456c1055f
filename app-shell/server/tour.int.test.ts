import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from './config';
import { Orm } from './tokens';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

const FEEDBACK = 'https://chat.newsdesk.test/channel/newsdesk-feedback';
let t: TestServer;
let cookie: string;

beforeAll(async () => {
  t = await startTestServer({ feedbackUrl: FEEDBACK });
  // the test server's users have taken the tour; this one is new again
  await t.server.container.get<MikroORM>(Orm).em.fork().execute('update app_user set is_new = true where id = ?', [t.users.staff.id]);
  cookie = await t.cookieFor('staff');
});
afterAll(async () => {
  await t.stop();
});

const call = async (method: string, path: string, headers: Record<string, string> = { Cookie: cookie }) => {
  const response = await rawRequest(`${t.url}${path}`, { method, headers: { Origin: t.url, ...headers } });
  return { status: response.status, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined };
};
const isNew = async () => ((await call('GET', '/api/me')).body as { user: { isNew: boolean } }).user.isNew;

describe('the guided tour', () => {
  test('a new user is new until the tour is finished or skipped; finishing again is harmless', async () => {
    expect(await isNew()).toBe(true);
    expect((await call('POST', '/api/me/tour/finished')).status).toBe(204);
    expect(await isNew()).toBe(false);
    expect((await call('POST', '/api/me/tour/finished')).status).toBe(204);
    expect(await isNew()).toBe(false);
  });

  test('without a session: 401 with a message and a code', async () => {
    const reply = await call('POST', '/api/me/tour/finished', {});
    expect(reply).toEqual({ status: 401, body: expect.objectContaining({ code: 'auth.unauthenticated', message: expect.any(String) }) });
  });
});

describe('the settings popup', () => {
  test('gets the configured feedback link and where the user guide is', async () => {
    expect(await call('GET', '/api/client/settings')).toEqual({
      status: 200,
      body: { feedbackUrl: FEEDBACK, userGuidePath: '/user-guide' },
    });
  });

  test('the user guide is sanitized HTML of docs/user-guide.md, or of its translation for ?lang', async () => {
    const english = await call('GET', '/api/user-guide?lang=en');
    expect(english).toEqual({ status: 200, body: { language: 'en', html: expect.stringContaining('<h1>Newsdesk user guide</h1>') } });
    expect(english.body?.['html']).toContain('<h2>Site monitor</h2>');
    const french = await call('GET', '/api/user-guide?lang=fr');
    expect(french).toEqual({
      status: 200,
      body: { language: 'fr', html: expect.stringContaining('<h1>Guide de l’utilisateur de Newsdesk</h1>') },
    });
    expect(french.body?.['html']).toContain('<h2>Veille de sites</h2>');
  });

  test('without ?lang a German user gets the German guide (docs/user-guide.de.md)', async () => {
    const german = await t.cookieFor('admin');
    const chosen = await rawRequest(`${t.url}/api/me/language`, {
      method: 'PUT',
      headers: { Origin: t.url, Cookie: german, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'de' }),
    });
    expect(chosen.status).toBe(200);
    const reply = await call('GET', '/api/user-guide', { Cookie: german });
    expect(reply).toEqual({ status: 200, body: { language: 'de', html: expect.stringContaining('<h1>Newsdesk-Benutzerhandbuch</h1>') } });
    expect(reply.body?.['html']).toContain('<h2>Site-Monitor</h2>');
    expect(reply.body?.['html']).toContain('<h3>Tastenkürzel</h3>');
  });

  test('an unknown language is a 400 naming the parameter', async () => {
    const reply = await call('GET', '/api/user-guide?lang=xx');
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('lang');
  });
});

describe('NEWSDESK_FEEDBACK_URL', () => {
  test('unset hides the link; only http(s) addresses are accepted', () => {
    expect(loadConfig({}).feedbackUrl).toBeUndefined();
    expect(loadConfig({ NEWSDESK_FEEDBACK_URL: FEEDBACK }).feedbackUrl).toBe(FEEDBACK);
    expect(() => loadConfig({ NEWSDESK_FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(/NEWSDESK_FEEDBACK_URL/);
  });
});
