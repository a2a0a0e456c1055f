import { z } from 'zod';
import { notificationDocumentSchema } from '../../live/live-messages';

export const missedQuerySchema = z.object({
  /** ISO time of the newest notification the client has, or of its disconnect. */
  since: z.string().datetime({ offset: true }).optional(),
});

export const missedResponseSchema = z.object({
  notifications: z.array(
    z.object({ collectionId: z.string(), collectionName: z.string(), matchedAt: z.string(), document: notificationDocumentSchema }),
  ),
});

export const notificationStateSchema = z.object({ muted: z.boolean() });

/** GET: also whose state it is, so a widget restores only that user's cached list (embedding pages do not know the user). */
export const notificationStateResponseSchema = notificationStateSchema.extend({ userId: z.string() });
