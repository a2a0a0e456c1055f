import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { formatDateTime, highlighted } from '../document-viewer/format';
import { snippet } from './snippet';
import type { SearchStore } from './search.store';
import type { SearchHit } from './search.types';

export interface ResultCardProps {
  store: SearchStore;
  hit: SearchHit;
  onOpenDocument: (id: string) => void;
}

/** One hit: title (opens the document), source, date, labels, a highlighted snippet, copies. */
export const ResultCard = observer(function ResultCard({ store, hit, onOpenDocument }: ResultCardProps) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const doc = hit.document;
  const label = store.label(doc);
  const topic = store.topic(doc);
  const date = store.shownDate(doc);
  const excerpt = snippet(doc.document.documentBody, hit.highlights.body);

  return (
    <li className="nd-result">
      <article className="nd-result__card" lang={doc.language === 'other' ? undefined : doc.language}>
        {(label || topic) && (
          <div className="nd-result__badges">
            {label && <span className={`nd-result__badge nd-result__badge--${label}`}>{t(`labels.${label}`)}</span>}
            {topic && <span className="nd-result__badge nd-result__badge--topic">{topicDisplayName(topic, language)}</span>}
          </div>
        )}
        <h3 className="nd-result__heading">
          <button type="button" className="nd-result__title" onClick={() => onOpenDocument(doc.id)}>
            {highlighted(doc.document.documentTitle, hit.highlights.title)}
          </button>
        </h3>
        <p className="nd-result__meta">
          {doc.document.domain && <span className="nd-result__source">{doc.document.domain}</span>}
          <time dateTime={date}>{formatDateTime(date, language)}</time>
        </p>
        {excerpt.text && (
          <p className="nd-result__snippet">
            {excerpt.cutStart && '… '}
            {highlighted(excerpt.text, excerpt.ranges)}
            {excerpt.cutEnd && ' …'}
          </p>
        )}
        {hit.copies > 0 && (
          <p className="nd-result__copies" title={t('results.copiesTitle')}>
            {t('results.copies', { count: hit.copies })}
          </p>
        )}
      </article>
    </li>
  );
});
