import type { CollectionRepository } from './collection.ports';
import type { CollectionView } from './collection-view';
import type { CollectionViews } from './collection-views';

/** The user's own and subscribed collections, in the user's drag order. */
export class ListCollections {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly views: CollectionViews,
  ) {}

  async execute(userId: string): Promise<CollectionView[]> {
    return this.views.of(await this.collections.listForUser(userId), userId);
  }
}
