import { z } from 'zod';
import { DOCUMENT_LANGUAGES, type NewsDocument } from '@newsdesk/core/documents/document.types';

/**
 * What the live socket sends about one document: enough for the bell's list (title, source,
 * dates, link). Bodies stay out: one message goes to thousands of sockets, and the viewer
 * loads the full document when it is opened.
 */
export interface NotificationDocument {
  id: string;
  storyId: string;
  language: NewsDocument['language'];
  document: Pick<NewsDocument['document'], 'documentTitle' | 'domain' | 'url' | 'publicationDate' | 'firstAcquisitionDate'>;
}

/** Server → browser: new documents of one collection (spec §7 "Live socket": documents and collectionName). */
export interface LiveNotificationMessage {
  collectionId: string;
  collectionName: string;
  documents: NotificationDocument[];
}

/** Browser → server keep-alive (spec §4: every 60 s) and its answer. */
export interface PingMessage {
  action: 'ping';
  data?: unknown;
}

/** Errors on the socket carry a stable code like HTTP errors do (STYLE: `{type:'error', code}`). */
export interface LiveErrorMessage {
  type: 'error';
  code: 'live.invalid_message';
}

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
});

/** The NOTIFY payload of `newsdesk_collection_matched` (CollectionMatchesAnnounced), checked before use. */
export const announcementSchema = z.object({
  collectionId: z.string().uuid(),
  documentIds: z.array(z.string().uuid()).min(1).max(1000),
});
