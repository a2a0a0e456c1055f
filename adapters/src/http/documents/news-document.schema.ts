import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from '@newsdesk/core/documents/document.types';

const named = z.object({ name: z.string() });

/**
 * One news document as every route answers it (a document, a search hit, related documents and
 * documents by entity): core's NewsDocument, tied to it in search.wire.test.ts (ADR 0031).
 */
export const newsDocumentSchema = z.object({
  id: z.string(),
  document: z.object({
    publicationDate: z.string().nullable(),
    firstAcquisitionDate: z.string(),
    domain: z.string(),
    documentTitle: z.string(),
    documentBody: z.string(),
    url: z.string(),
    associatedText: z.array(z.string()),
  }),
  metadata: z.object({
    concepts: z.object({ organizations: z.array(named), persons: z.array(named), locations: z.array(named), categories: z.array(named) }),
  }),
  language: z.enum(DOCUMENT_LANGUAGES),
  storyId: z.string(),
  isOriginal: z.boolean(),
});

/** A list of documents: related documents, documents by entity. */
export const newsDocumentListSchema = z.object({ documents: z.array(newsDocumentSchema) });
