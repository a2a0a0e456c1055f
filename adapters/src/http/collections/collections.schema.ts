import { z } from 'zod';
import { ALERT_FREQUENCIES, type AlertSettings, type CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { AlertDraft } from '@newsdesk/core/collections/collection-validation';
import { COLLECTION_ROLES, type Colleague, type CollectionView } from '@newsdesk/core/collections/collection-view';
import type {
  CollectionDocumentsRequest,
  CollectionIdsRequest,
  CollectionInput,
  CollectionList,
  ShareRequest,
} from '@newsdesk/core/collections/collection.wire';
import { MAX_PAGE_SIZE } from '@newsdesk/core/search/run-search';
import { SORT_DIRECTIONS, SORT_FIELDS } from '@newsdesk/core/search/search-query.types';
import { searchBody } from '../search/search.routes';

/*
 * The collection routes' side of core's wire contract (collection.wire.ts, ADR 0031): every schema
 * `satisfies` core's type, and collections.wire.test.ts checks that each takes what the widget sends.
 */

/** At most this many chips, colleagues or ids in one request. */
const MAX_ITEMS = 50;
const chip = z.string().max(320);
/** Webhook and Teams addresses: Workflows URLs are long; core refuses more than MAX_ALERT_URL_LENGTH with its own message. */
const urlChip = z.string().max(4_000);
const uuid = z.string().uuid('not a collection id');

/** The search page's criteria without paging: the same schema, so both accept the same searches. */
export const collectionSearchSchema = searchBody.omit({ page: true, pageSize: true }) satisfies z.ZodType<CollectionSearch>;

/**
 * Create and update take the whole collection as the editor shows it. Lengths here only stop
 * abuse; the real rules (name ≤ 120, chip formats, frequency) are core's, with the spec's messages.
 */
/** Alert settings as the editor sends them; a site's alerts take the same (ADR 0026). */
export const alertDraftSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES).nullable().optional(),
  slackChannels: z.array(chip).max(MAX_ITEMS).default([]),
  emails: z.array(chip).max(MAX_ITEMS).default([]),
  webhooks: z.array(urlChip).max(MAX_ITEMS).default([]),
  teams: z.array(urlChip).max(MAX_ITEMS).default([]),
}) satisfies z.ZodType<AlertDraft>;

export const collectionBody = z.object({
  name: z.string().max(1_000),
  search: collectionSearchSchema,
  alert: alertDraftSchema.nullable().default(null),
}) satisfies z.ZodType<CollectionInput>;

export const collectionIdParam = z.object({ id: uuid });

export const collectionDataBody = z.object({
  id: uuid,
  page: z.number().int().min(1).max(1_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Without it the collection's own sort applies. */
  sort: z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(SORT_DIRECTIONS) }).optional(),
}) satisfies z.ZodType<CollectionDocumentsRequest>;

/** Empty lists pass the schema so that the use case answers with the spec's own message. */
export const collectionIdsBody = z.object({
  collectionIds: z.array(uuid).max(1_000).default([]),
}) satisfies z.ZodType<CollectionIdsRequest>;

export const shareBody = z.object({
  userIds: z.array(z.string().uuid('not a user id')).max(MAX_ITEMS).default([]),
  emails: z.array(chip).max(MAX_ITEMS).default([]),
}) satisfies z.ZodType<ShareRequest>;

const colleague = z.object({ id: z.string(), name: z.string(), email: z.string() }) satisfies z.ZodType<Colleague>;

/** Alert settings as a collection or a site answers with them (ADR 0026: a site's alerts are a collection's). */
export const alertViewSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES),
  slackChannels: z.array(z.string()),
  emails: z.array(z.string()),
  webhooks: z.array(z.string()).optional(),
  teams: z.array(z.string()).optional(),
}) satisfies z.ZodType<AlertSettings>;

export const collectionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  search: collectionSearchSchema,
  role: z.enum(COLLECTION_ROLES),
  owner: colleague,
  alert: alertViewSchema.nullable(),
  subscribers: z.array(colleague),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<CollectionView>;

export const collectionListSchema = z.object({
  collections: z.array(collectionViewSchema),
  maxPerUser: z.number().int(),
}) satisfies z.ZodType<CollectionList>;
