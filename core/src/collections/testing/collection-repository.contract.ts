import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { CollectionRepository } from '../collection.ports';
import { aCollection, aCollectionSearch } from './collection.mother';

const ids = (collections: { id: string }[]) => collections.map((c) => c.id);

/** Every CollectionRepository adapter passes this (in-memory and PostgreSQL). */
export const collectionRepositoryContract = (name: string, make: () => Promise<CollectionRepository>) => {
  describe(`${name} satisfies the collection repository contract`, () => {
    let repo: CollectionRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores a collection and gives it back unchanged', async () => {
      const collection = aCollection({
        search: aCollectionSearch({
          tags: [{ name: 'Swiss National Bank', fromSuggestion: true }, { name: 'OR', type: 'operator' }, { name: 'franc*' }],
          timeFrame: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' },
          filters: {
            domains: ['nzz.ch'],
            topics: ['economy'],
            languages: ['de'],
            entities: { organizations: ['UBS'], persons: [], locations: ['Zürich'] },
          },
          exactMatchesOnly: true,
        }),
        alert: { frequency: 'daily', slackChannels: ['#economy'], emails: ['desk@newsdesk.test'] },
        subscriberIds: [aUuid()],
      });
      await repo.insert(collection);
      expect(await repo.findById(collection.id)).toEqual(collection);
      expect(await repo.findById(aUuid())).toBeNull();
    });

    test('names are unique per owner, ignoring case and spacing; another owner may use the same name', async () => {
      const owner = aUuid();
      await repo.insert(aCollection({ ownerId: owner, name: 'Swiss Banks' }));
      await expect(repo.insert(aCollection({ ownerId: owner, name: 'swiss  BANKS' }))).rejects.toMatchObject({
        code: 'collection.name_taken',
      });
      await repo.insert(aCollection({ ownerId: aUuid(), name: 'Swiss Banks' }));
      expect(await repo.countOwnedBy(owner)).toBe(1);
    });

    test('with a maximum, saves at the same moment cannot both take the last place', async () => {
      const owner = aUuid();
      await repo.insert(aCollection({ ownerId: owner }));
      const saves = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          repo.insert(aCollection({ ownerId: owner, search: aCollectionSearch({ tags: [{ name: `term${aUuid()}` }] }) }), { maxOwned: 3 }),
        ),
      );
      expect(saves.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
      for (const refused of saves.filter((s) => s.status === 'rejected'))
        expect(refused.reason).toMatchObject({ code: 'collection.limit_reached' });
      expect(await repo.countOwnedBy(owner)).toBe(3);
      // another owner is not held up by this one's maximum
      await repo.insert(aCollection({ ownerId: aUuid() }), { maxOwned: 1 });
    });

    test('the same search twice for one owner is refused, also when only the sort differs', async () => {
      const owner = aUuid();
      const search = aCollectionSearch({ tags: [{ name: 'inflation' }] });
      await repo.insert(aCollection({ ownerId: owner, search }));
      const resorted = { ...search, sort: { field: 'publication-date' as const, direction: 'oldest' as const } };
      await expect(repo.insert(aCollection({ ownerId: owner, search: resorted }))).rejects.toMatchObject({
        code: 'collection.duplicate_search',
      });
      await repo.insert(aCollection({ ownerId: aUuid(), search }));
      await repo.insert(aCollection({ ownerId: owner, search: { ...search, tags: [{ name: 'deflation' }] } }));
      expect(await repo.countOwnedBy(owner)).toBe(2);
    });

    test('update changes name, search, alert and subscribers, keeps owner and creation time, and checks uniqueness', async () => {
      const owner = aUuid();
      const first = aCollection({ ownerId: owner });
      const second = aCollection({ ownerId: owner });
      await repo.insert(first);
      await repo.insert(second);
      const edited = {
        ...first,
        name: 'Renamed',
        alert: { frequency: 'hourly' as const, slackChannels: [], emails: ['a@b.test'] },
        subscriberIds: [aUuid(), aUuid()],
        updatedAt: '2026-11-23T00:00:00.000Z',
      };
      await repo.update(edited);
      expect(await repo.findById(first.id)).toEqual(edited);
      await expect(repo.update({ ...second, name: 'RENAMED' })).rejects.toMatchObject({ code: 'collection.name_taken' });
      await expect(repo.update({ ...second, search: first.search })).rejects.toMatchObject({ code: 'collection.duplicate_search' });
      expect(await repo.findById(second.id)).toEqual(second);
    });

    test('a user sees owned and subscribed collections, by creation time until they order them; orders are per user', async () => {
      const alice = aUuid();
      const bob = aUuid();
      const a1 = aCollection({ ownerId: alice, createdAt: '2026-11-22T10:00:00.000Z' });
      const a2 = aCollection({ ownerId: alice, createdAt: '2026-11-22T11:00:00.000Z', subscriberIds: [bob] });
      const b1 = aCollection({ ownerId: bob, createdAt: '2026-11-22T12:00:00.000Z' });
      for (const c of [a1, a2, b1]) await repo.insert(c);
      expect(ids(await repo.listForUser(alice))).toEqual([a1.id, a2.id]);
      expect(ids(await repo.listForUser(bob))).toEqual([a2.id, b1.id]);
      await repo.setOrder(bob, [b1.id, a2.id]);
      expect(ids(await repo.listForUser(bob))).toEqual([b1.id, a2.id]);
      expect(ids(await repo.listForUser(alice))).toEqual([a1.id, a2.id]);
      const a3 = aCollection({ ownerId: alice, createdAt: '2026-11-22T09:00:00.000Z' });
      await repo.insert(a3);
      await repo.setOrder(alice, [a2.id, a1.id]);
      expect(ids(await repo.listForUser(alice))).toEqual([a2.id, a1.id, a3.id]);
      expect(ids(await repo.listAll())).toEqual([a3.id, a1.id, a2.id, b1.id]);
    });

    test('versions: every collection with the updatedAt it was last saved with', async () => {
      const kept = aCollection({ updatedAt: '2026-11-20T08:00:00.000Z' });
      const changed = aCollection({ updatedAt: '2026-11-20T08:00:00.000Z' });
      const gone = aCollection();
      for (const c of [kept, changed, gone]) await repo.insert(c);
      await repo.update({ ...changed, name: 'Renamed', updatedAt: '2026-11-21T09:30:00.000Z' });
      await repo.delete(gone.id);
      const versions = await repo.versions();
      expect(versions.get(kept.id)).toBe('2026-11-20T08:00:00.000Z');
      expect(versions.get(changed.id)).toBe('2026-11-21T09:30:00.000Z');
      expect(versions.has(gone.id)).toBe(false);
    });

    test('unsubscribe removes the user from subscribers only', async () => {
      const owner = aUuid();
      const reader = aUuid();
      const other = aUuid();
      const shared = aCollection({ ownerId: owner, subscriberIds: [reader, other] });
      await repo.insert(shared);
      await repo.unsubscribe(reader, [shared.id]);
      expect((await repo.findById(shared.id))?.subscriberIds).toEqual([other]);
      expect(await repo.listForUser(reader)).toEqual([]);
      await repo.unsubscribe(owner, [shared.id]);
      expect(ids(await repo.listForUser(owner))).toEqual([shared.id]);
    });

    test('delete removes the collection for its owner and subscribers', async () => {
      const owner = aUuid();
      const reader = aUuid();
      const doomed = aCollection({ ownerId: owner, subscriberIds: [reader] });
      await repo.insert(doomed);
      await repo.setOrder(reader, [doomed.id]);
      await repo.delete(doomed.id);
      expect(await repo.findById(doomed.id)).toBeNull();
      expect(await repo.listForUser(owner)).toEqual([]);
      expect(await repo.listForUser(reader)).toEqual([]);
      expect(await repo.countOwnedBy(owner)).toBe(0);
      // the name and search are free again
      await repo.insert({ ...doomed, id: aUuid() });
    });
  });
};
