import type { SearchSort } from '@newsdesk/core/search/search-query.types';
import type { ApiClient } from '../api/api-client';
import type { SearchResponse } from '../search/search.types';
import type { AttentionChartData, AttentionRequest } from '../search/attention/attention.types';
import type { AlertVolumeDraft, AlertVolumePreview } from './alert-volume.store';
import type {
  AlertChannelStatus,
  CollectionDocumentsRequest,
  CollectionIdsRequest,
  CollectionInput,
  CollectionList,
  CollectionView,
  DeliveryChannel,
  DeliveryPage,
  FeedAddress,
  ShareRequest,
  TestAlertRequest,
  TestAlertResult,
  TopicName,
  WebhookSecret,
} from './collections.types';

/**
 * The calls of the collections page, the dashboard and "save as collection"; fakes implement it too.
 * Bodies and answers are core's wire types (ADR 0031), checked in collections.types.test.ts.
 */
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
  /** Whether a webhook secret and a private feed exist (ADR 0022); never the secret or the feed URL. */
  alertChannels(id: string): Promise<AlertChannelStatus>;
  /** A new webhook signing secret: the only time it is shown. */
  makeWebhookSecret(id: string): Promise<WebhookSecret>;
  /** A new private feed URL (the old one stops working): the only time it is shown. */
  makeFeed(id: string): Promise<FeedAddress>;
  revokeFeed(id: string): Promise<void>;
  /** A test message to every saved recipient of the channel, sent now. */
  sendTest(id: string, channel: DeliveryChannel): Promise<TestAlertResult>;
  /** Address of the CSV download of a collection's documents (a plain link). Fakes may leave it out. */
  exportUrl?(id: string): string;
  /** GET /api/topics: names a saved search's topic filters in the reader's language (ADR 0029). Fakes may leave it out: the ids are shown. */
  topics?(): Promise<TopicName[]>;
  /** POST /api/collections/preview-volume (ADR 0024). Fakes may leave it out: the editor then shows no figure. */
  previewVolume?(draft: AlertVolumeDraft): Promise<AlertVolumePreview>;
  /** POST /api/search/attention, for each card's 30-day sparkline (ADR 0023). Fakes may leave it out: no sparklines then. */
  attention?(request: AttentionRequest): Promise<AttentionChartData>;
}

const path = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

export class CollectionsGateway implements CollectionsApi {
  constructor(private readonly api: ApiClient) {}

  async topics() {
    return (await this.api.get<{ topics: TopicName[] }>('/api/topics')).topics;
  }

  exportUrl(id: string): string {
    return this.api.url(`${path(id)}/export.csv`);
  }

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
      { id, page, pageSize, ...(sort ? { sort } : {}) } satisfies CollectionDocumentsRequest,
      { retryWhenBusy: true },
    );
  }

  saveOrder(collectionIds: string[]) {
    return this.api.post<void>('/api/collections-order', { collectionIds } satisfies CollectionIdsRequest);
  }

  unsubscribe(collectionIds: string[]) {
    return this.api.put<void>('/api/unsubscribe', { collectionIds } satisfies CollectionIdsRequest);
  }

  share(id: string, emails: string[]) {
    return this.api.post<CollectionView>(`${path(id)}/share`, { emails } satisfies ShareRequest);
  }

  async slackChannelExists(channel: string) {
    return (await this.api.post<{ channel: string; exists: boolean }>('/api/slack/conversations', { channel })).exists;
  }

  deliveries(id: string, page: number, pageSize: number) {
    return this.api.get<DeliveryPage>(`${path(id)}/deliveries?page=${page}&pageSize=${pageSize}`);
  }

  alertChannels(id: string) {
    return this.api.get<AlertChannelStatus>(`${path(id)}/alert-channels`);
  }

  makeWebhookSecret(id: string) {
    return this.api.post<WebhookSecret>(`${path(id)}/webhook-secret`);
  }

  makeFeed(id: string) {
    return this.api.post<FeedAddress>(`${path(id)}/feed`);
  }

  revokeFeed(id: string) {
    return this.api.delete(`${path(id)}/feed`);
  }

  sendTest(id: string, channel: DeliveryChannel) {
    return this.api.post<TestAlertResult>(`${path(id)}/test-alert`, { channel } satisfies TestAlertRequest);
  }

  attention(request: AttentionRequest) {
    return this.api.post<AttentionChartData>('/api/search/attention', request, { retryWhenBusy: true });
  }

  previewVolume(draft: AlertVolumeDraft) {
    // a read sent as POST: asked once more when the server sheds it (api-client retryWhenBusy)
    return this.api.post<AlertVolumePreview>('/api/collections/preview-volume', draft, { retryWhenBusy: true });
  }
}
