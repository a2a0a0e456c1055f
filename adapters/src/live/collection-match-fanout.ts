import type { Collection } from '@newsdesk/core/collections/collection.types';
import { collectionAudience } from '@newsdesk/core/collections/collection.types';
import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';
import type { LiveNotificationMessage, NotificationDocument } from './live-messages';

// the channel is the percolation worker's (it NOTIFYs there); re-exported for the live listener
export { COLLECTION_MATCHED_CHANNEL } from '../postgres/percolation/record-matches';

export interface CollectionMatchFanoutDeps {
  findCollection(id: string): Promise<Collection | null>;
  findDocuments(ids: readonly string[]): Promise<NotificationDocument[]>;
  /** Users among these who muted live notifications. */
  mutedAmong(userIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Users among these with a socket open in this process. */
  connectedAmong(userIds: readonly string[]): string[];
  push(userIds: readonly string[], message: LiveNotificationMessage): number;
}

/**
 * Turns one announcement of new matches into one message for the collection's audience. Every
 * process hears every announcement, so each first narrows to the users connected to it and does
 * no database work when there are none.
 */
export class CollectionMatchFanout {
  constructor(private readonly deps: CollectionMatchFanoutDeps) {}

  /** Returns the number of sockets reached. */
  async announce(announcement: CollectionMatchesAnnounced): Promise<number> {
    const collection = await this.deps.findCollection(announcement.collectionId);
    // deleted between the match and now: nobody is to hear of it
    if (!collection) return 0;
    const connected = this.deps.connectedAmong(collectionAudience(collection));
    if (connected.length === 0) return 0;
    const muted = await this.deps.mutedAmong(connected);
    const recipients = connected.filter((id) => !muted.has(id));
    if (recipients.length === 0) return 0;
    const found = await this.deps.findDocuments([...new Set(announcement.documentIds)]);
    if (found.length === 0) return 0;
    return this.deps.push(recipients, {
      collectionId: collection.id,
      collectionName: collection.name,
      documents: found,
    });
  }
}
