import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { shownDate } from '@newsdesk/core/search/document-labels';
import { useLink } from '../provider/widget-context';
import type { DocumentViewerStore } from './document-viewer.store';
import { formatDateTime } from './format';

/** Spec §9: the related list scrolls in 300 px steps. */
export const RELATED_SCROLL_STEP = 300;

export const RelatedDocuments = observer(function RelatedDocuments({ store }: { store: DocumentViewerStore }) {
  const { t, i18n } = useTranslation('viewer');
  const Link = useLink();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy?.({ left: direction * RELATED_SCROLL_STEP, behavior: 'smooth' });
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className="nd-viewer__related" aria-labelledby={`${id}-title`}>
      <div className="nd-viewer__related-header">
        <h3 id={`${id}-title`} className="nd-viewer__section-title">
          {t('related.title')}
        </h3>
        {store.related.length > 0 && (
          <div className="nd-viewer__related-scroll">
            <button type="button" className="nd-viewer__icon-btn" aria-label={t('related.scrollLeft')} onClick={() => scroll(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="nd-viewer__icon-btn" aria-label={t('related.scrollRight')} onClick={() => scroll(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {store.related.length === 0 ? (
        <p className="nd-viewer__muted">{t('related.none')}</p>
      ) : (
        <ul ref={list} className="nd-viewer__related-list">
          {store.related.map((doc) => (
            <li key={doc.id} className="nd-viewer__card">
              <Link to={`/search?docId=${encodeURIComponent(doc.id)}`} className="nd-viewer__card-link">
                <span className="nd-viewer__card-title">{doc.document.documentTitle}</span>
                <span className="nd-viewer__card-meta">
                  {doc.document.domain} · {formatDateTime(shownDate(doc), language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
