import type { CollectionRepository } from '../collections/collection.ports';
import type { Collection } from '../collections/collection.types';
import type { DocumentRepository } from '../documents/document.ports';
import { DomainError } from '../shared/domain-error';
import type { AlertItem, CollectionFeeds, StoryOutlets } from './alert.ports';
import { absoluteCollectionUrl, alertItems } from './alert-content';

/** A feed reader keeps what it has seen; 50 is what Google Alerts' feeds carry too. */
export const FEED_ENTRIES = 50;

export interface CollectionFeed {
  collection: Pick<Collection, 'id' | 'name'>;
  collectionUrl: string;
  /** When the newest entry matched (the feed's `updated`); null for an empty feed. */
  updated: Date | null;
  entries: (AlertItem & { matchedAt: Date })[];
}

/** One message for a token that never existed, was revoked, or whose collection is gone: nothing to tell apart. */
export const feedNotFound = () => new DomainError('not_found', 'alert.feed_not_found', 'This feed does not exist or was revoked.');

/** A collection's private feed (ADR 0022): its latest matches, newest first, for whoever holds the token. */
export class ReadCollectionFeed {
  constructor(
    private readonly deps: {
      feeds: Pick<CollectionFeeds, 'collectionOf' | 'recentMatches'>;
      collections: Pick<CollectionRepository, 'findById'>;
      documents: Pick<DocumentRepository, 'findById'>;
      storyOutlets?: StoryOutlets;
      publicUrl: string;
    },
  ) {}

  async execute(token: string): Promise<CollectionFeed> {
    const collectionId = await this.deps.feeds.collectionOf(token);
    const collection = collectionId ? await this.deps.collections.findById(collectionId) : null;
    if (!collection) throw feedNotFound();
    const matches = await this.deps.feeds.recentMatches(collection.id, FEED_ENTRIES);
    const items = await alertItems(
      this.deps,
      collection,
      matches.map((m) => m.documentId),
    );
    const matchedAt = new Map(matches.map((m) => [m.documentId, m.matchedAt]));
    const entries = items.map((item) => ({ ...item, matchedAt: matchedAt.get(item.documentId)! }));
    return {
      collection: { id: collection.id, name: collection.name },
      collectionUrl: absoluteCollectionUrl(this.deps.publicUrl, collection.id),
      updated: entries[0]?.matchedAt ?? null,
      entries,
    };
  }
}
