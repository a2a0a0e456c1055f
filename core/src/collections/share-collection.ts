import type { UserRepository } from '../identity/identity.ports';
import { normalizeEmail, type User } from '../identity/identity.types';
import type { CollectionRepository } from './collection.ports';
import { nobodyToShareWith, unknownColleague } from './collection.errors';
import { findOwned } from './collection-access';
import { validateEmailChip } from './collection-validation';
import type { CollectionView } from './collection-view';
import type { CollectionViews } from './collection-views';

export interface ShareWith {
  userIds?: string[];
  emails?: string[];
}

/**
 * The owner shares a collection with colleagues (user ids from the user list, or e-mail
 * addresses): they become subscribers, see it in their list and get its live notifications.
 * Sharing again with a subscriber, or with the owner, changes nothing.
 */
export class ShareCollection {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly users: Pick<UserRepository, 'findById' | 'findByEmail'>,
    private readonly views: CollectionViews,
  ) {}

  async execute(ownerId: string, id: string, shareWith: ShareWith): Promise<CollectionView> {
    const userIds = shareWith.userIds ?? [];
    const emails = shareWith.emails ?? [];
    if (userIds.length === 0 && emails.length === 0) throw nobodyToShareWith();
    const collection = await findOwned(this.collections, ownerId, id);
    const colleagues = [
      ...(await Promise.all(userIds.map(async (userId) => this.active(await this.users.findById(userId), userId)))),
      ...(await Promise.all(
        emails.map(async (email) => this.active(await this.users.findByEmail(normalizeEmail(validateEmailChip(email))), email)),
      )),
    ];
    const subscriberIds = [...new Set([...collection.subscriberIds, ...colleagues.map((u) => u.id)])].filter((u) => u !== ownerId);
    const shared = { ...collection, subscriberIds };
    if (subscriberIds.length !== collection.subscriberIds.length) await this.collections.update(shared);
    return this.views.one(shared, ownerId);
  }

  private active(user: User | null, asGiven: string): User {
    if (!user?.active) throw unknownColleague(asGiven);
    return user;
  }
}
