import type { CollectionRepository } from './collection.ports';
import { findVisible } from './collection-access';
import type { CollectionView } from './collection-view';
import type { CollectionViews } from './collection-views';

/** One collection for its owner or a subscriber; anyone else gets collection.not_found. */
export class GetCollection {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly views: CollectionViews,
  ) {}

  async execute(userId: string, id: string): Promise<CollectionView> {
    return this.views.one(await findVisible(this.collections, userId, id), userId);
  }
}
