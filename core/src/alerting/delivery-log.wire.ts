import type { DeliveryLogPage } from './alert.ports';
import type { Delivery, DeliveryChannel, DeliveryKind, DeliveryStatus } from './alert.types';
import type { TestDeliveryResult } from './send-test-alert';
import { type DeliveryProblem, describeDeliveryError } from './delivery-problem';

/**
 * The wire contract of a delivery log and of the collection editor's channel controls (ADR 0031):
 * GET /api/collections/:id/deliveries and GET /api/site-monitor/siteDeliveries/:id answer a
 * DeliveryPage; the route schemas are checked against these types and the widgets import them.
 */

/** One ledger row as a delivery log shows it: a collection's (ADR 0007) and a site's (ADR 0026) alike. */
export interface DeliveryView {
  id: string;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  /** The English text as stored (a provider's own answer included). */
  lastError: string | null;
  /** Why it is not sent: a code the UI translates (errors:alert.delivery.*) and the provider's own words. */
  problem: DeliveryProblem | null;
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

/** The query of a delivery log's page. */
export interface DeliveryPageRequest {
  page: number;
  pageSize: number;
}

export const toDeliveryView = (d: Delivery): DeliveryView => ({
  id: d.id,
  kind: d.about.kind,
  channel: d.channel,
  recipient: d.recipient,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  problem: describeDeliveryError(d),
  documentIds: d.documentIds,
  createdAt: d.createdAt.toISOString(),
  nextAttemptAt: d.status === 'queued' || d.status === 'retrying' ? d.nextAttemptAt.toISOString() : null,
  sentAt: d.sentAt?.toISOString() ?? null,
});

/** A ledger page as the log shows it; a collection's and a site's log answer the same. */
export const toDeliveryPage = (page: DeliveryLogPage): DeliveryPage => ({ ...page, deliveries: page.deliveries.map(toDeliveryView) });

/** Body of POST /api/collections/:id/test-alert. */
export interface TestAlertRequest {
  channel: DeliveryChannel;
}

/** Answer of POST /api/collections/:id/test-alert: one ledger row per saved recipient of the channel. */
export interface TestAlertResult {
  deliveries: TestDeliveryResult[];
}

/** Answer of POST …/webhook-secret and …/siteWebhookSecret: shown in this answer only. */
export interface WebhookSecret {
  secret: string;
}

/** Answer of POST /api/collections/:id/feed: the private feed's address, shown in this answer only. */
export interface FeedAddress {
  url: string;
}

export type { AlertChannelStatus } from './alert-channel-settings';
export type { TestDeliveryResult } from './send-test-alert';
