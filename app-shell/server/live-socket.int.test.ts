import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pino from 'pino';
import pg from 'pg';
import WebSocket from 'ws';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { LiveSocketServer } from '@newsdesk/adapters/live/live-socket-server';
import { PostgresSessionLiveness } from '@newsdesk/adapters/live/session-liveness';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthenticateSession } from '@newsdesk/core/identity/authenticate-session';
import { SessionTokens } from '@newsdesk/core/identity/identity.ports';
import { DEFAULT_SESSION_POLICY } from '@newsdesk/core/identity/session-policy';
import { systemClock } from '@newsdesk/core/shared/clock';
import type { Config } from './config';
import { startServer, type RunningServer } from './start-server';
import { AppConfig, Orm } from './tokens';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

const collectionOf = (ownerId: string, overrides: Partial<Collection> = {}): Collection => {
  const now = new Date().toISOString();
  return aCollection({
    id: crypto.randomUUID(),
    name: 'Swiss economy',
    ownerId,
    // a search of its own: the same search twice is refused (collection.duplicate_search)
    search: aCollectionSearch({ tags: [{ name: `term${crypto.randomUUID().slice(0, 8)}` }], timeFrame: 'week' }),
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
};

/** `next(ms)` resolves with the next message, or with 'nothing' when none arrives within ms. */
type Opened = { ws: WebSocket; messages: unknown[]; next(withinMs?: number): Promise<unknown>; closed: Promise<{ code: number }> };
type Refused = { status: number; body: string };

/** Opens a socket; resolves with it, or with the HTTP status of a refused upgrade. */
const connect = (url: string, headers: Record<string, string>): Promise<Opened | Refused> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { headers });
    const messages: unknown[] = [];
    const waiters: ((m: unknown) => void)[] = [];
    ws.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const closed = new Promise<{ code: number }>((r) => ws.on('close', (code) => r({ code })));
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        next: (withinMs?: number) => {
          if (messages.length) return Promise.resolve(messages.shift());
          return new Promise((resolve) => {
            waiters.push(resolve);
            if (withinMs !== undefined) {
              setTimeout(() => {
                const at = waiters.indexOf(resolve);
                if (at >= 0) waiters.splice(at, 1);
                resolve('nothing');
              }, withinMs);
            }
          });
        },
      }),
    );
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('error', (error) => {
      if (ws.readyState === WebSocket.CONNECTING) reject(error);
    });
  });

const opened = (result: Opened | Refused): Opened => {
  if (!('ws' in result)) throw new Error(`upgrade refused: ${result.status} ${result.body}`);
  return result;
};

let t: TestServer;
let cookie: string;
let notifier: pg.Client;

const announce = (collectionId: string, documentIds: string[]) =>
  notifier.query('select pg_notify($1, $2)', ['newsdesk_collection_matched', JSON.stringify({ collectionId, documentIds })]);

const insertDocument = async (server: RunningServer, title: string) => {
  const record = aDocumentRecord({}, `${title} body text`);
  record.document.documentTitle = title;
  await server.container.get<DocumentRepository>(DocumentRepository).insert(record);
  return record;
};

beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.cookieFor('staff');
  notifier = new pg.Client({ connectionString: t.server.databaseUrl });
  await notifier.connect();
});
afterAll(async () => {
  await notifier.end();
  await t.stop();
});

describe('the upgrade is refused before a socket exists', () => {
  test('no cookie → 401', async () => {
    expect(await connect(t.url, { Origin: t.url })).toEqual({ status: 401, body: expect.stringContaining('auth.unauthenticated') });
  });

  test('an unknown or ended session → 401', async () => {
    expect(await connect(t.url, { Origin: t.url, Cookie: 'nd_session=forged' })).toMatchObject({ status: 401 });
  });

  test('a foreign Origin → 403, even with a valid cookie', async () => {
    expect(await connect(t.url, { Origin: 'https://evil.example', Cookie: cookie })).toMatchObject({ status: 403 });
  });

  test('another path → 404', async () => {
    const result = await new Promise<number>((resolve) => {
      const ws = new WebSocket(t.url.replace(/^http/, 'ws') + '/elsewhere', { headers: { Cookie: cookie } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => undefined);
    });
    expect(result).toBe(404);
  });
});

describe('an open socket', () => {
  test('ping → pong with the same data; other messages get an error code, the socket stays open', async () => {
    const socket = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    socket.ws.send(JSON.stringify({ action: 'ping', data: { n: 1 } }));
    expect(await socket.next()).toEqual({ action: 'pong', data: { n: 1 } });
    socket.ws.send('not json');
    expect(await socket.next()).toEqual({ type: 'error', code: 'live.invalid_message' });
    socket.ws.send(JSON.stringify({ action: 'ping' }));
    expect(await socket.next()).toEqual({ action: 'pong', data: null });
    socket.ws.close(1000);
  });

  test('a message over 64 KiB closes the socket (1009)', async () => {
    const socket = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    socket.ws.send(JSON.stringify({ action: 'ping', data: 'x'.repeat(65 * 1024) }));
    expect((await socket.closed).code).toBe(1009);
  });

  test('the socket of a session that logs out is closed with 4401', async () => {
    // its own socket server on the test server's container, with a session check every 100 ms
    const http = await import('node:http');
    const plain = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;
    const authenticate = t.server.container.get(AuthenticateSession);
    const liveness = new PostgresSessionLiveness(
      t.server.container.get<MikroORM>(Orm),
      t.server.container.get<SessionTokens>(SessionTokens),
      systemClock,
      DEFAULT_SESSION_POLICY,
    );
    const sockets = new LiveSocketServer({
      server: plain,
      authenticate: async (token) => ({ userId: (await authenticate.execute(token)).user.id }),
      aliveSessions: (tokens) => liveness.aliveAmong(tokens),
      allowedOrigins: [],
      trustProxy: false,
      logger: pino({ level: 'silent' }),
      sessionCheckMs: 100,
    });
    sockets.start();
    try {
      const own = await t.cookieFor('staff');
      const socket = opened(await connect(url, { Origin: url, Cookie: own }));
      const other = opened(await connect(url, { Origin: url, Cookie: cookie }));
      expect((await rawRequest(`${t.url}/auth/logout`, { method: 'DELETE', headers: { Cookie: own, Origin: t.url } })).status).toBeLessThan(
        300,
      );
      expect((await socket.closed).code).toBe(4401);
      other.ws.send(JSON.stringify({ action: 'ping', data: 1 }));
      expect(await other.next()).toEqual({ action: 'pong', data: 1 });
      other.ws.close(1000);
    } finally {
      await sockets.stop();
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});

describe('matches announced by any process reach the audience’s sockets', () => {
  test('owner and subscriber get {documents, collectionName} on every open socket; others nothing', async () => {
    const collections = t.server.container.get<CollectionRepository>(CollectionRepository);
    const collection = collectionOf(t.users.admin.id, { name: 'Central banks', subscriberIds: [t.users.staff.id] });
    await collections.insert(collection);
    const doc = await insertDocument(t.server, 'SNB holds rate');
    const tabOne = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    const tabTwo = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    const owner = opened(await connect(t.url, { Origin: t.url, Cookie: await t.cookieFor('admin') }));
    const stranger = collectionOf(t.users.admin.id, { name: 'Not shared' });
    await collections.insert(stranger);

    await announce(collection.id, [doc.id]);
    const expected = {
      collectionId: collection.id,
      collectionName: 'Central banks',
      documents: [
        expect.objectContaining({
          id: doc.id,
          document: expect.objectContaining({ documentTitle: 'SNB holds rate', domain: 'news.example' }),
        }),
      ],
    };
    expect(await tabOne.next()).toEqual(expected);
    expect(await tabTwo.next()).toEqual(expected);
    expect(await owner.next()).toEqual(expected);

    await announce(stranger.id, [doc.id]);
    expect(await tabOne.next(500)).toBe('nothing');
    expect(await owner.next()).toMatchObject({ collectionName: 'Not shared' });
    for (const s of [tabOne, tabTwo, owner]) s.ws.close(1000);
  });

  test('a muted user gets nothing until unmuted; the state is stored server-side', async () => {
    const collections = t.server.container.get<CollectionRepository>(CollectionRepository);
    const collection = collectionOf(t.users.staff.id, { name: 'Muted one' });
    await collections.insert(collection);
    const doc = await insertDocument(t.server, 'Muted news');
    const put = (muted: unknown) =>
      rawRequest(`${t.url}/api/notifications/state`, {
        method: 'PUT',
        headers: { Cookie: cookie, Origin: t.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ muted }),
      });
    expect((await put(true)).body).toBe('{"muted":true}');
    expect(JSON.parse((await rawRequest(`${t.url}/api/notifications/state`, { method: 'GET', headers: { Cookie: cookie } })).body)).toEqual(
      { muted: true, userId: t.users.staff.id, clearedAt: null },
    );
    const socket = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    await announce(collection.id, [doc.id]);
    expect(await socket.next(500)).toBe('nothing');
    await put(false);
    await announce(collection.id, [doc.id]);
    expect(await socket.next()).toMatchObject({ collectionName: 'Muted one' });
    socket.ws.close(1000);
    expect(JSON.parse((await put('yes')).body)).toMatchObject({ code: 'request.invalid' });
  });

  test('two server instances on one database: the socket on the other instance receives the match', async () => {
    const other = await startServer(
      { ...t.server.container.get<Config>(AppConfig), databaseUrl: t.server.databaseUrl, port: 0 },
      pino({ level: 'silent' }),
    );
    try {
      const otherUrl = `http://127.0.0.1:${other.port}`;
      const collection = collectionOf(t.users.staff.id, { name: 'Across processes' });
      await other.container.get<CollectionRepository>(CollectionRepository).insert(collection);
      const doc = await insertDocument(t.server, 'Indexed by the first instance');
      const socket = opened(await connect(otherUrl, { Origin: otherUrl, Cookie: cookie }));
      // announced from the first instance's connection, as its percolation worker would
      await announce(collection.id, [doc.id]);
      expect(await socket.next()).toMatchObject({
        collectionName: 'Across processes',
        documents: [expect.objectContaining({ id: doc.id })],
      });
      // a shutdown does not wait for the browsers: their sockets are closed as "going away"
      const started = Date.now();
      await other.stop();
      expect((await socket.closed).code).toBe(1001);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await other.stop();
    }
  });

  test('a malformed announcement is ignored and the socket keeps working', async () => {
    const socket = opened(await connect(t.url, { Origin: t.url, Cookie: cookie }));
    await notifier.query(`select pg_notify('newsdesk_collection_matched', 'not json')`);
    await notifier.query(`select pg_notify('newsdesk_collection_matched', '{"collectionId":"x"}')`);
    socket.ws.send(JSON.stringify({ action: 'ping', data: 'still here' }));
    expect(await socket.next()).toEqual({ action: 'pong', data: 'still here' });
    socket.ws.close(1000);
  });
});

describe('GET /api/notifications: what a reconnecting browser missed', () => {
  test('newest first, at most 10 unique documents, with the collection name; since narrows', async () => {
    const collections = t.server.container.get<CollectionRepository>(CollectionRepository);
    const mine = collectionOf(t.users.staff.id, { name: 'Mine' });
    const shared = collectionOf(t.users.admin.id, { name: 'Shared with me', subscriberIds: [t.users.staff.id] });
    const foreign = collectionOf(t.users.admin.id, { name: 'Not mine' });
    for (const c of [mine, shared, foreign]) await collections.insert(c);
    const docs = [];
    for (let i = 0; i < 12; i++) docs.push(await insertDocument(t.server, `Missed ${i}`));
    const base = Date.parse('2026-11-21T10:00:00Z');
    const rows: [string, string, number][] = docs.map((d, i) => [mine.id, d.id, base + i * 60_000]);
    // the newest document also matched the shared collection, later: listed once, under that collection
    rows.push([shared.id, docs[11]!.id, base + 20 * 60_000]);
    rows.push([foreign.id, docs[0]!.id, base + 30 * 60_000]);
    for (const [collectionId, documentId, at] of rows) {
      await notifier.query(
        'insert into collection_match (collection_id, document_id, story_id, is_original, matched_at) values ($1, $2, $2, true, $3)',
        [collectionId, documentId, new Date(at)],
      );
    }
    const get = async (query: string) =>
      JSON.parse((await rawRequest(`${t.url}/api/notifications${query}`, { method: 'GET', headers: { Cookie: cookie } })).body) as {
        notifications: { collectionName: string; document: { id: string; document: { documentTitle: string } } }[];
      };
    const all = await get(`?since=${encodeURIComponent(new Date(base - 1).toISOString())}`);
    expect(all.notifications.map((n) => `${n.document.document.documentTitle} / ${n.collectionName}`)).toEqual([
      'Missed 11 / Shared with me',
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Missed ${i} / Mine`),
    ]);
    const recent = await get(`?since=${encodeURIComponent(new Date(base + 9.5 * 60_000).toISOString())}`);
    expect(recent.notifications.map((n) => n.document.document.documentTitle)).toEqual(['Missed 11', 'Missed 10']);
    expect((await rawRequest(`${t.url}/api/notifications?since=yesterday`, { method: 'GET', headers: { Cookie: cookie } })).status).toBe(
      400,
    );
  });
});

describe('POST /api/notifications/clear and /read: notification state kept per user', () => {
  test('clear all hides older matches from every later catch-up, whatever since the browser sends; read marks come back', async () => {
    const collections = t.server.container.get<CollectionRepository>(CollectionRepository);
    const mine = collectionOf(t.users.admin.id, { name: 'Cleared later' });
    await collections.insert(mine);
    const [old, fresh] = [await insertDocument(t.server, 'Before the clear'), await insertDocument(t.server, 'After the clear')];
    const adminCookie = await t.cookieFor('admin');
    const send = (method: string, path: string, body?: unknown) =>
      rawRequest(`${t.url}${path}`, {
        method,
        headers: { Cookie: adminCookie, Origin: t.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const match = (documentId: string, at: Date) =>
      notifier.query(
        'insert into collection_match (collection_id, document_id, story_id, is_original, matched_at) values ($1, $2, $2, true, $3)',
        [mine.id, documentId, at],
      );
    await match(old.id, new Date(Date.now() - 60_000));
    const titles = async () =>
      (
        JSON.parse(
          (await send('GET', `/api/notifications?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`)).body,
        ) as {
          notifications: { read: boolean; document: { id: string; document: { documentTitle: string } } }[];
        }
      ).notifications.map((n) => `${n.document.document.documentTitle}${n.read ? ' (read)' : ''}`);
    expect(await titles()).toEqual(['Before the clear']);

    const cleared = await send('POST', '/api/notifications/clear', {});
    expect(cleared.status).toBe(200);
    const { clearedAt } = JSON.parse(cleared.body) as { clearedAt: string };
    expect(JSON.parse((await send('GET', '/api/notifications/state')).body)).toMatchObject({ clearedAt });
    await match(fresh.id, new Date(Date.parse(clearedAt) + 1_000));
    expect(await titles()).toEqual(['After the clear']);

    // a stale tab clearing up to an older moment does not bring anything back
    const stale = await send('POST', '/api/notifications/clear', { before: new Date(Date.parse(clearedAt) - 3_600_000).toISOString() });
    expect(JSON.parse(stale.body)).toEqual({ clearedAt });

    expect((await send('POST', '/api/notifications/read', { documentIds: [fresh.id] })).status).toBe(204);
    expect(await titles()).toEqual(['After the clear (read)']);

    for (const [path, body] of [
      ['/api/notifications/read', { documentIds: [] }],
      ['/api/notifications/read', { documentIds: ['not-a-uuid'] }],
      ['/api/notifications/read', { documentIds: Array.from({ length: 101 }, () => crypto.randomUUID()) }],
      ['/api/notifications/clear', { before: 'yesterday' }],
      ['/api/notifications/clear', { everything: true }],
    ] as const) {
      const reply = await send('POST', path, body);
      expect([path, reply.status]).toEqual([path, 400]);
      expect(JSON.parse(reply.body)).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
    }
  });
});
