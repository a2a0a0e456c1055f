import type { CollectionRepository } from './collection.ports';
import { invalidOrder } from './collection.errors';

/**
 * Saves the user's drag order. The ids must be exactly the collections the user sees, each once:
 * an order built from a stale list (a collection deleted or shared meanwhile) is refused, and the
 * page reloads the list rather than silently dropping or inventing positions.
 */
export class ReorderCollections {
  constructor(private readonly collections: CollectionRepository) {}

  async execute(userId: string, collectionIds: readonly string[]): Promise<void> {
    const visible = new Set((await this.collections.listForUser(userId)).map((c) => c.id));
    const given = new Set(collectionIds);
    if (given.size !== collectionIds.length || given.size !== visible.size || ![...given].every((id) => visible.has(id)))
      throw invalidOrder();
    await this.collections.setOrder(userId, [...collectionIds]);
  }
}
