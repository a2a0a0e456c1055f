import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { shownDate } from '@newsdesk/core/search/document-labels';
import { formatDateTime } from '../document-viewer/format';
import type { FeedDocument } from './dashboard-cache';
import './CollectionDocumentsList.css';

export interface DocumentLinksProps {
  /** Full documents (collections page) or the card fields only (the dashboard's cache). */
  documents: FeedDocument[];
  onOpenDocument: (id: string) => void;
  /** Accessible name of the list, e.g. "Latest documents of Inflation". */
  label: string;
}

/** A short list of documents: title (opens the DocumentViewer), source and date. */
export const DocumentLinks = observer(function DocumentLinks({ documents, onOpenDocument, label }: DocumentLinksProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ol className="nd-coll-docs" aria-label={label}>
      {documents.map((doc) => {
        // shownDate reads only the publication and first acquisition dates, which a card document has.
        const date = shownDate(doc as NewsDocument);
        return (
          <li key={doc.id} className="nd-coll-doc" lang={doc.language === 'other' ? undefined : doc.language}>
            <button type="button" className="nd-coll-doc__title" onClick={() => onOpenDocument(doc.id)}>
              {doc.document.documentTitle}
            </button>
            <span className="nd-coll-doc__meta">
              {doc.document.domain && <span>{doc.document.domain}</span>}
              <time dateTime={date}>{formatDateTime(date, language)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
});
