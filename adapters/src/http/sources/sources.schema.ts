import { z } from 'zod';
import { OFFICIAL_SOURCE_KINDS } from '@newsdesk/core/sources/official-source.types';
import { CONCURRENCY_LIMITS, INTERVAL_LIMITS } from '@newsdesk/core/sources/schedule';
import { SITE_LIST_KINDS, SITE_LIST_NAME_PATTERN } from '@newsdesk/core/sources/site-list';
import { MAX_TOPIC_LABEL_LENGTH } from '@newsdesk/core/topics/topic-labels';
import { isValidTopicId } from '@newsdesk/core/topics/topic.types';
import type {
  CrawlScheduleRequest,
  FeedSourceList,
  FeedSourceRequest,
  FeedSourceUpdateRequest,
  FeedSourceView,
  OfficialSourceList,
  OfficialSourceRequest,
  OfficialSourceView,
  SiteEntryList,
  SiteListFileContentView,
  SiteListFileList,
  SiteListFileView,
  SiteListUpload,
} from '@newsdesk/core/sources/source.wire';
import type { Topic, TopicLabelsRequest, TopicList, TopicRequest } from '@newsdesk/core/topics/topic.wire';
import type { UploadedFile } from '../route-definition';

// Every body and answer `satisfies` core's wire type (source.wire.ts, topic.wire.ts; ADR 0031).

const name = z.string().trim().min(1).max(200);
const address = z.string().trim().min(1).max(2000);
const domain = z.string().trim().max(253).nullable().optional();
const intervalMinutes = z.number().int().min(INTERVAL_LIMITS.min).max(INTERVAL_LIMITS.max);
const concurrency = z.number().int().min(CONCURRENCY_LIMITS.min).max(CONCURRENCY_LIMITS.max);

export const idParam = z.object({ id: z.string().uuid('not a source id') });

export const createFeedSourceBody = z.object({
  name,
  url: address,
  domain,
  intervalMinutes: intervalMinutes.default(INTERVAL_LIMITS.default),
  enabled: z.boolean().default(true),
  concurrency: concurrency.default(CONCURRENCY_LIMITS.default),
}) satisfies z.ZodType<FeedSourceRequest>;

export const updateFeedSourceBody = z.object({
  id: z.string().uuid('not a source id'),
  name: name.optional(),
  url: address.optional(),
  domain,
  intervalMinutes: intervalMinutes.optional(),
  enabled: z.boolean().optional(),
  concurrency: concurrency.optional(),
  /** true un-pauses a source the crawler paused after repeated failures. */
  resume: z.boolean().optional(),
}) satisfies z.ZodType<FeedSourceUpdateRequest>;

const health = z.object({
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastItemCount: z.number(),
  lastNewCount: z.number(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number(),
  paused: z.boolean(),
  pausedReason: z.string().nullable(),
});

export const feedSourceView = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  intervalMinutes: z.number(),
  enabled: z.boolean(),
  concurrency: z.number(),
  health,
  nextCrawlAt: z.string().nullable(),
}) satisfies z.ZodType<FeedSourceView>;

export const feedSourcesResponse = z.object({ sources: z.array(feedSourceView) }) satisfies z.ZodType<FeedSourceList>;

const scheduleEntry = z.object({
  id: z.string(),
  name: z.string(),
  intervalMinutes: z.number(),
  enabled: z.boolean(),
  concurrency: z.number(),
  paused: z.boolean(),
  nextCrawlAt: z.string().nullable(),
});
export const scheduleResponse = z.object({ sources: z.array(scheduleEntry) });
export const scheduleBody = z.object({
  sources: z
    .array(
      z.object({
        id: z.string().uuid('not a source id'),
        intervalMinutes: intervalMinutes.optional(),
        enabled: z.boolean().optional(),
        concurrency: concurrency.optional(),
      }),
    )
    .min(1)
    .max(1000),
}) satisfies z.ZodType<CrawlScheduleRequest>;

export const sitesResponse = z.object({
  sites: z.array(z.object({ domain: z.string(), name: z.string() })),
}) satisfies z.ZodType<SiteEntryList>;

export const siteListKind = z.enum(SITE_LIST_KINDS);
export const siteListNameParam = z.object({ name: z.string().regex(SITE_LIST_NAME_PATTERN, 'not a list file name') });
export const siteListQuery = z.object({ kind: siteListKind.optional() });
export const siteListFileQuery = z.object({ format: z.enum(['json', 'text']).optional() });

const uploadedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array,
  'not a file',
);

/** multipart/form-data: `file` (+ `kind`), or JSON: `name`, `content` (+ `kind`); kind may also be a query parameter. */
export const uploadSiteListBody = z
  .object({
    kind: siteListKind.optional(),
    name: z.string().max(255).optional(),
    content: z.string().optional(),
    file: uploadedFile.optional(),
  })
  .refine((body) => body.file !== undefined || body.content !== undefined, {
    message: 'Send the list as the multipart field "file", or as JSON with name and content',
    path: ['file'],
  })
  .refine((body) => body.file !== undefined || Boolean(body.name?.trim()), {
    message: 'A JSON upload needs the file name',
    path: ['name'],
  });

const uploader = z.object({ id: z.string(), name: z.string() }).nullable();
export const siteListFileView = z.object({
  name: z.string(),
  kind: siteListKind,
  entries: z.number(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: uploader,
}) satisfies z.ZodType<SiteListFileView>;
export const siteListFilesResponse = z.object({ files: z.array(siteListFileView) }) satisfies z.ZodType<SiteListFileList>;
export const uploadSiteListResponse = z.object({ file: siteListFileView, replaced: z.boolean() }) satisfies z.ZodType<SiteListUpload>;
export const siteListFileContentView = siteListFileView.extend({
  content: z.string(),
  sites: z.array(z.object({ domain: z.string(), name: z.string() })),
}) satisfies z.ZodType<SiteListFileContentView>;

const officialKind = z.enum(OFFICIAL_SOURCE_KINDS);
export const saveOfficialSourceBody = z.object({
  id: z.string().uuid('not an official source id').optional(),
  name,
  url: address,
  domain,
  kind: officialKind,
}) satisfies z.ZodType<OfficialSourceRequest>;
export const officialSourceView = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  kind: officialKind,
  updatedAt: z.string(),
}) satisfies z.ZodType<OfficialSourceView>;
export const officialSourcesResponse = z.object({ sources: z.array(officialSourceView) }) satisfies z.ZodType<OfficialSourceList>;

const topicId = z.string().trim().refine(isValidTopicId, 'lower-case letters, digits and hyphens, at most 63');
const phrases = z.array(z.string().max(200)).max(500);
/** ADR 0029: the readers' names of a topic; a language left out falls back to English, then the name. */
export const topicLabelsView = z.object({ en: z.string().optional(), de: z.string().optional(), fr: z.string().optional() });
export const topicView = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  keywords: z.array(z.string()),
  entities: z.array(z.string()),
  labels: topicLabelsView.optional(),
}) satisfies z.ZodType<Topic>;
export const topicsResponse = z.object({ topics: z.array(topicView) }) satisfies z.ZodType<TopicList>;
export const topicIdParam = z.object({ id: topicId });
/** Replaces every label; an empty string or null removes that language's label. */
const topicLabel = z.string().max(MAX_TOPIC_LABEL_LENGTH).nullable().optional();
export const topicLabelsBody = z.strictObject({ en: topicLabel, de: topicLabel, fr: topicLabel }) satisfies z.ZodType<TopicLabelsRequest>;
export const saveTopicBody = z.object({
  id: topicId,
  name: z.string().trim().max(200).optional(),
  parentId: z.string().trim().max(63).nullable().optional(),
  keywords: phrases.optional(),
  entities: phrases.optional(),
}) satisfies z.ZodType<TopicRequest>;
