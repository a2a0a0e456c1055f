import type { Clock } from '../shared/clock';
import type { CollectionRepository } from './collection.ports';
import { DEFAULT_MAX_COLLECTIONS_PER_USER, type Collection } from './collection.types';
import { limitReached } from './collection.errors';
import type { CollectionDraft } from './collection-validation';
import type { CollectionView } from './collection-view';
import type { CollectionViews } from './collection-views';
import { prepareCollection } from './prepare-collection';
import type { SlackDirectory } from './slack-directory.ports';
import type { IdGenerator } from '../shared/id-generator';

export interface CreateCollectionOptions {
  /** Collections one user may own (spec §9: a limit exists). */
  maxPerUser?: number;
}

/** Saves a search as a new collection of its owner. */
export class CreateCollection {
  private readonly maxPerUser: number;

  constructor(
    private readonly collections: CollectionRepository,
    private readonly views: CollectionViews,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly slack: SlackDirectory | null,
    options: CreateCollectionOptions = {},
  ) {
    this.maxPerUser = options.maxPerUser ?? DEFAULT_MAX_COLLECTIONS_PER_USER;
  }

  async execute(ownerId: string, draft: CollectionDraft): Promise<CollectionView> {
    if ((await this.collections.countOwnedBy(ownerId)) >= this.maxPerUser) throw limitReached(this.maxPerUser);
    const now = this.clock.now();
    const prepared = await prepareCollection({ collections: this.collections, slack: this.slack, now }, ownerId, draft);
    const at = now.toISOString();
    const collection: Collection = { id: this.ids.newId(), ownerId, ...prepared, subscriberIds: [], createdAt: at, updatedAt: at };
    // checked again where it is atomic: another save may have taken the last place meanwhile
    await this.collections.insert(collection, { maxOwned: this.maxPerUser });
    return this.views.one(collection, ownerId);
  }
}
