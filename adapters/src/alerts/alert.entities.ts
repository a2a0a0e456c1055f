import { defineEntity, p } from '@mikro-orm/postgresql';

/** The delivery ledger (core/src/alerting/alert.types.ts `Delivery`); migration Migration20261122200000Deliveries. */
export const AlertDeliveryRow = defineEntity({
  name: 'AlertDeliveryRow',
  tableName: 'alert_delivery',
  uniques: [
    {
      name: 'alert_delivery_collection_id_subject_channel_recipient_unique',
      properties: ['collectionId', 'subject', 'channel', 'recipient'],
    },
  ],
  // what a row is about, typed (core DeliveryAbout; Migration20261127960000DeliverySubjectColumns)
  checks: [
    {
      name: 'alert_delivery_subject_kind_check',
      expression: `"subject_kind" in ('story', 'copy', 'digest', 'test', 'site', 'site-digest', 'source-health')`,
    },
    { name: 'alert_delivery_frequency_check', expression: `"frequency" in ('hourly', 'daily')` },
    { name: 'alert_delivery_notice_check', expression: `"notice" in ('opened', 'recovered')` },
    // each kind has exactly its own columns
    {
      name: 'alert_delivery_reference_id_check',
      expression: `("reference_id" is not null) = ("subject_kind" in ('story', 'copy', 'test', 'source-health'))`,
    },
    {
      name: 'alert_delivery_period_start_check',
      expression: `("period_start" is not null) = ("subject_kind" in ('digest', 'site', 'site-digest'))`,
    },
    {
      name: 'alert_delivery_frequency_kind_check',
      expression: `("frequency" is not null) = ("subject_kind" in ('digest', 'site-digest'))`,
    },
    { name: 'alert_delivery_period_end_check', expression: `("period_end" is not null) = ("subject_kind" = 'site-digest')` },
    { name: 'alert_delivery_notice_kind_check', expression: `("notice" is not null) = ("subject_kind" = 'source-health')` },
  ],
  indexes: [
    {
      name: 'alert_delivery_collection_id_created_at_index',
      expression: 'create index "alert_delivery_collection_id_created_at_index" on "alert_delivery" ("collection_id", "created_at" desc)',
    },
    {
      name: 'alert_delivery_due_index',
      expression: `create index "alert_delivery_due_index" on "alert_delivery" ("next_attempt_at") where "status" in ('queued', 'retrying')`,
    },
    {
      name: 'alert_delivery_claimed_index',
      expression: `create index "alert_delivery_claimed_index" on "alert_delivery" ("claimed_until") where "status" = 'sending'`,
    },
    // the hourly clean-up of the delivery log (Migration20261122900000AlertRetention)
    {
      name: 'alert_delivery_finished_created_at_index',
      expression: `create index "alert_delivery_finished_created_at_index" on "alert_delivery" ("created_at") where "status" in ('sent', 'failed')`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    collectionId: p.uuid(),
    subject: p.string().length(80),
    subjectKind: p.text(),
    frequency: p.text().nullable(),
    periodStart: p.datetime().nullable(),
    periodEnd: p.datetime().nullable(),
    referenceId: p.text().nullable(),
    notice: p.text().nullable(),
    channel: p.string().length(8),
    // a URL for webhooks and Teams (Migration20261127200000AlertChannels)
    recipient: p.string().length(2048),
    threadOf: p.string().length(80).nullable(),
    documentIds: p.json<string[]>(),
    status: p.string().length(16),
    attempts: p.integer(),
    // the delivery log's code beside the English text (Migration20261127950000DeliveryErrorCodes)
    errorCode: p.text().nullable(),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    claimedUntil: p.datetime().nullable(),
    providerId: p.string().length(255).nullable(),
    providerChannel: p.string().length(64).nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});

/** Which alert or digest a story of a collection went into: one row per story, so it alerts once. */
export const AlertStoryRow = defineEntity({
  name: 'AlertStoryRow',
  tableName: 'alert_story',
  indexes: [
    { name: 'alert_story_collection_id_subject_index', properties: ['collectionId', 'subject'] },
    { name: 'alert_story_created_at_index', properties: ['createdAt'] },
  ],
  properties: {
    collectionId: p.uuid().primary(),
    storyId: p.uuid().primary(),
    subject: p.string().length(80),
    documentId: p.uuid(),
    createdAt: p.datetime(),
  },
});

/** Matches (collection_match rows) the planner has turned into deliveries. */
export const AlertPlannedMatchRow = defineEntity({
  name: 'AlertPlannedMatchRow',
  tableName: 'alert_planned_match',
  indexes: [{ name: 'alert_planned_match_planned_at_index', properties: ['plannedAt'] }],
  properties: {
    collectionId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    plannedAt: p.datetime(),
  },
});

/** Each Slack channel's next free one-second slot, shared by every process. */
export const SlackChannelRateRow = defineEntity({
  name: 'SlackChannelRateRow',
  tableName: 'slack_channel_rate',
  properties: {
    channel: p.string().length(255).primary(),
    nextFreeAt: p.datetime(),
  },
});

/** Each collection's webhook signing secret (ADR 0022), kept as it is because it must sign. */
export const AlertWebhookSecretRow = defineEntity({
  name: 'AlertWebhookSecretRow',
  tableName: 'alert_webhook_secret',
  properties: {
    collectionId: p.uuid().primary(),
    secret: p.string().length(255),
    createdAt: p.datetime(),
  },
});

/** Each collection's private feed token, only as its SHA-256 in hex (ADR 0022). */
export const CollectionFeedTokenRow = defineEntity({
  name: 'CollectionFeedTokenRow',
  tableName: 'collection_feed_token',
  properties: {
    collectionId: p.uuid().primary(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime(),
  },
});

export const alertEntities = [
  AlertDeliveryRow,
  AlertStoryRow,
  AlertPlannedMatchRow,
  SlackChannelRateRow,
  AlertWebhookSecretRow,
  CollectionFeedTokenRow,
];
