import type { NewsDocument } from '../documents/document.types';

export interface BareDocumentOptions {
  title?: string;
  /** When the crawler found it (ISO time); the document has no publication date of its own. */
  acquiredAt?: string;
}

/**
 * A document as percolation and the alert volume preview read it: a body (and a title) on nzz.ch,
 * no entities, no publication date, a story of its own. `overrides` replace whole fields
 * (a wire copy: `{ storyId: 'd1', isOriginal: false }`).
 */
export const aBareDocument = (
  id: string,
  body: string,
  { title = '', acquiredAt = '2026-11-22T11:50:00.000Z' }: BareDocumentOptions = {},
  overrides: Partial<NewsDocument> = {},
): NewsDocument => ({
  id,
  document: {
    publicationDate: null,
    firstAcquisitionDate: acquiredAt,
    domain: 'nzz.ch',
    documentTitle: title,
    documentBody: body,
    url: `https://nzz.ch/${id}`,
    associatedText: [],
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: 'en',
  storyId: id,
  isOriginal: true,
  ...overrides,
});
