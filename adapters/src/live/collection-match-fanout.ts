import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';
import type { LiveNotificationMessage } from '@newsdesk/core/notifications/live-messages';
import type { CollectionFollower } from '@newsdesk/core/notifications/notification.ports';
import type { NotificationDocument } from '@newsdesk/core/notifications/notification.types';

// the channel is the percolation worker's (it NOTIFYs there); re-exported for the live listener
export { COLLECTION_MATCHED_CHANNEL } from '../postgres/percolation/record-matches';

/** The sender's own bound (record-matches.ts): a message never carries more documents than one announcement. */
const DOCUMENTS_PER_MESSAGE = 100;

export interface CollectionMatchFanoutDeps {
  /** Whether any socket is open in this process at all. */
  anyoneConnected(): boolean;
  /** Owner and subscribers of the collections that still exist, muted users left out: one query. */
  unmutedFollowersOf(collectionIds: readonly string[]): Promise<CollectionFollower[]>;
  findDocuments(ids: readonly string[]): Promise<NotificationDocument[]>;
  /** Users among these with a socket open in this process. */
  connectedAmong(userIds: readonly string[]): string[];
  /** Sends each message to every open socket of its users; resolves with the sockets reached. */
  broadcast(deliveries: readonly { userIds: readonly string[]; message: LiveNotificationMessage }[]): Promise<number>;
}

/** The documents each collection matched in a batch, each once, in the order announced. */
export const documentsByCollection = (batch: readonly CollectionMatchesAnnounced[]): Map<string, string[]> => {
  const merged = new Map<string, Set<string>>();
  for (const { collectionId, documentIds } of batch) {
    let ids = merged.get(collectionId);
    if (!ids) merged.set(collectionId, (ids = new Set()));
    for (const id of documentIds) ids.add(id);
  }
  return new Map([...merged].map(([collectionId, ids]) => [collectionId, [...ids]]));
};

/**
 * Turns a batch of announcements of new matches (every NOTIFY of one commit, typically: one per
 * matched collection) into one message per collection for its audience. A batch costs at most two
 * queries however many collections it names — the followers with their mute state, then each
 * document once — and none when nobody is connected here: every process hears every
 * announcement, and most have only some of the audience.
 */
export class CollectionMatchFanout {
  constructor(private readonly deps: CollectionMatchFanoutDeps) {}

  /** Returns the number of sockets reached. */
  async announce(batch: readonly CollectionMatchesAnnounced[]): Promise<number> {
    const matched = documentsByCollection(batch);
    if (matched.size === 0 || !this.deps.anyoneConnected()) return 0;
    const followers = await this.deps.unmutedFollowersOf([...matched.keys()]);
    const connected = new Set(this.deps.connectedAmong([...new Set(followers.map((f) => f.userId))]));
    // a collection deleted between the match and now has no followers left: nobody hears of it
    const audiences = new Map<string, { name: string; userIds: string[] }>();
    for (const follower of followers) {
      if (!connected.has(follower.userId)) continue;
      const audience = audiences.get(follower.collectionId) ?? { name: follower.collectionName, userIds: [] };
      audience.userIds.push(follower.userId);
      audiences.set(follower.collectionId, audience);
    }
    if (audiences.size === 0) return 0;
    const wanted = new Set([...audiences.keys()].flatMap((collectionId) => matched.get(collectionId) ?? []));
    const found = new Map((await this.deps.findDocuments([...wanted])).map((d) => [d.id, d]));
    const deliveries: { userIds: readonly string[]; message: LiveNotificationMessage }[] = [];
    for (const [collectionId, { name, userIds }] of audiences) {
      const documents = (matched.get(collectionId) ?? []).flatMap((id) => found.get(id) ?? []);
      for (let i = 0; i < documents.length; i += DOCUMENTS_PER_MESSAGE) {
        deliveries.push({
          userIds,
          message: { collectionId, collectionName: name, documents: documents.slice(i, i + DOCUMENTS_PER_MESSAGE) },
        });
      }
    }
    return deliveries.length === 0 ? 0 : this.deps.broadcast(deliveries);
  }
}
