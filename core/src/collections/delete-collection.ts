import type { CollectionRepository } from './collection.ports';
import { findOwned } from './collection-access';

/** Only the owner deletes; the collection disappears for its subscribers too. */
export class DeleteCollection {
  constructor(private readonly collections: CollectionRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    await findOwned(this.collections, userId, id);
    await this.collections.delete(id);
  }
}
