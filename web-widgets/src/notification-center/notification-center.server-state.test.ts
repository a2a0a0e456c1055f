import { describe, expect, test } from '@jest/globals';
import { FakeNotificationApi, aLiveMessage, aNotificationDocument } from './notification-center.fixtures';
import { NotificationCenterStore } from './notification-center.store';

/** Two stores on one api: two devices (no shared browser cache) of the same user. */
const device = async (api: FakeNotificationApi, now: () => Date) => {
  const store = new NotificationCenterStore(api, { cache: null, manageDocumentTitle: false, now });
  await store.start('u1');
  return store;
};

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('notification state kept by the server (spec §4, §9)', () => {
  test('clear all on one device: another device, or a reload, shows the list cleared and asks only for later matches', async () => {
    const api = new FakeNotificationApi();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const now = () => new Date(clock);
    api.now = now;
    const laptop = await device(api, now);
    api.open();
    api.push(aLiveMessage([aNotificationDocument({ title: 'one' }), aNotificationDocument({ title: 'two' })]));
    expect(laptop.items).toHaveLength(2);
    clock += 60_000;
    await laptop.clearAll();
    expect(laptop.items).toEqual([]);
    expect(api.clearedAt).toBe('2026-11-21T10:01:00.000Z');
    laptop.stop();

    const phone = await device(api, now);
    api.open();
    await flush();
    expect(api.missedCalls[api.missedCalls.length - 1]).toEqual(new Date('2026-11-21T10:01:00.000Z'));
    expect(phone.items).toEqual([]);
  });

  test('a list shown before the clear loses what matched up to the server mark when the state arrives', async () => {
    const api = new FakeNotificationApi();
    api.clearedAt = '2026-11-21T10:00:00.000Z';
    api.missedAnswer = [
      {
        collectionId: 'c-1',
        collectionName: 'Banks',
        matchedAt: '2026-11-21T10:05:00.000Z',
        document: aNotificationDocument({ title: 'later' }),
        read: false,
      },
    ];
    const store = await device(api, () => new Date('2026-11-21T10:10:00Z'));
    api.open();
    await flush();
    expect(store.items.map((i) => i.document.document.documentTitle)).toEqual(['later']);
  });

  test('a failed clear says so and keeps the list cleared here', async () => {
    const api = new FakeNotificationApi();
    const errors: string[] = [];
    const store = new NotificationCenterStore(api, { cache: null, manageDocumentTitle: false, onError: (e) => errors.push(e.code) });
    await store.start('u1');
    api.open();
    api.push(aLiveMessage([aNotificationDocument()]));
    api.failClear = true;
    await store.clearAll();
    expect(store.items).toEqual([]);
    expect(store.errorCode).toBe('notification.clear_failed');
    expect(errors).toEqual(['notification.clear_failed']);
  });

  test('opening an item marks it read on the server and here; read marks from the server are shown', async () => {
    const api = new FakeNotificationApi();
    const read = aNotificationDocument({ title: 'read elsewhere' });
    api.missedAnswer = [
      { collectionId: 'c-1', collectionName: 'Banks', matchedAt: '2026-11-21T09:00:00.000Z', document: read, read: true },
    ];
    const store = await device(api, () => new Date('2026-11-21T10:00:00Z'));
    api.open();
    await flush();
    const [fresh] = [aNotificationDocument({ title: 'fresh' })];
    api.push(aLiveMessage([fresh!]));
    expect(store.items.map((i) => [i.document.document.documentTitle, i.read ?? false])).toEqual([
      ['fresh', false],
      ['read elsewhere', true],
    ]);
    store.openDocument(fresh!.id);
    expect(api.readCalls).toEqual([[fresh!.id]]);
    expect(store.items.find((i) => i.document.id === fresh!.id)?.read).toBe(true);
  });
});

describe('onCollectionMatched', () => {
  test('listeners hear the collection of each live arrival until they unsubscribe', async () => {
    const api = new FakeNotificationApi();
    const store = await device(api, () => new Date('2026-11-21T10:00:00Z'));
    api.open();
    const heard: string[] = [];
    const stop = store.onCollectionMatched((id) => heard.push(id));
    api.push(aLiveMessage([aNotificationDocument()], 'Banks', 'c-7'));
    api.push({ type: 'pong' });
    stop();
    api.push(aLiveMessage([aNotificationDocument()], 'Banks', 'c-8'));
    expect(heard).toEqual(['c-7']);
  });
});
