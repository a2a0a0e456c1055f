import type { CollectionRepository } from '../collections/collection.ports';
import { deliveriesCollectionNotFound, deliveriesForbidden } from './alert.errors';
import type { DeliveryLedger, DeliveryLogPage } from './alert.ports';

/** The delivery log of a collection (ADR 0007): for its owner only, newest first, paged. */
export class ListDeliveries {
  constructor(
    private readonly collections: Pick<CollectionRepository, 'findById'>,
    private readonly ledger: Pick<DeliveryLedger, 'listForCollection'>,
  ) {}

  async execute(userId: string, collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage> {
    const collection = await this.collections.findById(collectionId);
    // a stranger cannot tell a collection that exists from one that does not
    if (!collection || (collection.ownerId !== userId && !collection.subscriberIds.includes(userId))) throw deliveriesCollectionNotFound();
    // subscribers see the collection's documents, not where its owner sends alerts
    if (collection.ownerId !== userId) throw deliveriesForbidden();
    return this.ledger.listForCollection(collectionId, page, pageSize);
  }
}
