import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import http from 'node:http';
import pg from 'pg';
import pino from 'pino';
import WebSocket from 'ws';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import { aCollection as aCollectionOf, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import { DEFAULT_SESSION_POLICY } from '@newsdesk/core/identity/session-policy';
import { systemClock } from '@newsdesk/core/shared/clock';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { RandomSessionTokens } from '../crypto/random-session-tokens';
import { PostgresCollectionRepository } from '../postgres/collections/postgres-collection-repository';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { PostgresSessionRepository } from '../postgres/identity/postgres-identity';
import { PostgresNotificationPreferences } from '../postgres/notification-preferences/postgres-notification-preferences';
import { createOrm } from '../postgres/orm';
import { recordPercolation } from '../postgres/percolation/record-matches';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import type { LiveNotificationMessage } from '@newsdesk/core/notifications/live-messages';
import { LiveNotifications } from './live-notifications';
import { SESSION_ENDED_CLOSE_CODE } from './live-socket-server';
import { PostgresCollectionFollowers } from './postgres-collection-followers';
import { PostgresNotificationDocuments } from './postgres-notification-documents';
import { PostgresSessionLiveness } from './session-liveness';

// The whole live path on a real PostgreSQL: the percolation worker's own NOTIFYs (recordPercolation),
// the LISTEN of LiveNotifications, its queries (counted), and real WebSocket clients on loopback.

let db: TestDatabase;
let server: http.Server;
let url: string;
let live: LiveNotifications;
const statements: string[] = [];
const tokens = new RandomSessionTokens();
let sessions: PostgresSessionRepository;
const clients: Client[] = [];

interface Client {
  userId: string;
  sessionId: string;
  ws: WebSocket;
  messages: LiveNotificationMessage[];
  closed: Promise<number>;
}

const until = async (condition: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A browser tab of this user: a real session in auth_session and a socket opened with its cookie. */
const openTab = async (userId: string): Promise<Client> => {
  const issued = tokens.issue();
  const now = new Date();
  await sessions.add({
    id: issued.sessionId,
    userId,
    tokenHash: issued.tokenHash,
    createdAt: now,
    lastSeenAt: now,
    pageClosedAt: null,
    endedAt: null,
    userAgent: 'jest',
    ip: '127.0.0.1',
  });
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { Cookie: `nd_session=${issued.token}` } });
  const client: Client = {
    userId,
    sessionId: issued.sessionId,
    ws,
    messages: [],
    closed: new Promise((resolve) => ws.on('close', resolve)),
  };
  ws.on('message', (data) => client.messages.push(JSON.parse(String(data)) as LiveNotificationMessage));
  await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
  clients.push(client);
  return client;
};

const aCollection = (ownerId: string, name: string, subscriberIds: string[]): Collection => {
  const now = new Date().toISOString();
  return aCollectionOf({
    id: crypto.randomUUID(),
    name,
    ownerId,
    search: aCollectionSearch({ tags: [{ name: `term${crypto.randomUUID().slice(0, 8)}` }], timeFrame: 'week' }),
    subscriberIds,
    createdAt: now,
    updatedAt: now,
  });
};

/** What the percolation worker does for one document that matched these collections: match rows and NOTIFYs, in one commit. */
const percolated = async (documentId: string, collections: readonly Collection[]) => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('begin');
    const matches = collections.map((c) => ({ collectionId: c.id, documentId, storyId: documentId, isOriginal: true }));
    const announced = await recordPercolation(client, [documentId], matches);
    await client.query('commit');
    return announced;
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.orm.close(true);
  db.orm = await createOrm({ url: db.url, poolSize: 4, onStatement: (sql) => statements.push(sql) });
  sessions = new PostgresSessionRepository(db.orm);
  server = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const liveness = new PostgresSessionLiveness(db.orm, tokens, systemClock, DEFAULT_SESSION_POLICY);
  live = new LiveNotifications({
    server,
    databaseUrl: db.url,
    logger: pino({ level: 'silent' }),
    authenticate: async (token) => {
      const session = await sessions.findByTokenHash(tokens.hash(token));
      if (!session || session.endedAt) throw new Error('no session');
      return { userId: session.userId };
    },
    aliveSessions: (all) => liveness.aliveAmong(all),
    allowedOrigins: [],
    trustProxy: false,
    followers: new PostgresCollectionFollowers(db.orm),
    documents: new PostgresNotificationDocuments(db.orm),
    // the checks run when the tests say so
    sessionCheckMs: 3_600_000,
    // small slices, so that a broadcast to a few hundred sockets shows them
    sliceLimits: { sendsPerSlice: 20, sliceBudgetMs: 60_000 },
  });
  await live.start();
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await live?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await db?.dispose();
});

describe('one document matching 200 collections', () => {
  test('is fanned out with 2 queries (followers with their mute state, the document once); each socket gets each of its collections once', async () => {
    const [owner, follower, muted, stranger] = Array.from({ length: 4 }, () => crypto.randomUUID());
    const collectionsRepo = new PostgresCollectionRepository(db.orm);
    const collections = Array.from({ length: 200 }, (_, i) =>
      aCollection(owner!, `Collection ${i}`, i % 2 ? [follower!, muted!] : [muted!]),
    );
    for (const collection of collections) await collectionsRepo.insert(collection);
    await new PostgresNotificationPreferences(db.orm).setMuted(muted!, true, new Date());
    const document = aDocumentRecord({ id: crypto.randomUUID() });
    await new PostgresDocumentRepository(db.orm).insert(document);
    const ownerTabs = [await openTab(owner!), await openTab(owner!)];
    const followerTab = await openTab(follower!);
    const mutedTab = await openTab(muted!);
    const strangerTab = await openTab(stranger!);

    statements.length = 0;
    const announced = await percolated(document.id, collections);
    expect(announced).toHaveLength(200); // the sender's side: one NOTIFY per collection
    await until(() => ownerTabs.every((tab) => tab.messages.length >= 200) && followerTab.messages.length >= 100);
    await live.settled();
    await new Promise((resolve) => setTimeout(resolve, 300)); // anything sent twice would have arrived by now

    // one batch is 2 statements; the 200 NOTIFYs of one commit can at worst straddle two batches
    expect(statements.length).toBeLessThanOrEqual(4);
    expect(statements.length % 2).toBe(0);
    expect(statements.filter((sql) => /\bfrom collection c\b/.test(sql)).length).toBe(statements.length / 2);
    for (const tab of ownerTabs) {
      expect(tab.messages.map((m) => m.collectionId).sort()).toEqual(collections.map((c) => c.id).sort());
      expect(tab.messages.every((m) => m.documents.length === 1 && m.documents[0]!.id === document.id)).toBe(true);
    }
    expect(followerTab.messages.map((m) => m.collectionName).sort()).toEqual(
      collections
        .filter((_, i) => i % 2)
        .map((c) => c.name)
        .sort(),
    );
    expect(mutedTab.messages).toEqual([]);
    expect(strangerTab.messages).toEqual([]);
  }, 60_000);
});

describe('a broadcast to many sockets', () => {
  test('goes out in slices with the event loop running between them; every socket gets the message once', async () => {
    const owner = crypto.randomUUID();
    const readers = Array.from({ length: 5 }, () => crypto.randomUUID());
    const collection = aCollection(owner, 'Wide audience', readers);
    await new PostgresCollectionRepository(db.orm).insert(collection);
    const document = aDocumentRecord({ id: crypto.randomUUID() });
    await new PostgresDocumentRepository(db.orm).insert(document);
    // 5 readers with 40 tabs each: 200 sockets
    const tabs: Client[] = [];
    for (const reader of readers) for (let i = 0; i < 40; i++) tabs.push(await openTab(reader));

    const outcome = await live.sockets.broadcast([
      { userIds: readers, message: { collectionId: collection.id, collectionName: 'Wide audience', documents: [] } },
    ]);
    expect(outcome).toMatchObject({ reached: 200, slices: 10 });

    // the same through the whole path, with a probe counting the turns of the event loop meanwhile
    let turns = 0;
    let probing = true;
    const probe = () => {
      if (!probing) return;
      turns++;
      setImmediate(probe);
    };
    setImmediate(probe);
    await percolated(document.id, [collection]);
    await until(() => tabs.every((tab) => tab.messages.length >= 2));
    await live.settled();
    probing = false;
    expect(turns).toBeGreaterThanOrEqual(9);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const tab of tabs) expect(tab.messages.map((m) => m.documents.length)).toEqual([0, 1]);
  }, 60_000);
});

describe('the session check', () => {
  test('is one query for every socket of the process; the sockets of expired sessions close with 4401, the others stay', async () => {
    const user = crypto.randomUUID();
    const tabs: Client[] = [];
    for (let i = 0; i < 30; i++) tabs.push(await openTab(user));
    // idle expiry announces nothing: finding it is the periodic check's job
    const expired = tabs.slice(0, 3);
    await db.orm.em
      .fork()
      .execute(`update auth_session set last_seen_at = now() - interval '2 hours' where id = any(?::text[])`, [
        `{${expired.map((t) => t.sessionId).join(',')}}`,
      ]);

    statements.length = 0;
    await live.sockets.checkSessionsNow();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('auth_session');
    for (const tab of expired) expect(await tab.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(tabs.slice(3).every((tab) => tab.ws.readyState === WebSocket.OPEN)).toBe(true);

    // a logout announces itself: its socket closes at once, the user's other tabs stay
    await sessions.end(tabs[3]!.sessionId, new Date());
    expect(await tabs[3]!.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(tabs.slice(4).every((tab) => tab.ws.readyState === WebSocket.OPEN)).toBe(true);
  }, 60_000);
});
