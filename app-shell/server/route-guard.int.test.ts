import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { toOpenApiPath } from '@newsdesk/adapters/http/openapi';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { rawRequest, sessionCookieOf, startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';

type Caller = 'anonymous' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'staff', 'admin'];

let t: TestServer;
let page: LocalServer;
beforeAll(async () => {
  // a page on this machine for the site monitor's resources (the outbound gate allows loopback only when told)
  page = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body><main id="news"><h2>Council adopts the budget</h2></main></body></html>');
  });
  // Load shedding answers an expensive route 503 before it looks at the session: on a busy test
  // machine that would hide the guard this file is about (shedding has its own tests).
  t = await startTestServer({ fetchAllow: ['127.0.0.1'], loadShedding: { lagMs: 3_600_000, maxExpensiveInFlight: 10_000 } });
});
afterAll(async () => {
  await t.stop();
  await page.close();
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
      expect({ method, path, access: definition?.access }).toEqual({
        method,
        path,
        access: expect.stringMatching(/^(public|user|admin)$/),
      });
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
    // every route runs for real three times (search, exports, crawls included): ~15 s on a quiet machine
  }, 120_000);
});

test('the OpenAPI document describes every registered route, and /api/docs serves the browsable page', async () => {
  const cookie = await t.cookieFor('staff');
  const response = await rawRequest(`${t.url}/api/openapi.json`, { method: 'GET', headers: { Cookie: cookie } });
  const doc = JSON.parse(response.body) as { openapi: string; paths: Record<string, Record<string, { 'x-access': string }>> };
  expect(doc.openapi).toBe('3.1.0');
  for (const { method, path } of t.server.registeredRoutes()) {
    expect({ route: `${method} ${path}`, documented: Boolean(doc.paths[toOpenApiPath(path)]?.[method]) }).toEqual({
      route: `${method} ${path}`,
      documented: true,
    });
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

describe("another staff user's resources", () => {
  type Who = 'owner' | 'subscriber' | 'stranger' | 'admin' | 'anonymous';
  const WHO: Who[] = ['owner', 'subscriber', 'stranger', 'admin', 'anonymous'];
  const cookies: Record<Who, string> = { owner: '', subscriber: '', stranger: '', admin: '', anonymous: '' };
  const ids = { collection: '', item: '', itemForAdmin: '', comment: '', commentForAdmin: '', site: '', subscriber: '' };

  const call = async (who: Who, method: string, path: string, body?: unknown) => {
    const response = await rawRequest(`${t.url}${path}`, {
      method,
      headers: {
        Origin: t.url,
        ...(cookies[who] ? { Cookie: cookies[who] } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = response.body.startsWith('{') ? (JSON.parse(response.body) as { code?: string }) : {};
    return { status: response.status, code: parsed.code, body: parsed as Record<string, unknown> };
  };
  const created = async (who: Who, method: string, path: string, body: unknown) => {
    const answer = await call(who, method, path, body);
    if (answer.status !== 200) throw new Error(`${method} ${path} as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const logIn = async (email: string) => {
    const response = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.url },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return sessionCookieOf(response);
  };

  beforeAll(async () => {
    const createUser = t.server.container.get(CreateUser);
    const subscriber = await createUser.execute({
      email: 'sasha.subscriber@newsdesk.test',
      password: TEST_PASSWORD,
      givenName: 'Sasha',
      familyName: 'Subscriber',
      roles: ['staff'],
    });
    await createUser.execute({
      email: 'nora.neighbour@newsdesk.test',
      password: TEST_PASSWORD,
      givenName: 'Nora',
      familyName: 'Neighbour',
      roles: ['staff'],
    });
    ids.subscriber = subscriber.id;
    cookies.owner = await t.cookieFor('staff');
    cookies.admin = await t.cookieFor('admin');
    cookies.subscriber = await logIn('sasha.subscriber@newsdesk.test');
    cookies.stranger = await logIn('nora.neighbour@newsdesk.test');
    // the owner's collection, shared with the subscriber; an item with comments; a watched site
    ids.collection = String(
      (
        await created('owner', 'POST', '/api/collections', {
          name: 'Central banks',
          search: { tags: [{ name: 'inflation' }] },
          alert: null,
        })
      )['id'],
    );
    await created('owner', 'POST', `/api/collections/${ids.collection}/share`, { userIds: [ids.subscriber] });
    const itemId = (answer: Record<string, unknown>) => String((answer['item'] as { id?: string } | undefined)?.id ?? answer['id']);
    // commenting answers the item with its comments: the one with this text is the new one
    const commentId = (answer: Record<string, unknown>, text: string) =>
      (answer['comments'] as { id: string; text: string }[]).find((c) => c.text === text)!.id;
    ids.item = itemId(await created('owner', 'POST', '/api/glossaryItems', { title: 'Leitzins', description: 'The policy rate.' }));
    ids.itemForAdmin = itemId(
      await created('owner', 'POST', '/api/glossaryItems', { title: 'Teuerung', description: 'Inflation, in Swiss usage.' }),
    );
    ids.comment = commentId(
      await created('owner', 'POST', `/api/glossaryItems/${ids.item}/comments`, { text: 'See also: SNB.' }),
      'See also: SNB.',
    );
    ids.commentForAdmin = commentId(
      await created('owner', 'POST', `/api/glossaryItems/${ids.item}/comments`, { text: 'And: Zinsentscheid.' }),
      'And: Zinsentscheid.',
    );
    ids.site = String(
      (
        (await created('owner', 'POST', '/api/site-monitor/addSite', { url: page.url('/news'), selector: '#news', name: 'Council' }))[
          'site'
        ] as { id: string }
      ).id,
    );
  }, 60_000);

  /** Each row: a request on the owner's resource, and what each caller gets ("status" or "status code"). */
  type Row = [name: string, request: () => [method: string, path: string, body?: unknown], expected: Record<Who, string>];
  const everyoneElse404 = (owner: string, code: string): Record<Who, string> => ({
    owner,
    subscriber: `404 ${code}`,
    stranger: `404 ${code}`,
    admin: `404 ${code}`,
    anonymous: '401',
  });
  const rows: Row[] = [
    // collections: members read, only the owner changes; to anyone else (admins too) it does not exist (core/src/collections/collection-access.ts)
    [
      'read the collection',
      () => ['GET', `/api/collections/${ids.collection}`],
      { owner: '200', subscriber: '200', stranger: '404 collection.not_found', admin: '404 collection.not_found', anonymous: '401' },
    ],
    [
      'its documents',
      () => ['POST', '/api/single-collection-data', { id: ids.collection }],
      { owner: '200', subscriber: '200', stranger: '404 collection.not_found', admin: '404 collection.not_found', anonymous: '401' },
    ],
    [
      'change it',
      () => [
        'POST',
        `/api/collections/${ids.collection}`,
        { name: 'Central banks', search: { tags: [{ name: 'inflation' }] }, alert: null },
      ],
      {
        owner: '200',
        subscriber: '403 collection.not_owner',
        stranger: '404 collection.not_found',
        admin: '404 collection.not_found',
        anonymous: '401',
      },
    ],
    [
      'share it',
      () => ['POST', `/api/collections/${ids.collection}/share`, { userIds: [ids.subscriber] }],
      {
        owner: '200',
        subscriber: '403 collection.not_owner',
        stranger: '404 collection.not_found',
        admin: '404 collection.not_found',
        anonymous: '401',
      },
    ],
    // the delivery log: the owner's alone; a subscriber is told so, anyone else finds nothing (core/src/alerting/list-deliveries.ts)
    [
      'its delivery log',
      () => ['GET', `/api/collections/${ids.collection}/deliveries`],
      {
        owner: '200',
        subscriber: '403 alert.deliveries_forbidden',
        stranger: '404 alert.collection_not_found',
        admin: '404 alert.collection_not_found',
        anonymous: '401',
      },
    ],
    [
      'delete it (not the owner)',
      () => ['DELETE', `/api/collections/${ids.collection}`],
      {
        owner: 'skipped',
        subscriber: '403 collection.not_owner',
        stranger: '404 collection.not_found',
        admin: '404 collection.not_found',
        anonymous: '401',
      },
    ],
    // glossary: everyone reads, likes and comments; authors and admins change (core/src/glossary/glossary-access.ts)
    [
      'like the item',
      () => ['POST', `/api/glossaryItems/${ids.item}/like`],
      { owner: '200', subscriber: '200', stranger: '200', admin: '200', anonymous: '401' },
    ],
    [
      'edit the item',
      () => ['POST', '/api/glossaryItems', { id: ids.item, title: 'Leitzins', description: 'The policy rate of a central bank.' }],
      { owner: '200', subscriber: '403 glossary.not_author', stranger: '403 glossary.not_author', admin: '200', anonymous: '401' },
    ],
    [
      'delete the comment (not its author)',
      () => ['DELETE', `/api/glossaryItems/${ids.item}/comments/${ids.comment}`],
      {
        owner: 'skipped',
        subscriber: '403 glossary.not_comment_author',
        stranger: '403 glossary.not_comment_author',
        admin: 'skipped',
        anonymous: '401',
      },
    ],
    [
      'delete the item (not its author)',
      () => ['DELETE', `/api/glossaryItems/${ids.item}`],
      { owner: 'skipped', subscriber: '403 glossary.not_author', stranger: '403 glossary.not_author', admin: 'skipped', anonymous: '401' },
    ],
    [
      'an admin deletes a comment',
      () => ['DELETE', `/api/glossaryItems/${ids.item}/comments/${ids.commentForAdmin}`],
      { owner: 'skipped', subscriber: 'skipped', stranger: 'skipped', admin: '200', anonymous: 'skipped' },
    ],
    [
      'an admin deletes an item',
      () => ['DELETE', `/api/glossaryItems/${ids.itemForAdmin}`],
      { owner: 'skipped', subscriber: 'skipped', stranger: 'skipped', admin: '204', anonymous: 'skipped' },
    ],
    // site monitor: another user's site answers "not found", like a missing one, for admins too (core/src/site-monitor/site-access.ts)
    [
      'mark the site viewed',
      () => ['POST', '/api/site-monitor/siteViewed', { id: ids.site }],
      everyoneElse404('204', 'site_monitor.not_found'),
    ],
    [
      'change the site',
      () => ['POST', '/api/site-monitor/siteUpdate', { id: ids.site, name: 'Council news' }],
      everyoneElse404('200', 'site_monitor.not_found'),
    ],
    [
      "save the site's alerts",
      () => ['POST', '/api/site-monitor/siteAlert', { id: ids.site, alert: null }],
      everyoneElse404('200', 'site_monitor.not_found'),
    ],
    [
      "read the site's delivery log",
      () => ['GET', `/api/site-monitor/siteDeliveries/${ids.site}`],
      everyoneElse404('200', 'site_monitor.not_found'),
    ],
    [
      "make the site's webhook secret",
      () => ['POST', '/api/site-monitor/siteWebhookSecret', { id: ids.site }],
      everyoneElse404('200', 'site_monitor.not_found'),
    ],
    [
      'delete the site (not the owner)',
      () => ['DELETE', `/api/site-monitor/deleteSite/${ids.site}`],
      { ...everyoneElse404('skipped', 'site_monitor.not_found') },
    ],
  ];

  test('owner, subscriber, another staff user, admin and anonymous get what the code intends', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, request, want] of rows) {
      for (const who of WHO) {
        expected.push(`${name} as ${who}: ${want[who]}`);
        if (want[who] === 'skipped') {
          outcomes.push(`${name} as ${who}: skipped`);
          continue;
        }
        const [method, path, body] = request();
        const answer = await call(who, method, path, body);
        // a refusal names its code; a success is its status alone
        outcomes.push(
          `${name} as ${who}: ${answer.status}${answer.status >= 400 && answer.code && answer.status !== 401 ? ` ${answer.code}` : ''}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  });

  test("nobody else's list shows the owner's collection or site, and after all that they are intact", async () => {
    const collectionsOf = async (who: Who) =>
      ((await call(who, 'GET', '/api/collections')).body['collections'] as { id: string }[]).map((c) => c.id);
    expect(await collectionsOf('owner')).toContain(ids.collection);
    expect(await collectionsOf('subscriber')).toContain(ids.collection);
    expect(await collectionsOf('stranger')).not.toContain(ids.collection);
    expect(await collectionsOf('admin')).not.toContain(ids.collection);
    const sitesOf = async (who: Who) =>
      ((await call(who, 'GET', '/api/site-monitor/getSites')).body['sites'] as { id: string }[]).map((s) => s.id);
    expect(await sitesOf('owner')).toEqual([ids.site]);
    for (const who of ['subscriber', 'stranger', 'admin'] as const) expect(await sitesOf(who)).toEqual([]);
    // the owner may still do what the others could not
    expect((await call('owner', 'DELETE', `/api/glossaryItems/${ids.item}/comments/${ids.comment}`)).status).toBe(200);
    expect((await call('owner', 'DELETE', `/api/site-monitor/deleteSite/${ids.site}`)).status).toBe(204);
    expect((await call('subscriber', 'PUT', '/api/unsubscribe', { collectionIds: [ids.collection] })).status).toBe(204);
    expect((await call('owner', 'DELETE', `/api/collections/${ids.collection}`)).status).toBe(204);
  });
});

test('names of Object.prototype members find nothing: not an API docs asset, a translation, a sports provider or a shared search', async () => {
  const cookie = await t.cookieFor('staff');
  const get = async (path: string) => (await rawRequest(`${t.url}${path}`, { method: 'GET', headers: { Cookie: cookie } })).status;
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    expect({ name, asset: await get(`/api/docs/assets/${name}`) }).toEqual({ name, asset: 404 });
    expect({ name, locale: await get(`/locales/en/${name}`) }).toEqual({ name, locale: 400 });
    expect({ name, provider: await get(`/api/sports/statistics/competitions?serviceProvider=${name}`) }).toEqual({ name, provider: 400 });
    expect({ name, share: await get(`/api/search/share/${name}`) }).toEqual({ name, share: 400 });
  }
});
