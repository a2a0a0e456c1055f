import { expect, test } from '@jest/globals';
import type { CollectionChange } from '../collection.ports';
import { aCollection } from './collection.mother';
import { collectionRepositoryContract } from './collection-repository.contract';
import { InMemoryCollectionRepository } from './in-memory-collection-repository';

collectionRepositoryContract('in-memory', async () => new InMemoryCollectionRepository());

test('the in-memory repository announces saves and deletes to its subscribers', async () => {
  const repo = new InMemoryCollectionRepository();
  const heard: CollectionChange[] = [];
  const stop = await repo.subscribe((change) => heard.push(change));
  const collection = aCollection();
  await repo.insert(collection);
  await repo.delete(collection.id);
  await stop();
  await repo.insert(aCollection());
  expect(heard).toEqual([
    { collectionId: collection.id, kind: 'saved' },
    { collectionId: collection.id, kind: 'deleted' },
  ]);
});
