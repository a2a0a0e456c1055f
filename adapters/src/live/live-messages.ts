import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from '@newsdesk/core/documents/document.types';
import type { NotificationDocument } from '@newsdesk/core/notifications/notification.types';

/**
 * The checks of what crosses the process boundary around live notifications. The shapes
 * themselves (frames of the socket, the notification document) are core's
 * (core/src/notifications/live-messages.ts, notification.types.ts); `satisfies` keeps this
 * schema and that type one shape.
 */
export const notificationDocumentSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
  document: z.object({
    documentTitle: z.string(),
    domain: z.string(),
    url: z.string(),
    publicationDate: z.string().nullable(),
    firstAcquisitionDate: z.string(),
  }),
}) satisfies z.ZodType<NotificationDocument>;

/** The NOTIFY payload of `newsdesk_collection_matched` (CollectionMatchesAnnounced), checked before use. */
export const announcementSchema = z.object({
  collectionId: z.string().uuid(),
  documentIds: z.array(z.string().uuid()).min(1).max(1000),
});
