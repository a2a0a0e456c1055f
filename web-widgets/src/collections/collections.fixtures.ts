import type { SearchSort } from '@newsdesk/core/search/search-query.types';
import {
  collectionNameKey,
  collectionSearchKey,
  validateAlert,
  validateCollectionName,
  validateCollectionSearch,
} from '@newsdesk/core/collections/collection-validation';
import { alertTargets } from '@newsdesk/core/alerting/alert.types';
import { collectionUrl } from '@newsdesk/core/collections/collection-view';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { ApiError } from '../api/api-error';
import { FakeSearchApi, NOW, someFilterOptions } from '../search/search.fixtures';
import type { SearchResponse } from '../search/search.types';
import type { CollectionsApi } from './collections.gateway';
import type {
  AlertChannelStatus,
  CollectionInput,
  CollectionList,
  CollectionSearch,
  CollectionView,
  Colleague,
  DeliveryChannel,
  DeliveryPage,
  DeliveryView,
  TestDelivery,
} from './collections.types';

/* Object mothers and an in-memory collections API for stories and tests (no network). It applies
 * core's collection rules, so the editor meets the server's own refusals and messages. */

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export const ME: Colleague = { id: 'u-1', name: 'Anna Keller', email: 'anna.keller@newsroom.example' };
export const COLLEAGUE: Colleague = { id: 'u-2', name: 'Marc Dubois', email: 'marc.dubois@newsroom.example' };

export const aCollectionSearch = (overrides: Partial<CollectionSearch> = {}): CollectionSearch => ({
  tags: [{ name: 'inflation' }],
  timeFrame: 'month',
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
  exactMatchesOnly: false,
  ...overrides,
});

export const aCollection = (overrides: Partial<CollectionView> & { id: string }): CollectionView => ({
  name: 'Inflation',
  url: collectionUrl(overrides.id),
  search: aCollectionSearch(),
  role: 'owner',
  owner: ME,
  alert: null,
  subscribers: [],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...overrides,
});

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const someCollections = (): CollectionView[] => [
  aCollection({
    id: uuid(1),
    name: 'Swiss National Bank',
    search: aCollectionSearch({ tags: [{ name: 'Swiss National Bank', fromSuggestion: true }], timeFrame: 'week' }),
    alert: { frequency: 'immediately', slackChannels: ['#economy-desk'], emails: ['desk@newsroom.example'] },
  }),
  aCollection({
    id: uuid(2),
    name: 'Inflation',
    search: aCollectionSearch({
      tags: [{ name: 'inflation' }],
      filters: {
        domains: ['nzz.ch', 'srf.ch'],
        topics: ['economy'],
        languages: ['en'],
        entities: { organizations: [], persons: [], locations: [] },
      },
    }),
    alert: { frequency: 'daily', slackChannels: [], emails: ['anna.keller@newsroom.example'] },
    subscribers: [COLLEAGUE],
  }),
  aCollection({
    id: uuid(3),
    name: 'Zurich',
    search: aCollectionSearch({ tags: [{ name: 'Zurich', fromSuggestion: true }, { name: 'NOT', type: 'operator' }, { name: 'airport' }] }),
    role: 'subscriber',
    owner: COLLEAGUE,
  }),
  aCollection({
    id: uuid(4),
    name: 'Pension reform',
    search: aCollectionSearch({ tags: [{ name: 'pension*' }], timeFrame: 'year' }),
    alert: { frequency: 'hourly', slackChannels: ['#politics'], emails: [] },
  }),
];

export const someDeliveries = (): DeliveryView[] => [
  {
    id: 'd-3',
    kind: 'story',
    channel: 'slack',
    recipient: '#economy-desk',
    status: 'sent',
    attempts: 1,
    lastError: null,
    problem: null,
    documentIds: ['doc-1'],
    createdAt: '2026-11-21T09:30:00.000Z',
    nextAttemptAt: null,
    sentAt: '2026-11-21T09:30:02.000Z',
  },
  {
    id: 'd-2',
    kind: 'story',
    channel: 'email',
    recipient: 'desk@newsroom.example',
    status: 'retrying',
    attempts: 2,
    lastError: 'SMTP: 451 try again later',
    problem: { code: 'alert.delivery.email_failed', detail: 'SMTP: 451 try again later' },
    documentIds: ['doc-1'],
    createdAt: '2026-11-21T09:30:00.000Z',
    nextAttemptAt: '2026-11-21T09:35:00.000Z',
    sentAt: null,
  },
  {
    id: 'd-1',
    kind: 'digest',
    channel: 'email',
    recipient: 'desk@newsroom.example',
    status: 'failed',
    attempts: 5,
    lastError: 'The collection was deleted.',
    problem: { code: 'alert.delivery.collection_deleted', detail: null },
    documentIds: ['doc-3', 'doc-4'],
    createdAt: '2026-11-20T07:00:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
  },
];

const refuse = (error: unknown): never => {
  if (!isDomainError(error)) throw error;
  const status = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 }[error.kind as 'invalid'] ?? 400;
  throw new ApiError({ status, code: error.code, message: error.message, details: error.details });
};

type Failing = 'list' | 'documents' | 'order' | 'delete' | 'save' | 'unsubscribe' | 'deliveries' | 'secret' | 'feed' | 'test';

/** The collections API in memory; `failing` makes the named calls answer 500, `pending` never answer. */
export class FakeCollectionsApi implements CollectionsApi {
  readonly search: FakeSearchApi;
  collections: CollectionView[];
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly failing = new Set<Failing>();
  /** Collections whose documents fail (a single column's error). */
  readonly failingDocuments = new Set<string>();
  pending = false;
  slackChannels: string[] | null = ['#economy-desk', '#politics', '#newsroom'];
  colleagues: Colleague[] = [COLLEAGUE];
  maxPerUser = 50;
  deliveryLog: DeliveryView[] = someDeliveries();
  /** Per collection: whether a webhook secret exists and since when its feed URL exists. */
  readonly channelStatus = new Map<string, AlertChannelStatus>();
  /** Recipients whose test the fake answers `failed`. */
  readonly failingRecipients = new Set<string>();
  private count = 100;

  constructor(collections: CollectionView[] = someCollections(), search = new FakeSearchApi()) {
    this.collections = clone(collections);
    this.search = search;
  }

  private async answer<T>(method: string, args: unknown[], work: () => T | Promise<T>): Promise<T> {
    this.calls.push({ method, args: clone(args) });
    if (this.pending) return new Promise<T>(() => undefined);
    if (this.failing.has(method as Failing))
      throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
    return clone(await work());
  }

  callsOf(method: string): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  /** The search page's topics, with their German and French names (ADR 0029). */
  async topics() {
    return someFilterOptions().topics;
  }

  list(): Promise<CollectionList> {
    return this.answer('list', [], () => ({ collections: this.collections, maxPerUser: this.maxPerUser }));
  }

  get(id: string): Promise<CollectionView> {
    return this.answer('get', [id], () => this.find(id));
  }

  create(input: CollectionInput): Promise<CollectionView> {
    return this.answer('save', [input], () => {
      const view = aCollection({ id: uuid(++this.count), ...this.validated(input, null) });
      this.collections.push(view);
      return view;
    });
  }

  update(id: string, input: CollectionInput): Promise<CollectionView> {
    return this.answer('save', [id, input], () => {
      const index = this.collections.findIndex((c) => c.id === id);
      if (index < 0) refuse(new ApiError({ status: 404, code: 'collection.not_found', message: 'This collection does not exist.' }));
      const view = { ...this.find(id), ...this.validated(input, id) };
      this.collections[index] = view;
      return view;
    });
  }

  remove(id: string): Promise<void> {
    return this.answer('delete', [id], () => {
      this.find(id);
      this.collections = this.collections.filter((c) => c.id !== id);
    });
  }

  documents(id: string, page: number, pageSize: number, sort?: SearchSort): Promise<SearchResponse> {
    return this.answer('documents', [id, page, pageSize], async () => {
      if (this.failingDocuments.has(id))
        throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
      const search = this.find(id).search;
      return this.search.search({ ...clone(search), ...(sort ? { sort } : {}), page, pageSize });
    });
  }

  saveOrder(collectionIds: string[]): Promise<void> {
    return this.answer('order', [collectionIds], () => {
      this.collections = collectionIds.map((id) => this.find(id));
    });
  }

  unsubscribe(collectionIds: string[]): Promise<void> {
    return this.answer('unsubscribe', [collectionIds], () => {
      this.collections = this.collections.filter((c) => !collectionIds.includes(c.id));
    });
  }

  share(id: string, emails: string[]): Promise<CollectionView> {
    return this.answer('share', [id, emails], () => {
      const view = this.find(id);
      for (const email of emails) {
        const colleague = this.colleagues.find((c) => c.email.toLowerCase() === email.toLowerCase());
        if (!colleague)
          throw new ApiError({
            status: 400,
            code: 'collection.unknown_colleague',
            message: 'There is no colleague with this e-mail address.',
            details: { value: email },
          });
        if (!view.subscribers.some((s) => s.id === colleague.id)) view.subscribers.push(colleague);
      }
      return view;
    });
  }

  slackChannelExists(channel: string): Promise<boolean> {
    return this.answer('slack', [channel], () => {
      if (this.slackChannels === null)
        throw new ApiError({ status: 503, code: 'slack.not_configured', message: 'Slack is not configured.' });
      return this.slackChannels.includes(channel);
    });
  }

  deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage> {
    return this.answer('deliveries', [id, page, pageSize], () => ({
      deliveries: this.deliveryLog.slice((page - 1) * pageSize, page * pageSize),
      total: this.deliveryLog.length,
      page,
      pageSize,
    }));
  }

  alertChannels(id: string): Promise<AlertChannelStatus> {
    return this.answer('channels', [id], () => {
      this.find(id);
      return this.channelStatus.get(id) ?? { webhookSecretSet: false, feedSince: null };
    });
  }

  makeWebhookSecret(id: string): Promise<{ secret: string }> {
    return this.answer('secret', [id], () => {
      this.channelStatus.set(id, { feedSince: null, ...this.channelStatus.get(id), webhookSecretSet: true });
      return { secret: `whsec_${btoa(String(++this.count)).padEnd(44, 'A')}` };
    });
  }

  makeFeed(id: string): Promise<{ url: string }> {
    return this.answer('feed', [id], () => {
      this.channelStatus.set(id, { webhookSecretSet: false, ...this.channelStatus.get(id), feedSince: NOW.toISOString() });
      return { url: `https://newsdesk.example/feeds/collections/${'t'.repeat(42)}${++this.count % 10}.atom` };
    });
  }

  revokeFeed(id: string): Promise<void> {
    return this.answer('feed', [id], () => {
      this.channelStatus.set(id, { webhookSecretSet: false, ...this.channelStatus.get(id), feedSince: null });
    });
  }

  sendTest(id: string, channel: DeliveryChannel): Promise<{ deliveries: TestDelivery[] }> {
    return this.answer('test', [id, channel], () => {
      const targets = alertTargets(this.find(id).alert).filter((t) => t.channel === channel);
      if (!targets.length)
        throw new ApiError({
          status: 400,
          code: 'alert.nothing_to_test',
          message: 'Save at least one recipient for this channel before sending a test.',
        });
      return {
        deliveries: targets.map((t, i) => ({
          deliveryId: uuid(900 + i),
          ...t,
          status: this.failingRecipients.has(t.recipient) ? ('failed' as const) : ('sent' as const),
        })),
      };
    });
  }

  private find(id: string): CollectionView {
    const view = this.collections.find((c) => c.id === id);
    if (!view) throw new ApiError({ status: 404, code: 'collection.not_found', message: 'This collection does not exist.' });
    return view;
  }

  /** The server's rules (core), in its order: name, search, alert, then uniqueness and the limit. */
  private validated(input: CollectionInput, id: string | null): Pick<CollectionView, 'name' | 'search' | 'alert'> {
    try {
      const name = validateCollectionName(input.name);
      validateCollectionSearch(input.search, NOW);
      const alert = validateAlert(input.alert);
      const own = this.collections.filter((c) => c.role === 'owner' && c.id !== id);
      if (own.some((c) => collectionNameKey(c.name) === collectionNameKey(name))) {
        throw new ApiError({
          status: 409,
          code: 'collection.name_taken',
          message: 'A Collection by that name already exists. Please select a different name for this Collection.',
        });
      }
      if (own.some((c) => collectionSearchKey(c.search) === collectionSearchKey(input.search))) {
        throw new ApiError({
          status: 409,
          code: 'collection.duplicate_search',
          message: 'Collection with these parameters already exists',
        });
      }
      if (id === null && own.length >= this.maxPerUser)
        throw new ApiError({ status: 409, code: 'collection.limit_reached', message: 'Maximum number of collections reached' });
      return { name, search: clone(input.search), alert };
    } catch (error) {
      return refuse(error);
    }
  }
}
