import type { CollectionRepository } from '../collections/collection.ports';
import type { Clock } from '../shared/clock';
import { invalidUnsubscribeToken } from './alert.errors';
import type { UnsubscribeTokens } from './alert.ports';

export interface AlertEmailUnsubscribed {
  collectionName: string;
  email: string;
  /** False when the address had already been removed (a second click, or the owner removed it). */
  removed: boolean;
}

/**
 * The one-click unsubscribe of an alert e-mail (RFC 8058; ADR 0022): the signed token names one
 * collection and one address, and only that address comes off that collection's e-mail
 * recipients; nobody needs to log in. Repeating it is harmless. A forged or damaged token, or one
 * for a collection that no longer exists, is refused with one message (nothing to probe).
 */
export class UnsubscribeAlertEmail {
  constructor(
    private readonly deps: {
      tokens: Pick<UnsubscribeTokens, 'verify'>;
      collections: Pick<CollectionRepository, 'findById' | 'update'>;
      clock: Clock;
    },
  ) {}

  async execute(token: string): Promise<AlertEmailUnsubscribed> {
    const grant = await this.deps.tokens.verify(token);
    const collection = grant ? await this.deps.collections.findById(grant.collectionId) : null;
    if (!grant || !collection) throw invalidUnsubscribeToken();
    const email = grant.email.toLowerCase();
    const emails = collection.alert?.emails ?? [];
    const kept = emails.filter((e) => e.trim().toLowerCase() !== email);
    const removed = kept.length !== emails.length;
    if (removed && collection.alert) {
      await this.deps.collections.update({
        ...collection,
        alert: { ...collection.alert, emails: kept },
        updatedAt: this.deps.clock.now().toISOString(),
      });
    }
    return { collectionName: collection.name, email, removed };
  }
}
