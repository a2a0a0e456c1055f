import type { NewsDocument } from '../documents/document.types';
import { CSV_EXPORT_LIMIT, csvPreamble, csvRecord, documentCsvFields } from './csv-export';

/** One page of documents to export, and whether another may follow. */
export interface ExportPage {
  documents: readonly NewsDocument[];
  hasMore: boolean;
}

/** Documents per page asked of the index: the largest search page (run-search.ts MAX_PAGE_SIZE). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * The CSV text of an export, one chunk per page, so a server can stream it without holding all
 * rows: the preamble, then up to `limit` documents, each id once (story folding on page edges
 * could otherwise repeat one). The first page is asked before anything is produced, so an
 * invalid search or a missing collection fails before a response starts.
 */
export const exportDocumentsCsv = async (
  pageOf: (page: number) => Promise<ExportPage>,
  limit = CSV_EXPORT_LIMIT,
): Promise<AsyncGenerator<string>> => {
  const first = await pageOf(1);
  async function* chunks(): AsyncGenerator<string> {
    yield csvPreamble();
    const seen = new Set<string>();
    let current: ExportPage = first;
    for (let page = 1; ; page++) {
      let text = '';
      for (const doc of current.documents) {
        if (seen.size >= limit) break;
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        text += csvRecord(documentCsvFields(doc));
      }
      if (text) yield text;
      if (!current.hasMore || seen.size >= limit) return;
      current = await pageOf(page + 1);
    }
  }
  return chunks();
};
