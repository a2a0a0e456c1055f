import { expect, test } from '@jest/globals';
import { aCollection } from '../collections/testing/collection.mother';
import { ListDeliveries } from './list-deliveries';
import { InMemoryDeliveryLedger } from './testing/in-memory-delivery-ledger';

test('the delivery log: the owner pages through it newest first; subscribers are refused; to strangers it does not exist', async () => {
  const collection = aCollection({ ownerId: 'owner', subscriberIds: ['colleague'] });
  const ledger = new InMemoryDeliveryLedger();
  for (let i = 0; i < 3; i += 1) {
    ledger.add({
      collectionId: collection.id,
      about: { kind: 'story', storyId: `s${i}` },
      channel: 'email',
      recipient: 'desk@example.org',
      threadOf: null,
      documentIds: [`d${i}`],
      dueAt: new Date(Date.UTC(2026, 10, 22, 10, i)),
    });
  }
  const list = new ListDeliveries({ findById: async (id) => (id === collection.id ? collection : null) }, ledger);
  const first = await list.execute('owner', collection.id, 1, 2);
  expect(first.total).toBe(3);
  expect(first.deliveries.map((d) => d.subject)).toEqual(['story:s2', 'story:s1']);
  expect((await list.execute('owner', collection.id, 2, 2)).deliveries.map((d) => d.subject)).toEqual(['story:s0']);
  await expect(list.execute('colleague', collection.id, 1, 2)).rejects.toMatchObject({
    kind: 'forbidden',
    code: 'alert.deliveries_forbidden',
  });
  await expect(list.execute('stranger', collection.id, 1, 2)).rejects.toMatchObject({
    kind: 'not_found',
    code: 'alert.collection_not_found',
  });
  await expect(list.execute('owner', 'missing', 1, 2)).rejects.toMatchObject({
    kind: 'not_found',
    code: 'alert.collection_not_found',
    message: 'Error fetching collection deliveries',
  });
});

test("the delivery log carries each row's stored error code beside its words", async () => {
  const collection = aCollection({ ownerId: 'owner' });
  const ledger = new InMemoryDeliveryLedger();
  const at = new Date(Date.UTC(2026, 10, 22, 10));
  const row = ledger.add({
    collectionId: collection.id,
    about: { kind: 'story', storyId: 's1' },
    channel: 'teams',
    recipient: 'https://teams.example/hook',
    threadOf: null,
    documentIds: ['d1'],
    dueAt: at,
  });
  await ledger.claim(row.id, at, new Date(at.getTime() + 60_000));
  await ledger.markFailed(row.id, { code: 'alert.delivery.teams_failed', message: 'Teams: https://teams.example/hook answered 404' });
  const list = new ListDeliveries({ findById: async () => collection }, ledger);
  expect((await list.execute('owner', collection.id, 1, 10)).deliveries).toMatchObject([
    { id: row.id, status: 'failed', errorCode: 'alert.delivery.teams_failed', lastError: 'Teams: https://teams.example/hook answered 404' },
  ]);
});
