import type { User } from '../identity/identity.types';
import type { AlertSettings, Collection, CollectionSearch } from './collection.types';

/** Where a collection opens: the search page running its search. */
export const collectionUrl = (id: string): string => `/search?collection=${encodeURIComponent(id)}`;

/** How a user holds a collection: as its owner, or as a colleague it is shared with. */
export const COLLECTION_ROLES = ['owner', 'subscriber'] as const;
export type CollectionRole = (typeof COLLECTION_ROLES)[number];

export interface Colleague {
  id: string;
  name: string;
  email: string;
}

/**
 * A collection as one user sees it. Subscribers see the search and who owns it, but not the
 * owner's alert recipients or the other subscribers (those are the owner's business).
 */
export interface CollectionView {
  id: string;
  name: string;
  url: string;
  search: CollectionSearch;
  role: CollectionRole;
  owner: Colleague;
  /** Owner's view only; null for subscribers and for collections without an alert. */
  alert: AlertSettings | null;
  /** Owner's view only; empty for subscribers. */
  subscribers: Colleague[];
  createdAt: string;
  updatedAt: string;
}

/** A user who no longer exists still shows up, by id, rather than breaking the list. */
const colleagueOf = (id: string, user: User | undefined): Colleague =>
  user ? { id, name: `${user.givenName} ${user.familyName}`.trim(), email: user.email } : { id, name: '', email: '' };

export const toCollectionView = (collection: Collection, viewerId: string, users: ReadonlyMap<string, User>): CollectionView => {
  const isOwner = collection.ownerId === viewerId;
  return {
    id: collection.id,
    name: collection.name,
    url: collectionUrl(collection.id),
    search: collection.search,
    role: isOwner ? 'owner' : 'subscriber',
    owner: colleagueOf(collection.ownerId, users.get(collection.ownerId)),
    alert: isOwner ? collection.alert : null,
    subscribers: isOwner ? collection.subscriberIds.map((id) => colleagueOf(id, users.get(id))) : [],
    createdAt: collection.createdAt,
    updatedAt: collection.updatedAt,
  };
};
