import type { AlertFrequency, AlertSettings, CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import type { CollectionView, Colleague } from '@newsdesk/core/collections/collection-view';
import type { AlertDraft } from '@newsdesk/core/collections/collection-validation';

export type { AlertFrequency, AlertSettings, AlertDraft, CollectionSearch, CollectionView, Colleague };

/**
 * The wire contract of the collection routes is core's (ADR 0031): the bodies and answers below are
 * core's types under the names this widget uses, and the route schemas are checked against the same
 * types, so a field changed on one side breaks the build of the other (collections.types.test.ts).
 */
export type {
  CollectionDocumentsRequest,
  CollectionIdsRequest,
  CollectionInput,
  CollectionList,
  ShareRequest,
} from '@newsdesk/core/collections/collection.wire';

/** Where alerts go (core's list, so a new channel changes every side). */
export type { DeliveryChannel } from '@newsdesk/core/alerting/alert.types';

/**
 * The delivery log (GET /api/collections/:id/deliveries and a site's /siteDeliveries/:id) and the
 * editor's channel controls (ADR 0022), as core says them.
 */
export type {
  AlertChannelStatus,
  DeliveryPage,
  DeliveryView,
  FeedAddress,
  TestAlertRequest,
  TestAlertResult,
  WebhookSecret,
} from '@newsdesk/core/alerting/delivery-log.wire';
/** One row of POST /api/collections/:id/test-alert. */
export type { TestDeliveryResult as TestDelivery } from '@newsdesk/core/alerting/delivery-log.wire';

/** The editor's frequency choice: 'none' = no alert (live notifications still arrive). */
export type FrequencyChoice = AlertFrequency | 'none';
export type CollectionsViewMode = 'list' | 'grid';

/** What a saved search's chips need of a topic to name it in the reader's language (ADR 0029). */
export type TopicName = Pick<Topic, 'id' | 'name' | 'labels'>;
