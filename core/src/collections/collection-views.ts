import type { UserRepository } from '../identity/identity.ports';
import type { User } from '../identity/identity.types';
import type { Collection } from './collection.types';
import { toCollectionView, type CollectionView } from './collection-view';

/** Turns collections into views, looking up each owner and subscriber once per call. */
export class CollectionViews {
  constructor(private readonly users: Pick<UserRepository, 'findById'>) {}

  async of(collections: readonly Collection[], viewerId: string): Promise<CollectionView[]> {
    const ids = new Set(collections.flatMap((c) => (c.ownerId === viewerId ? [c.ownerId, ...c.subscriberIds] : [c.ownerId])));
    const found = await Promise.all([...ids].map((id) => this.users.findById(id)));
    const users = new Map<string, User>(found.filter((u): u is User => u !== null).map((u) => [u.id, u]));
    return collections.map((c) => toCollectionView(c, viewerId, users));
  }

  async one(collection: Collection, viewerId: string): Promise<CollectionView> {
    const [view] = await this.of([collection], viewerId);
    return view!;
  }
}
