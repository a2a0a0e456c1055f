import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { aNewDocumentRecord } from '@newsdesk/core/testing/new-document-record.mother';

const HOUR = 3_600_000;

/** That many hours before now. */
export const hoursAgo = (hours: number): Date => new Date(Date.now() - hours * HOUR);

/**
 * A story as the crawler stores it for a browser test: its title and body, published and found
 * `at`, no annex; the entities are aDocumentRecord's unless the test sets its own.
 */
export const aStory = (title: string, body: string, at: Date): DocumentRecord => {
  const record = aNewDocumentRecord({ title, body, at });
  return { ...record, document: { ...record.document, associatedText: [] } };
};
