import { describe, expect, test } from '@jest/globals';
import { NotificationCache, NOTIFICATIONS_ENTRY } from './notification-cache';
import { FakeNotificationApi, aLiveMessage, aNotificationDocument } from './notification-center.fixtures';
import { NotificationCenterStore, type NotificationCenterOptions } from './notification-center.store';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

const setup = async (
  options: Partial<NotificationCenterOptions> & { muted?: boolean; storage?: ReturnType<typeof memoryStorage>; userId?: string } = {},
) => {
  const api = new FakeNotificationApi();
  api.muted = options.muted ?? false;
  let clock = Date.parse('2026-11-21T10:00:00Z');
  let title = 'Newsdesk';
  let hidden = false;
  let onVisibility: () => void = () => undefined;
  const flags: boolean[] = [];
  const opened: string[] = [];
  const storage = options.storage ?? memoryStorage();
  const store = new NotificationCenterStore(api, {
    cache: new NotificationCache(storage, () => new Date(clock)),
    now: () => new Date((clock += 1_000)),
    documentTitle: { get: () => title, set: (value) => (title = value) },
    visibility: { isHidden: () => hidden, subscribe: (cb) => ((onVisibility = cb), () => (onVisibility = () => undefined)) },
    onHiddenArrival: (flag) => flags.push(flag),
    onOpenDocument: (id) => opened.push(id),
    ...options,
  });
  await store.start(options.userId ?? null);
  return {
    api,
    store,
    storage,
    flags,
    opened,
    title: () => title,
    setTitle: (value: string) => (title = value),
    hide: (value: boolean) => {
      hidden = value;
      onVisibility();
    },
    advance: (ms: number) => (clock += ms),
  };
};

const arrive = (api: FakeNotificationApi, ...titles: string[]) => {
  const docs = titles.map((title) => aNotificationDocument({ title }));
  api.push(aLiveMessage(docs));
  return docs;
};

describe('the notification list (spec §4)', () => {
  test('newest first, unique by document id, at most 10', async () => {
    const { api, store } = await setup();
    api.open();
    const first = arrive(api, 'one', 'two');
    arrive(api, 'three');
    // the same document again, now from another collection: moves to the top, listed once
    api.push(aLiveMessage([first[0]!], 'Swiss economy', 'c-2'));
    expect(store.items.map((i) => `${i.document.document.documentTitle}/${i.collectionName}`)).toEqual([
      'one/Swiss economy',
      'three/Central banks',
      'two/Central banks',
    ]);
    for (let i = 0; i < 12; i++) arrive(api, `more ${i}`);
    expect(store.items).toHaveLength(10);
    expect(store.items[0]!.document.document.documentTitle).toBe('more 11');
    expect(new Set(store.items.map((i) => i.document.id)).size).toBe(10);
  });

  test('anything but a notification on the socket (pong, error codes, junk) changes nothing', async () => {
    const { api, store } = await setup();
    api.open();
    for (const message of [
      { action: 'pong', data: 1 },
      { type: 'error', code: 'live.invalid_message' },
      null,
      'x',
      { collectionName: 'x', documents: [{}] },
    ]) {
      api.push(message);
    }
    expect(store.items).toEqual([]);
    expect(store.alertCount).toBe(0);
  });
});

describe('alert count, badge and page title', () => {
  test('arrivals count up (duplicates do not); badge 9+ above 9; title "(n)"', async () => {
    const { api, store, title } = await setup();
    api.open();
    const [doc] = arrive(api, 'one');
    api.push(aLiveMessage([doc!]));
    expect(store.alertCount).toBe(1);
    expect(store.badge).toBe('1');
    expect(title()).toBe('(1) Newsdesk');
    for (let i = 0; i < 9; i++) arrive(api, `n${i}`);
    expect(store.alertCount).toBe(10);
    expect(store.badge).toBe('9+');
    expect(title()).toBe('(9+) Newsdesk');
  });

  test('opening and closing the panel each reset the count and the title', async () => {
    const { api, store, title, setTitle } = await setup();
    api.open();
    arrive(api, 'one', 'two');
    store.openPanel();
    expect([store.alertCount, store.badge, title()]).toEqual([0, '', 'Newsdesk']);
    arrive(api, 'three');
    // the shell changed the title meanwhile (route change): the prefix goes on the new title
    setTitle('(1) Search · Newsdesk');
    arrive(api, 'four');
    expect(title()).toBe('(2) Search · Newsdesk');
    store.togglePanel();
    expect([store.panelOpen, store.alertCount, title()]).toEqual([false, 0, 'Search · Newsdesk']);
  });

  test('the title is left alone when the host manages it', async () => {
    const { api, title } = await setup({ manageDocumentTitle: false });
    api.open();
    arrive(api, 'one');
    expect(title()).toBe('Newsdesk');
  });

  test('an arrival in a hidden tab raises the icon flag; becoming visible clears it', async () => {
    const { api, store, flags, hide } = await setup();
    api.open();
    arrive(api, 'seen');
    expect(flags).toEqual([]);
    hide(true);
    arrive(api, 'while away');
    arrive(api, 'also while away');
    expect(store.hiddenFlag).toBe(true);
    expect(flags).toEqual([true]);
    hide(false);
    expect(store.hiddenFlag).toBe(false);
    expect(flags).toEqual([true, false]);
  });

  test('clear all empties the list and the count; clicking an item opens it and closes the panel', async () => {
    const { api, store, opened } = await setup();
    api.open();
    const [doc] = arrive(api, 'one', 'two');
    store.openPanel();
    store.openDocument(doc!.id);
    expect(opened).toEqual([doc!.id]);
    expect(store.panelOpen).toBe(false);
    arrive(api, 'three');
    await store.clearAll();
    expect([store.items, store.alertCount]).toEqual([[], 0]);
  });
});

describe('mute (stored server-side)', () => {
  test('a muted user does not listen at all; unmuting connects, muting closes the socket', async () => {
    const { api, store } = await setup({ muted: true });
    expect(store.muted).toBe(true);
    expect(api.connections).toHaveLength(0);
    await store.toggleMuted();
    expect(api.setMutedCalls).toEqual([false]);
    expect(api.connections).toHaveLength(1);
    api.open();
    arrive(api, 'one');
    await store.setMuted(true);
    expect(api.connections[0]!.closed).toBe(true);
    expect(store.muted).toBe(true);
  });

  test('a failed toggle keeps the state and says "Error toggling notification state"', async () => {
    const errors: string[] = [];
    const { api, store } = await setup({ onError: (e) => errors.push(e.code) });
    api.failToggle = true;
    await store.toggleMuted();
    expect(store.muted).toBe(false);
    expect(store.errorCode).toBe('notification.toggle_failed');
    expect(errors).toEqual(['notification.toggle_failed']);
    expect(api.current).toBeDefined();
  });
});

describe('catching up after a reconnect', () => {
  test('fetches since the disconnect (minus a clock margin) and merges without duplicates', async () => {
    const { api, store } = await setup();
    api.open();
    expect(api.missedCalls).toEqual([null]);
    const [live] = arrive(api, 'live one');
    const missed = aNotificationDocument({ title: 'missed one' });
    api.missedAnswer = [
      { collectionId: 'c-1', collectionName: 'Central banks', matchedAt: '2026-11-21T10:30:00.000Z', document: missed, read: false },
      { collectionId: 'c-1', collectionName: 'Central banks', matchedAt: '2026-11-21T09:59:00.000Z', document: live!, read: false },
    ];
    const disconnectedAt = new Date('2026-11-21T10:20:00.000Z');
    api.open(true, disconnectedAt);
    await Promise.resolve();
    await Promise.resolve();
    expect(api.missedCalls[1]).toEqual(new Date('2026-11-21T10:18:00.000Z'));
    expect(store.items.map((i) => i.document.document.documentTitle)).toEqual(['missed one', 'live one']);
    expect(store.alertCount).toBe(2);
  });

  test('the first fetch without a cached connection fills the list without counting alerts', async () => {
    const api = new FakeNotificationApi();
    api.missedAnswer = [
      {
        collectionId: 'c-1',
        collectionName: 'Central banks',
        matchedAt: '2026-11-21T09:00:00.000Z',
        document: aNotificationDocument(),
        read: false,
      },
    ];
    const store = new NotificationCenterStore(api, { cache: null, manageDocumentTitle: false });
    await store.start();
    api.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.items).toHaveLength(1);
    expect(store.alertCount).toBe(0);
  });

  test('after clear all, older matches are not fetched again', async () => {
    const { api, store } = await setup();
    api.open();
    await store.clearAll();
    api.open(true, new Date('2026-11-21T09:00:00.000Z'));
    const since = api.missedCalls[api.missedCalls.length - 1]!;
    expect(since.getTime()).toBeGreaterThan(Date.parse('2026-11-21T10:00:00Z'));
  });
});

describe('cached under notifications 1.0', () => {
  test('the list and count survive a page load; another user starts empty', async () => {
    const storage = memoryStorage();
    const first = await setup({ storage, userId: 'u1' });
    first.api.open();
    arrive(first.api, 'one', 'two');
    first.store.stop();
    const entry = JSON.parse(storage.data.get(NOTIFICATIONS_ENTRY.key)!) as { version: string; savedAt: string };
    expect(entry.version).toBe('1.0');
    const again = await setup({ storage, userId: 'u1' });
    expect(again.store.items).toHaveLength(2);
    expect(again.store.alertCount).toBe(2);
    expect(again.title()).toBe('(2) Newsdesk');
    const other = await setup({ storage, userId: 'u2' });
    expect(other.store.items).toEqual([]);
  });

  test('embedded (no user given): only the entry of the user the server names is restored', async () => {
    const storage = memoryStorage();
    const alice = await setup({ storage, userId: 'alice' });
    alice.api.open();
    arrive(alice.api, 'for Alice only');
    alice.store.stop();
    // Bob logs in on the same browser; the embedding page does not know who he is, the server does
    const bob = new FakeNotificationApi();
    bob.userId = 'bob';
    const bobs = new NotificationCenterStore(bob, { cache: new NotificationCache(storage), manageDocumentTitle: false });
    await bobs.start();
    expect(bobs.items).toEqual([]);
    expect(bobs.alertCount).toBe(0);
    expect(storage.data.has(NOTIFICATIONS_ENTRY.key)).toBe(false);
    bobs.stop();
    // Alice again, embedded: her list is back
    const again = await setup({ storage, userId: 'alice' });
    again.api.open();
    arrive(again.api, 'for Alice again');
    again.store.stop();
    const aliceApi = new FakeNotificationApi();
    aliceApi.userId = 'alice';
    const embedded = new NotificationCenterStore(aliceApi, { cache: new NotificationCache(storage), manageDocumentTitle: false });
    await embedded.start();
    expect(embedded.items.map((i) => i.document.document.documentTitle)).toEqual(['for Alice again']);
  });

  test('the user unknown (the state call failed): nothing cached is shown, the first fetch fills the list', async () => {
    const storage = memoryStorage();
    const alice = await setup({ storage, userId: 'alice' });
    alice.api.open();
    arrive(alice.api, 'for Alice only');
    alice.store.stop();
    const api = new FakeNotificationApi();
    api.failState = true;
    api.missedAnswer = [
      {
        collectionId: 'c-1',
        collectionName: 'Central banks',
        matchedAt: '2026-11-21T09:00:00.000Z',
        document: aNotificationDocument({ title: 'from the server' }),
        read: false,
      },
    ];
    const store = new NotificationCenterStore(api, { cache: new NotificationCache(storage), manageDocumentTitle: false });
    await store.start();
    expect(store.items).toEqual([]);
    api.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.items.map((i) => i.document.document.documentTitle)).toEqual(['from the server']);
    expect(api.missedCalls).toEqual([null]);
  });

  test('an entry of another version or unreadable is discarded', () => {
    const storage = memoryStorage();
    const cache = new NotificationCache(storage);
    storage.setItem(
      'notifications',
      JSON.stringify({
        version: '0.9',
        savedAt: '',
        value: { items: [], alertCount: 1, connectedAt: null, clearedAt: null, userId: null },
      }),
    );
    expect(cache.read()).toBeNull();
    expect(storage.data.has('notifications')).toBe(false);
    storage.setItem('notifications', '{not json');
    expect(cache.read()).toBeNull();
    storage.setItem(
      'notifications',
      JSON.stringify({
        version: '1.0',
        savedAt: '',
        value: { items: [{ nope: 1 }], alertCount: 1, connectedAt: null, clearedAt: null, userId: null },
      }),
    );
    expect(cache.read()).toBeNull();
    const throwing = new NotificationCache({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    expect(throwing.read()).toBeNull();
    expect(() => throwing.write({ items: [], alertCount: 0, connectedAt: null, clearedAt: null, userId: null })).not.toThrow();
  });
});

test('stop closes the socket, gives the title back and clears the icon flag; a session ended by the server stops too', async () => {
  const ended: string[] = [];
  const { api, store, title, flags, hide } = await setup({ onSessionEnded: () => ended.push('ended') });
  api.open();
  hide(true);
  arrive(api, 'one');
  store.stop();
  expect(api.connections[0]!.closed).toBe(true);
  expect(title()).toBe('Newsdesk');
  expect(flags).toEqual([true, false]);
  await store.start();
  api.current!.handlers.onSessionEnded();
  expect(ended).toEqual(['ended']);
  expect(api.current).toBeUndefined();
});
