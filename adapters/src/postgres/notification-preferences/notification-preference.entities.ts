import { defineEntity, p } from '@mikro-orm/postgresql';

/** Per-user live notification settings; a user without a row is not muted. */
export const NotificationPreferenceRow = defineEntity({
  name: 'NotificationPreferenceRow',
  tableName: 'notification_preference',
  properties: {
    userId: p.uuid().primary(),
    muted: p.boolean(),
    updatedAt: p.datetime(),
  },
});

/** A user's last "Clear all": matches at or before it are not listed again (Migration20261127400000NotificationState). */
export const NotificationClearRow = defineEntity({
  name: 'NotificationClearRow',
  tableName: 'notification_clear',
  properties: {
    userId: p.uuid().primary(),
    clearedBefore: p.datetime(),
  },
});

/** A listed document the user opened, on any device. */
export const NotificationReadRow = defineEntity({
  name: 'NotificationReadRow',
  tableName: 'notification_read',
  properties: {
    userId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    readAt: p.datetime(),
  },
});
