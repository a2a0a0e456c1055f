import type { CollectionRepository } from './collection.ports';
import { nothingSelected, ownerCannotUnsubscribe } from './collection.errors';
import { findVisible } from './collection-access';

/** A subscriber leaves collections shared with them; owners delete instead. */
export class UnsubscribeCollections {
  constructor(private readonly collections: CollectionRepository) {}

  async execute(userId: string, collectionIds: readonly string[]): Promise<void> {
    const ids = [...new Set(collectionIds)];
    if (ids.length === 0) throw nothingSelected();
    for (const id of ids) {
      const collection = await findVisible(this.collections, userId, id);
      if (collection.ownerId === userId) throw ownerCannotUnsubscribe();
    }
    await this.collections.unsubscribe(userId, ids);
  }
}
