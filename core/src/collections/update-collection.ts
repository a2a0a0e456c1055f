import type { Clock } from '../shared/clock';
import type { CollectionRepository } from './collection.ports';
import { findOwned } from './collection-access';
import type { CollectionDraft } from './collection-validation';
import type { CollectionView } from './collection-view';
import type { CollectionViews } from './collection-views';
import { prepareCollection } from './prepare-collection';
import type { SlackDirectory } from './slack-directory.ports';

/** The owner edits name, search and alert; subscribers stay subscribed. */
export class UpdateCollection {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly views: CollectionViews,
    private readonly clock: Clock,
    private readonly slack: SlackDirectory | null,
  ) {}

  async execute(userId: string, id: string, draft: CollectionDraft): Promise<CollectionView> {
    const previous = await findOwned(this.collections, userId, id);
    const now = this.clock.now();
    const prepared = await prepareCollection({ collections: this.collections, slack: this.slack, now }, userId, draft, previous);
    const collection = { ...previous, ...prepared, updatedAt: now.toISOString() };
    await this.collections.update(collection);
    return this.views.one(collection, userId);
  }
}
