import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { Icon } from '../ui/icons';
import { formatCount } from './format';
import { Pagination } from './Pagination';
import { ResultCard } from './ResultCard';
import type { SearchStore } from './search.store';
import type { ViewMode } from './search.types';
import './SearchResults.css';
import { Button } from '../ui/Button';
import { PressedButtons } from '../ui/PressedButtons';

export interface SearchResultsProps {
  store: SearchStore;
  onOpenDocument: (id: string) => void;
}

const VIEW_MODES: readonly ViewMode[] = ['list', 'grid'];

/** Count, warning, list or grid of hits, pages; or the idle, loading, empty and error states. */
export const SearchResults = observer(function SearchResults({ store, onOpenDocument }: SearchResultsProps) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const loading = store.status === 'loading';
  const showHits = store.result !== null && store.hits.length > 0;
  const countText =
    store.result === null || store.status === 'error'
      ? ''
      : store.moreThan10000
        ? t('results.countOver', { formatted: formatCount(10_000, language) })
        : t('results.count', { count: store.total, formatted: formatCount(store.total, language) });

  return (
    <section className="nd-results" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <div className="nd-results__header">
        <h2 id={`${id}-heading`} className="nd-visually-hidden">
          {t('results.heading')}
        </h2>
        <p role="status" className="nd-results__count">
          {loading && store.result === null ? t('results.loading') : countText}
        </p>
        {store.csvExportHref && store.status !== 'error' && (
          <a className="nd-results__view nd-results__export" href={store.csvExportHref} download>
            {t('results.exportCsv')}
          </a>
        )}
        <PressedButtons
          label={t('view.label')}
          className="nd-results__views"
          buttonClassName="nd-results__view"
          choices={VIEW_MODES.map((mode) => ({ value: mode, label: t(`view.${mode}`) }))}
          chosen={store.viewMode}
          onChoose={(mode) => store.setViewMode(mode)}
        />
      </div>
      {store.moreThan10000 && store.status !== 'error' && (
        <p className="nd-results__warning">
          <Icon name="warning" size={18} />
          <span>{t('results.tooMany')}</span>
        </p>
      )}
      {store.status === 'idle' && <p className="nd-results__placeholder">{t('results.idle')}</p>}
      {loading && store.result === null && (
        <ul className={`nd-results__list nd-results__list--${store.viewMode}`} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="nd-result nd-result--skeleton">
              <div className="nd-result__card">
                <span className="nd-skeleton nd-skeleton--title" />
                <span className="nd-skeleton nd-skeleton--meta" />
                <span className="nd-skeleton nd-skeleton--line" />
                <span className="nd-skeleton nd-skeleton--line" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {store.status === 'error' && store.error && (
        <div role="alert" className="nd-results__error">
          <p className="nd-results__error-text">
            {t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message })}
          </p>
          {store.error.code === 'search.more_than_one_term' && <p>{t('results.useSuggestions')}</p>}
          {store.error.retryable && <Button onClick={() => void store.retry()}>{t('results.retry')}</Button>}
        </div>
      )}
      {store.isEmpty && <p className="nd-results__empty">{t('results.empty')}</p>}
      {showHits && (
        <ol className={`nd-results__list nd-results__list--${store.viewMode}`}>
          {store.hits.map((hit) => (
            <ResultCard key={hit.document.id} store={store} hit={hit} onOpenDocument={onOpenDocument} />
          ))}
        </ol>
      )}
      {store.result !== null && store.status !== 'error' && <Pagination store={store} />}
    </section>
  );
});
