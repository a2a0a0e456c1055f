import type { AlertFrequency, AlertSettings, CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import type { CollectionView, Colleague } from '@newsdesk/core/collections/collection-view';
import type { AlertDraft } from '@newsdesk/core/collections/collection-validation';

export type { AlertFrequency, AlertSettings, AlertDraft, CollectionSearch, CollectionView, Colleague };

/** GET /api/collections. */
export interface CollectionList {
  collections: CollectionView[];
  maxPerUser: number;
}

/** The body of POST /api/collections and POST /api/collections/:id. */
export interface CollectionInput {
  name: string;
  search: CollectionSearch;
  alert: AlertDraft | null;
}

/** Where alerts go (core's list, so a new channel changes every side). */
export type { DeliveryChannel } from '@newsdesk/core/alerting/alert.types';
import type { DeliveryAbout, DeliveryChannel } from '@newsdesk/core/alerting/alert.types';

/** GET /api/collections/:id/alert-channels (ADR 0022). */
export interface AlertChannelStatus {
  webhookSecretSet: boolean;
  feedSince: string | null;
}

/** One row of POST /api/collections/:id/test-alert. */
export interface TestDelivery {
  deliveryId: string;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryView['status'];
}

/**
 * One row of GET /api/collections/:id/deliveries and of a site's /siteDeliveries/:id
 * (adapters/src/http/alerts/delivery-view.ts): what it is about, by core's kinds.
 */
export interface DeliveryView {
  id: string;
  kind: DeliveryAbout['kind'];
  channel: DeliveryChannel;
  recipient: string;
  status: 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';
  attempts: number;
  lastError: string | null;
  /** Why it is not sent: a code to translate (errors:alert.delivery.*) and the provider's own words. */
  problem: { code: string; detail: string | null } | null;
  documentIds: string[];
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface DeliveryPage {
  deliveries: DeliveryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The editor's frequency choice: 'none' = no alert (live notifications still arrive). */
export type FrequencyChoice = AlertFrequency | 'none';
export type CollectionsViewMode = 'list' | 'grid';

/** What a saved search's chips need of a topic to name it in the reader's language (ADR 0029). */
export type TopicName = Pick<Topic, 'id' | 'name' | 'labels'>;
