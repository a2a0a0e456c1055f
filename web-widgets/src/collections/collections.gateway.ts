import type { SearchSort } from '@newsdesk/core/search/search-query.types';
import type { ApiClient } from '../api/api-client';
import type { SearchResponse } from '../search/search.types';
import type { CollectionInput, CollectionList, CollectionView, DeliveryPage } from './collections.types';

/** The calls of the collections page, the dashboard and "save as collection"; fakes implement it too. */
export interface CollectionsApi {
  list(): Promise<CollectionList>;
  get(id: string): Promise<CollectionView>;
  create(input: CollectionInput): Promise<CollectionView>;
  update(id: string, input: CollectionInput): Promise<CollectionView>;
  remove(id: string): Promise<void>;
  /** `sort` overrides the collection's own (the dashboard wants the newest). */
  documents(id: string, page: number, pageSize: number, sort?: SearchSort): Promise<SearchResponse>;
  saveOrder(collectionIds: string[]): Promise<void>;
  unsubscribe(collectionIds: string[]): Promise<void>;
  share(id: string, emails: string[]): Promise<CollectionView>;
  /** POST /api/slack/conversations; rejects with 503 slack.not_configured when Slack is absent. */
  slackChannelExists(channel: string): Promise<boolean>;
  deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage>;
}

const path = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

export class CollectionsGateway implements CollectionsApi {
  constructor(private readonly api: ApiClient) {}

  list() {
    return this.api.get<CollectionList>('/api/collections');
  }

  get(id: string) {
    return this.api.get<CollectionView>(path(id));
  }

  create(input: CollectionInput) {
    return this.api.post<CollectionView>('/api/collections', input);
  }

  update(id: string, input: CollectionInput) {
    return this.api.post<CollectionView>(path(id), input);
  }

  remove(id: string) {
    return this.api.delete(path(id));
  }

  documents(id: string, page: number, pageSize: number, sort?: SearchSort) {
    // a read sent as POST: asked once more when the server sheds it (api-client retryWhenBusy)
    return this.api.post<SearchResponse>(
      '/api/single-collection-data',
      { id, page, pageSize, ...(sort ? { sort } : {}) },
      { retryWhenBusy: true },
    );
  }

  saveOrder(collectionIds: string[]) {
    return this.api.post<void>('/api/collections-order', { collectionIds });
  }

  unsubscribe(collectionIds: string[]) {
    return this.api.put<void>('/api/unsubscribe', { collectionIds });
  }

  share(id: string, emails: string[]) {
    return this.api.post<CollectionView>(`${path(id)}/share`, { emails });
  }

  async slackChannelExists(channel: string) {
    return (await this.api.post<{ channel: string; exists: boolean }>('/api/slack/conversations', { channel })).exists;
  }

  deliveries(id: string, page: number, pageSize: number) {
    return this.api.get<DeliveryPage>(`${path(id)}/deliveries?page=${page}&pageSize=${pageSize}`);
  }
}
