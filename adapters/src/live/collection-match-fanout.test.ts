import { describe, expect, test } from '@jest/globals';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import { CollectionMatchFanout } from './collection-match-fanout';
import type { LiveNotificationMessage, NotificationDocument } from './live-messages';
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
  document: { documentTitle: `Title ${id}`, domain: 'news.example', url: `https://news.example/${id}`, publicationDate: null, firstAcquisitionDate: '2026-11-20T08:00:00Z' },
});

/** The fan-out over a real registry of fake sockets: what each socket received. */
const setup = (options: { collection?: Collection | null; muted?: string[]; connected?: string[] } = {}) => {
  const registry = new SocketRegistry<{ userId: string; sessionToken: string; inbox: LiveNotificationMessage[] }>();
  for (const userId of options.connected ?? ['owner', 'sub1', 'stranger']) registry.add({ userId, sessionToken: `t-${userId}`, inbox: [] });
  const calls = { documents: 0, muted: 0 };
  const fanout = new CollectionMatchFanout({
    findCollection: async () => (options.collection === undefined ? aCollection() : options.collection),
    findDocuments: async (ids) => {
      calls.documents++;
      return ids.filter((id) => id !== 'gone').map(aDoc);
    },
    mutedAmong: async (ids) => {
      calls.muted++;
      return new Set(ids.filter((id) => options.muted?.includes(id)));
    },
    connectedAmong: (ids) => registry.connectedAmong(ids),
    push: (ids, message) => {
      let n = 0;
      for (const socket of registry.socketsOf(ids)) {
        socket.inbox.push(message);
        n++;
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
    expect(await fanout.announce({ collectionId: 'c1', documentIds: ['d1', 'd2', 'd1', 'gone'] })).toBe(2);
    const expected = { collectionId: 'c1', collectionName: 'Central banks', documents: [aDoc('d1'), aDoc('d2')] };
    expect(inbox('owner')).toEqual([expected]);
    expect(inbox('sub1')).toEqual([expected]);
    expect(inbox('stranger')).toEqual([]);
  });

  test('every socket of a user (several tabs) receives it', async () => {
    const { fanout, registry, inbox } = setup({ connected: ['owner'] });
    registry.add({ userId: 'owner', sessionToken: 't-2', inbox: [] });
    expect(await fanout.announce({ collectionId: 'c1', documentIds: ['d1'] })).toBe(2);
    expect(inbox('owner')).toHaveLength(2);
  });

  test('muted users are skipped', async () => {
    const { fanout, inbox } = setup({ muted: ['sub1'] });
    expect(await fanout.announce({ collectionId: 'c1', documentIds: ['d1'] })).toBe(1);
    expect(inbox('sub1')).toEqual([]);
    expect(inbox('owner')).toHaveLength(1);
  });

  test('no database work when nobody of the audience is connected here, or the collection is gone', async () => {
    const nobody = setup({ connected: ['stranger'] });
    expect(await nobody.fanout.announce({ collectionId: 'c1', documentIds: ['d1'] })).toBe(0);
    expect(nobody.calls).toEqual({ documents: 0, muted: 0 });
    const deleted = setup({ collection: null });
    expect(await deleted.fanout.announce({ collectionId: 'c1', documentIds: ['d1'] })).toBe(0);
    expect(deleted.calls).toEqual({ documents: 0, muted: 0 });
  });

  test('documents that no longer exist send nothing', async () => {
    const { fanout, inbox } = setup();
    expect(await fanout.announce({ collectionId: 'c1', documentIds: ['gone'] })).toBe(0);
    expect(inbox('owner')).toEqual([]);
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
