import { z } from 'zod';
import type { AlertChannelSettings } from '@newsdesk/core/alerting/alert-channel-settings';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@newsdesk/core/alerting/alert.types';
import type {
  AlertChannelStatus,
  FeedAddress,
  TestAlertRequest,
  TestAlertResult,
  WebhookSecret,
} from '@newsdesk/core/alerting/delivery-log.wire';
import type { ReadCollectionFeed } from '@newsdesk/core/alerting/read-collection-feed';
import type { SendTestAlert } from '@newsdesk/core/alerting/send-test-alert';
import { collectionAtomFeed } from '../../atom-feed/collection-atom-feed';
import { defineRoute, type RouteDefinition } from '../route-definition';

const tag = 'Collections';
const idParam = z.object({ id: z.string().uuid('not a collection id') });
const OWNER_ERRORS = {
  403: 'alert.deliveries_forbidden (a subscriber, not the owner)',
  404: 'alert.collection_not_found (unknown, or not shared with the caller)',
};

// The collection editor's side of core's wire contract (delivery-log.wire.ts, ADR 0031).
export const alertChannelStatusSchema = z.object({
  webhookSecretSet: z.boolean(),
  feedSince: z.string().nullable(),
}) satisfies z.ZodType<AlertChannelStatus>;
export const webhookSecretSchema = z.object({ secret: z.string() }) satisfies z.ZodType<WebhookSecret>;
export const feedAddressSchema = z.object({ url: z.string() }) satisfies z.ZodType<FeedAddress>;
export const testAlertBody = z.object({ channel: z.enum(DELIVERY_CHANNELS) }) satisfies z.ZodType<TestAlertRequest>;
export const testAlertResultSchema = z.object({
  deliveries: z.array(
    z.object({ deliveryId: z.string(), channel: z.enum(DELIVERY_CHANNELS), recipient: z.string(), status: z.enum(DELIVERY_STATUSES) }),
  ),
}) satisfies z.ZodType<TestAlertResult>;

/** Where a collection's private feed is read: the token is the whole credential (ADR 0022). */
export const feedPath = (token: string): string => `/feeds/collections/${token}.atom`;

export interface AlertChannelRouteDeps {
  settings: AlertChannelSettings;
  sendTest: SendTestAlert;
  readFeed: ReadCollectionFeed;
  publicUrl: string;
}

/** The collection editor's controls of the webhook, Teams and feed channels, and the feed itself (ADR 0022). */
export const alertChannelRoutes = (deps: AlertChannelRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/collections/:id/alert-channels',
    access: 'user',
    tag,
    summary: 'Whether the collection has a webhook signing secret and a private feed (never the secret or the feed URL)',
    params: idParam,
    response: alertChannelStatusSchema,
    errors: OWNER_ERRORS,
    handler: async ({ auth, params }) => deps.settings.status(auth.user.id, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections/:id/webhook-secret',
    access: 'user',
    tag,
    summary: 'Create or replace the webhook signing secret (Standard Webhooks `whsec_…`); shown in this answer only',
    params: idParam,
    response: webhookSecretSchema,
    errors: OWNER_ERRORS,
    handler: async ({ auth, params, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return deps.settings.rotateWebhookSecret(auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections/:id/feed',
    access: 'user',
    tag,
    summary: "Create or replace the collection's private Atom feed URL (the old one stops working); shown in this answer only",
    params: idParam,
    response: feedAddressSchema,
    errors: OWNER_ERRORS,
    handler: async ({ auth, params, ctx }) => {
      const { token } = await deps.settings.issueFeed(auth.user.id, params.id);
      ctx.set('Cache-Control', 'no-store');
      return { url: `${deps.publicUrl.replace(/\/+$/, '')}${feedPath(token)}` };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/collections/:id/feed',
    access: 'user',
    tag,
    summary: "Revoke the collection's private feed URL",
    params: idParam,
    errors: OWNER_ERRORS,
    handler: async ({ auth, params }) => {
      await deps.settings.revokeFeed(auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/collections/:id/test-alert',
    access: 'user',
    tag,
    summary: 'Send a test message to every saved recipient of one channel now; each is a row of the delivery log',
    params: idParam,
    body: testAlertBody,
    response: testAlertResultSchema,
    errors: { 400: 'alert.nothing_to_test (no saved recipient on that channel)', ...OWNER_ERRORS },
    handler: async ({ auth, params, body }) => ({ deliveries: await deps.sendTest.execute(auth.user.id, params.id, body.channel) }),
  }),
  defineRoute({
    method: 'get',
    path: '/feeds/collections/:file',
    access: 'public',
    tag,
    summary: "A collection's private Atom feed (RFC 4287): its latest 50 stories, for a feed reader; the token is the credential",
    params: z.object({ file: z.string().max(200) }),
    errors: { 404: 'alert.feed_not_found (unknown or revoked token)' },
    handler: async ({ params, ctx }) => {
      const token = params.file.endsWith('.atom') ? params.file.slice(0, -'.atom'.length) : '';
      const feed = await deps.readFeed.execute(token);
      ctx.type = 'application/atom+xml; charset=utf-8';
      // private: a shared cache must not keep one reader's feed for another URL's reader
      ctx.set('Cache-Control', 'private, max-age=60');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.body = collectionAtomFeed(feed, `${deps.publicUrl.replace(/\/+$/, '')}${feedPath(token)}`, new Date());
    },
  }),
];
