import type { CollectionRepository } from './collection.ports';
import type { Collection } from './collection.types';
import { collectionNotFound, notOwner } from './collection.errors';

/**
 * A collection the user may see (owner or subscriber). Others get not-found rather than
 * forbidden, so ids of colleagues' collections cannot be probed.
 */
export const findVisible = async (collections: CollectionRepository, userId: string, id: string): Promise<Collection> => {
  const collection = await collections.findById(id);
  if (!collection || (collection.ownerId !== userId && !collection.subscriberIds.includes(userId))) throw collectionNotFound();
  return collection;
};

/** A collection the user may change: subscribers see it but get collection.not_owner. */
export const findOwned = async (collections: CollectionRepository, userId: string, id: string): Promise<Collection> => {
  const collection = await findVisible(collections, userId, id);
  if (collection.ownerId !== userId) throw notOwner();
  return collection;
};
