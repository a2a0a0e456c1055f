import { defineEntity, p } from '@mikro-orm/postgresql';
import type { TopicLabels } from '@newsdesk/core/topics/topic.types';

export const FeedSourceRow = defineEntity({
  name: 'FeedSourceRow',
  tableName: 'feed_source',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    url: p.text().unique(),
    domain: p.string().length(255),
    intervalMinutes: p.integer(),
    enabled: p.boolean(),
    concurrency: p.integer(),
    etag: p.text().nullable(),
    lastModified: p.string().length(64).nullable(),
    lastFetchAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    lastItemCount: p.integer(),
    lastNewCount: p.integer(),
    lastError: p.text().nullable(),
    consecutiveFailures: p.integer(),
    paused: p.boolean(),
    pausedReason: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export const TopicRow = defineEntity({
  name: 'TopicRow',
  tableName: 'topic',
  checks: [{ name: 'topic_labels_check', expression: `jsonb_typeof("labels") = 'object'` }],
  properties: {
    id: p.string().length(63).primary(),
    name: p.string().length(200),
    parentId: p.string().length(63).nullable(),
    keywords: p.array(),
    entities: p.array(),
    /** ADR 0029: `{ "de": "Wirtschaft", … }`, `{}` when none is set. */
    labels: p.json<TopicLabels>().defaultRaw("'{}'::jsonb"),
  },
});

/** An uploaded generic/custom site list; its text is kept so admins can read it back. */
export const SiteListFileRow = defineEntity({
  name: 'SiteListFileRow',
  tableName: 'site_list_file',
  properties: {
    name: p.string().length(100).primary(),
    kind: p.string().length(16),
    content: p.text(),
    size: p.integer(),
    entryCount: p.integer(),
    uploadedAt: p.datetime(),
    uploadedById: p.uuid().nullable(),
    uploadedByName: p.string().length(201).nullable(),
  },
});

/** The domains read from a list file, in file order; the domain index answers "is it listed?". */
export const SiteListEntryRow = defineEntity({
  name: 'SiteListEntryRow',
  tableName: 'site_list_entry',
  indexes: [{ properties: ['domain'] }],
  properties: {
    fileName: p.string().length(100).primary(),
    domain: p.string().length(253).primary(),
    name: p.string().length(200),
    position: p.integer(),
  },
});

export const OfficialSourceRow = defineEntity({
  name: 'OfficialSourceRow',
  tableName: 'official_source',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    url: p.text().unique(),
    domain: p.string().length(255),
    kind: p.string().length(16),
    updatedAt: p.datetime(),
  },
});

/** The tables of the sources administration migration (Migration20261121200000SourceAdmin). */
export const sourceAdminEntities = [SiteListFileRow, SiteListEntryRow, OfficialSourceRow];

export const sourceEntities = [FeedSourceRow, TopicRow, ...sourceAdminEntities];
