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
