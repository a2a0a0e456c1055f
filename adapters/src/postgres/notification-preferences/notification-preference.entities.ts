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
