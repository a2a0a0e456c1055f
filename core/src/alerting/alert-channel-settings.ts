import type { CollectionRepository } from '../collections/collection.ports';
import type { Collection } from '../collections/collection.types';
import type { Clock } from '../shared/clock';
import { deliveriesCollectionNotFound, deliveriesForbidden } from './alert.errors';
import type { CollectionFeeds, WebhookSecrets } from './alert.ports';

/** What the collection editor shows about the channels that carry a secret (never the secret itself). */
export interface AlertChannelStatus {
  webhookSecretSet: boolean;
  /** When the feed's current URL was made; null without a feed. */
  feedSince: string | null;
}

/**
 * The owner's controls of the secrets behind a collection's channels (ADR 0022): the webhook
 * signing secret and the private feed URL are each shown once, when made; afterwards only whether
 * they exist. Making a new one ends the old one.
 */
export class AlertChannelSettings {
  constructor(
    private readonly deps: {
      collections: Pick<CollectionRepository, 'findById'>;
      secrets: WebhookSecrets;
      feeds: Pick<CollectionFeeds, 'issue' | 'revoke' | 'issuedAt'>;
      clock: Clock;
    },
  ) {}

  async status(userId: string, collectionId: string): Promise<AlertChannelStatus> {
    const collection = await this.ownedBy(userId, collectionId);
    const [secret, since] = await Promise.all([this.deps.secrets.secretOf(collection.id), this.deps.feeds.issuedAt(collection.id)]);
    return { webhookSecretSet: secret !== null, feedSince: since?.toISOString() ?? null };
  }

  async rotateWebhookSecret(userId: string, collectionId: string): Promise<{ secret: string }> {
    const collection = await this.ownedBy(userId, collectionId);
    return { secret: await this.deps.secrets.rotate(collection.id) };
  }

  /** A new feed token (the old URL stops working). */
  async issueFeed(userId: string, collectionId: string): Promise<{ token: string }> {
    const collection = await this.ownedBy(userId, collectionId);
    return { token: await this.deps.feeds.issue(collection.id, this.deps.clock.now()) };
  }

  async revokeFeed(userId: string, collectionId: string): Promise<void> {
    const collection = await this.ownedBy(userId, collectionId);
    await this.deps.feeds.revoke(collection.id);
  }

  private async ownedBy(userId: string, collectionId: string): Promise<Collection> {
    const collection = await this.deps.collections.findById(collectionId);
    // a stranger cannot tell a collection that exists from one that does not (as the delivery log)
    if (!collection || (collection.ownerId !== userId && !collection.subscriberIds.includes(userId))) throw deliveriesCollectionNotFound();
    if (collection.ownerId !== userId) throw deliveriesForbidden();
    return collection;
  }
}
