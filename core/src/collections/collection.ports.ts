import type { Collection } from './collection.types';

/**
 * Collections as stored. The PostgreSQL adapter also announces every change (NOTIFY) so that
 * each server process's percolator learns of it within a second.
 */
export const CollectionRepository = Symbol.for('CollectionRepository');
export interface CollectionRepository {
  findById(id: string): Promise<Collection | null>;
  /** Every collection the user owns or is subscribed to, in the user's own drag order. */
  listForUser(userId: string): Promise<Collection[]>;
  /** Every collection, for the percolator. */
  listAll(): Promise<Collection[]>;
  /**
   * Every collection's id and `updatedAt` (UpdateCollection sets it at every save): the percolator
   * compares them with what it holds and reloads only the ones that differ, after announcements
   * may have been missed.
   */
  versions(): Promise<Map<string, string>>;
  countOwnedBy(userId: string): Promise<number>;
  /**
   * Stores a new collection. With `maxOwned`, refuses (collection.limit_reached) when its owner
   * already owns that many, checked atomically: two saves at once cannot both take the last place.
   */
  insert(collection: Collection, options?: { maxOwned?: number }): Promise<void>;
  update(collection: Collection): Promise<void>;
  delete(id: string): Promise<void>;
  /** The user's order of the collections they see (owned and subscribed). */
  setOrder(userId: string, collectionIds: string[]): Promise<void>;
  /** Removes the user from the subscribers of these collections. */
  unsubscribe(userId: string, collectionIds: string[]): Promise<void>;
}

/** A change another process must hear about: the percolator reloads that collection. */
export interface CollectionChange {
  collectionId: string;
  kind: 'saved' | 'deleted';
}

export interface CollectionChangesOptions {
  /**
   * Changes may have been missed (the adapter lost its connection to the announcements and has
   * it back): whoever keeps collections must reload them all. Changes heard after this call are
   * delivered as usual.
   */
  onReconnect?: () => void;
}

export const CollectionChanges = Symbol.for('CollectionChanges');
export interface CollectionChanges {
  /** Calls back for every change made by any process; returns an unsubscribe function. */
  subscribe(listener: (change: CollectionChange) => void, options?: CollectionChangesOptions): Promise<() => Promise<void>>;
}
