import type { CollectionChange, CollectionChanges, CollectionRepository } from '../collection.ports';
import type { Collection } from '../collection.types';
import { duplicateSearch, nameTaken, limitReached } from '../collection.errors';
import { collectionNameKey, collectionSearchKey } from '../collection-validation';

// subscribers in id order, like the PostgreSQL adapter
const copy = (c: Collection): Collection => ({ ...structuredClone(c), subscriberIds: [...c.subscriberIds].sort() });

/**
 * Collections in memory, with the same uniqueness rules as the database and the change
 * announcements of CollectionChanges (synchronously, in this process only).
 */
export class InMemoryCollectionRepository implements CollectionRepository, CollectionChanges {
  private readonly rows = new Map<string, Collection>();
  /** userId → collectionId → position */
  private readonly positions = new Map<string, Map<string, number>>();
  private readonly listeners = new Set<(change: CollectionChange) => void>();

  async findById(id: string) {
    const found = this.rows.get(id);
    return found ? copy(found) : null;
  }

  async listForUser(userId: string) {
    const order = this.positions.get(userId) ?? new Map<string, number>();
    const position = (c: Collection) => order.get(c.id) ?? Number.POSITIVE_INFINITY;
    return [...this.rows.values()]
      .filter((c) => c.ownerId === userId || c.subscriberIds.includes(userId))
      .sort((a, b) => position(a) - position(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(copy);
  }

  async listAll() {
    return [...this.rows.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map(copy);
  }

  async versions() {
    return new Map([...this.rows.values()].map((c) => [c.id, c.updatedAt]));
  }

  async countOwnedBy(userId: string) {
    return [...this.rows.values()].filter((c) => c.ownerId === userId).length;
  }

  async insert(collection: Collection, options: { maxOwned?: number } = {}) {
    // counted without awaiting: nothing can interleave between the count and the insert
    const owned = [...this.rows.values()].filter((c) => c.ownerId === collection.ownerId).length;
    if (options.maxOwned !== undefined && owned >= options.maxOwned) throw limitReached(options.maxOwned);
    this.assertUnique(collection);
    this.rows.set(collection.id, copy(collection));
    this.announce({ collectionId: collection.id, kind: 'saved' });
  }

  async update(collection: Collection) {
    const previous = this.rows.get(collection.id);
    if (!previous) return;
    this.assertUnique(collection);
    for (const gone of previous.subscriberIds.filter((id) => !collection.subscriberIds.includes(id)))
      this.positions.get(gone)?.delete(collection.id);
    this.rows.set(collection.id, { ...copy(collection), ownerId: previous.ownerId, createdAt: previous.createdAt });
    this.announce({ collectionId: collection.id, kind: 'saved' });
  }

  async delete(id: string) {
    if (!this.rows.delete(id)) return;
    for (const order of this.positions.values()) order.delete(id);
    this.announce({ collectionId: id, kind: 'deleted' });
  }

  async setOrder(userId: string, collectionIds: string[]) {
    this.positions.set(userId, new Map(collectionIds.map((id, i) => [id, i + 1])));
  }

  async unsubscribe(userId: string, collectionIds: string[]) {
    for (const id of collectionIds) {
      const row = this.rows.get(id);
      if (!row?.subscriberIds.includes(userId)) continue;
      row.subscriberIds = row.subscriberIds.filter((s) => s !== userId);
      this.positions.get(userId)?.delete(id);
      this.announce({ collectionId: id, kind: 'saved' });
    }
  }

  async subscribe(listener: (change: CollectionChange) => void) {
    this.listeners.add(listener);
    return async () => {
      this.listeners.delete(listener);
    };
  }

  private announce(change: CollectionChange) {
    for (const listener of this.listeners) listener(change);
  }

  private assertUnique(collection: Collection) {
    const owned = [...this.rows.values()].filter((c) => c.ownerId === collection.ownerId && c.id !== collection.id);
    if (owned.some((c) => collectionNameKey(c.name) === collectionNameKey(collection.name))) throw nameTaken();
    const key = collectionSearchKey(collection.search);
    if (owned.some((c) => collectionSearchKey(c.search) === key)) throw duplicateSearch();
  }
}
