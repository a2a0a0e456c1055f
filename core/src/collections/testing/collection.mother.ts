import { aUuid } from '../../testing/identity.mother';
import type { Collection, CollectionSearch } from '../collection.types';
import type { CollectionDraft } from '../collection-validation';

let counter = 0;

export const aCollectionSearch = (overrides: Partial<CollectionSearch> = {}): CollectionSearch => ({
  tags: [{ name: `inflation${++counter}` }],
  timeFrame: 'month',
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
  exactMatchesOnly: false,
  ...overrides,
});

export const aCollection = (overrides: Partial<Collection> = {}): Collection => {
  counter += 1;
  const at = new Date(Date.UTC(2026, 10, 22, 10, 0, counter % 60, counter)).toISOString();
  return {
    id: aUuid(),
    name: `Monetary policy ${counter}`,
    ownerId: aUuid(),
    search: aCollectionSearch(),
    alert: null,
    subscriberIds: [],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const aCollectionDraft = (overrides: Partial<CollectionDraft> = {}): CollectionDraft => ({
  name: `Monetary policy ${++counter}`,
  search: aCollectionSearch(),
  alert: null,
  ...overrides,
});
