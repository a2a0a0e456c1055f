import { READ_MARK_LIMIT } from '@newsdesk/core/notifications/notification-state';
import { z } from 'zod';
import { notificationDocumentSchema } from '../../live/live-messages';

export const missedQuerySchema = z.object({
  /** ISO time of the newest notification the client has, or of its disconnect. */
  since: z.string().datetime({ offset: true }).optional(),
});

export const missedResponseSchema = z.object({
  notifications: z.array(
    z.object({
      collectionId: z.string(),
      collectionName: z.string(),
      matchedAt: z.string(),
      document: notificationDocumentSchema,
      read: z.boolean(),
    }),
  ),
});

export const notificationStateSchema = z.object({ muted: z.boolean() });

/** GET: also whose state it is, so a widget restores only that user's cached list (embedding pages do not know the user). */
export const notificationStateResponseSchema = notificationStateSchema.extend({
  userId: z.string(),
  /** ISO time of the user's last "Clear all" on any device; null if never. */
  clearedAt: z.string().nullable(),
});

/** POST /api/notifications/clear: clear up to `before` (the newest item the browser shows), or up to now. */
export const clearBodySchema = z.object({ before: z.string().datetime({ offset: true }).optional() }).strict();
export const clearResponseSchema = z.object({ clearedAt: z.string() });

/** POST /api/notifications/read: the documents the user opened from the list. */
export const readBodySchema = z.object({ documentIds: z.array(z.string().uuid()).min(1).max(READ_MARK_LIMIT) }).strict();
