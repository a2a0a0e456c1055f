import { describe, expect, test } from '@jest/globals';
import { collectionAudience, type Collection } from '@newsdesk/core/collections/collection.types';
import { CollectionMatchFanout } from './collection-match-fanout';
import type { LiveNotificationMessage } from '@newsdesk/core/notifications/live-messages';
import type { NotificationDocument } from '@newsdesk/core/notifications/notification.types';
import { SocketRegistry } from './socket-registry';

const aCollection = (overrides: Partial<Collection> = {}): Collection => ({
  id: 'c1',
  name: 'Central banks',
  ownerId: 'owner',
  search: {} as Collection['search'],
  alert: null,
  subscriberIds: ['sub1', 'sub2'],
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
  ...overrides,
});

const aDoc = (id: string): NotificationDocument => ({
  id,
  storyId: id,
  language: 'en',
  document: {
    documentTitle: `Title ${id}`,
    domain: 'news.example',
    url: `https://news.example/${id}`,
    publicationDate: null,
    firstAcquisitionDate: '2026-11-20T08:00:00Z',
  },
});

/** The fan-out over a real registry of fake sockets: what each socket received. */
const setup = (options: { collections?: Collection[]; muted?: string[]; connected?: string[] } = {}) => {
  const registry = new SocketRegistry<{ userId: string; sessionToken: string; inbox: LiveNotificationMessage[] }>();
  for (const userId of options.connected ?? ['owner', 'sub1', 'stranger']) registry.add({ userId, sessionToken: `t-${userId}`, inbox: [] });
  const collections = options.collections ?? [aCollection()];
  const calls = { followers: 0, documents: 0, broadcasts: 0 };
  const fanout = new CollectionMatchFanout({
    anyoneConnected: () => registry.size > 0,
    unmutedFollowersOf: async (ids) => {
      calls.followers++;
      return collections
        .filter((c) => ids.includes(c.id))
        .flatMap((c) => collectionAudience(c).map((userId) => ({ collectionId: c.id, collectionName: c.name, userId })))
        .filter((f) => !options.muted?.includes(f.userId));
    },
    findDocuments: async (ids) => {
      calls.documents++;
      return ids.filter((id) => id !== 'gone').map(aDoc);
    },
    connectedAmong: (ids) => registry.connectedAmong(ids),
    broadcast: async (deliveries) => {
      calls.broadcasts++;
      let n = 0;
      for (const { userIds, message } of deliveries) {
        for (const socket of registry.socketsOf(userIds)) {
          socket.inbox.push(message);
          n++;
        }
      }
      return n;
    },
  });
  const inbox = (userId: string) => [...registry.all()].filter((s) => s.userId === userId).flatMap((s) => s.inbox);
  return { fanout, registry, inbox, calls };
};

describe('CollectionMatchFanout', () => {
  test('owner and connected subscribers get one message with the documents and the collection name', async () => {
    const { fanout, inbox } = setup();
    expect(await fanout.announce([{ collectionId: 'c1', documentIds: ['d1', 'd2', 'd1', 'gone'] }])).toBe(2);
    const expected = { collectionId: 'c1', collectionName: 'Central banks', documents: [aDoc('d1'), aDoc('d2')] };
    expect(inbox('owner')).toEqual([expected]);
    expect(inbox('sub1')).toEqual([expected]);
    expect(inbox('stranger')).toEqual([]);
  });

  test('a batch of one document in many collections: one follower lookup, one document lookup, one broadcast', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      aCollection({ id: `c${i}`, name: `Collection ${i}`, subscriberIds: i % 2 ? ['sub1'] : [] }),
    );
    const { fanout, inbox, calls } = setup({ collections: many });
    const batch = many.map((c) => ({ collectionId: c.id, documentIds: ['d1'] }));
    // owner: 200 collections; sub1: the 100 odd ones
    expect(await fanout.announce(batch)).toBe(300);
    expect(calls).toEqual({ followers: 1, documents: 1, broadcasts: 1 });
    expect(inbox('owner').map((m) => m.collectionId)).toEqual(many.map((c) => c.id));
    expect(inbox('sub1').map((m) => m.collectionName)).toEqual(many.filter((_, i) => i % 2).map((c) => c.name));
  });

  test('two announcements of one collection in a batch make one message, each document once', async () => {
    const { fanout, inbox } = setup({ connected: ['owner'] });
    await fanout.announce([
      { collectionId: 'c1', documentIds: ['d1', 'd2'] },
      { collectionId: 'c1', documentIds: ['d2', 'd3'] },
    ]);
    expect(inbox('owner')).toEqual([
      { collectionId: 'c1', collectionName: 'Central banks', documents: [aDoc('d1'), aDoc('d2'), aDoc('d3')] },
    ]);
  });

  test('every socket of a user (several tabs) receives it', async () => {
    const { fanout, registry, inbox } = setup({ connected: ['owner'] });
    registry.add({ userId: 'owner', sessionToken: 't-2', inbox: [] });
    expect(await fanout.announce([{ collectionId: 'c1', documentIds: ['d1'] }])).toBe(2);
    expect(inbox('owner')).toHaveLength(2);
  });

  test('muted users are skipped', async () => {
    const { fanout, inbox } = setup({ muted: ['sub1'] });
    expect(await fanout.announce([{ collectionId: 'c1', documentIds: ['d1'] }])).toBe(1);
    expect(inbox('sub1')).toEqual([]);
    expect(inbox('owner')).toHaveLength(1);
  });

  test('no database work when no socket is open here; no documents loaded when none of the audience is connected or the collection is gone', async () => {
    const empty = setup({ connected: [] });
    expect(await empty.fanout.announce([{ collectionId: 'c1', documentIds: ['d1'] }])).toBe(0);
    expect(empty.calls).toEqual({ followers: 0, documents: 0, broadcasts: 0 });
    const nobody = setup({ connected: ['stranger'] });
    expect(await nobody.fanout.announce([{ collectionId: 'c1', documentIds: ['d1'] }])).toBe(0);
    expect(nobody.calls).toEqual({ followers: 1, documents: 0, broadcasts: 0 });
    const deleted = setup({ collections: [] });
    expect(await deleted.fanout.announce([{ collectionId: 'c1', documentIds: ['d1'] }])).toBe(0);
    expect(deleted.calls).toEqual({ followers: 1, documents: 0, broadcasts: 0 });
  });

  test('documents that no longer exist send nothing', async () => {
    const { fanout, inbox } = setup();
    expect(await fanout.announce([{ collectionId: 'c1', documentIds: ['gone'] }])).toBe(0);
    expect(inbox('owner')).toEqual([]);
  });

  test('a collection with more than 100 new documents in a batch gets them in messages of 100', async () => {
    const { fanout, inbox } = setup({ connected: ['owner'] });
    const ids = Array.from({ length: 150 }, (_, i) => `d${i}`);
    await fanout.announce([
      { collectionId: 'c1', documentIds: ids.slice(0, 100) },
      { collectionId: 'c1', documentIds: ids.slice(100) },
    ]);
    expect(inbox('owner').map((m) => m.documents.length)).toEqual([100, 50]);
    expect(inbox('owner').flatMap((m) => m.documents.map((d) => d.id))).toEqual(ids);
  });
});

describe('SocketRegistry', () => {
  test('counts sockets, forgets users without sockets', () => {
    const registry = new SocketRegistry<{ userId: string; sessionToken: string }>();
    const a = { userId: 'u1', sessionToken: 't' };
    const b = { userId: 'u1', sessionToken: 't' };
    registry.add(a);
    registry.add(b);
    registry.add(a);
    expect(registry.size).toBe(2);
    expect([...registry.socketsOf(['u1', 'u1'])]).toHaveLength(2);
    registry.remove(a);
    registry.remove(a);
    registry.remove(b);
    expect(registry.size).toBe(0);
    expect(registry.connectedAmong(['u1'])).toEqual([]);
  });
});
