import type { DocumentRecord } from '../documents/document.ports';
import { aDocumentRecord } from './documents.contract';

export interface NewDocumentRecordOptions {
  title?: string;
  body?: string;
  /** Published and found at this time; without it, the dates of aDocumentRecord. */
  at?: Date;
}

/**
 * A document record as ingestion stores one it has just found: an id and a content hash of its own
 * (no other record of a test is its duplicate), `title` and `body` as given, published and found
 * `at`. The entities are aDocumentRecord's (Swiss National Bank, Zurich).
 */
export const aNewDocumentRecord = ({ title, body, at }: NewDocumentRecordOptions = {}): DocumentRecord => {
  // a random id, not aUuid's counter: these records go to databases that outlive one test module
  const record = aDocumentRecord({ id: crypto.randomUUID() }, body);
  const when = at?.toISOString();
  return {
    ...record,
    document: {
      ...record.document,
      ...(title === undefined ? {} : { documentTitle: title }),
      ...(when === undefined ? {} : { publicationDate: when, firstAcquisitionDate: when }),
    },
    contentHash: record.id.replace(/-/g, '').slice(0, 16),
  };
};
