import { defineEntity, p } from '@mikro-orm/postgresql';

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
  properties: {
    id: p.string().length(63).primary(),
    name: p.string().length(200),
    parentId: p.string().length(63).nullable(),
    keywords: p.array(),
    entities: p.array(),
  },
});

export const sourceEntities = [FeedSourceRow, TopicRow];
