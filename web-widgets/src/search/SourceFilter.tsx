import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FilterDisclosure } from './FilterDisclosure';
import { formatCount } from './format';
import type { SourceFilterStore } from './source-filter.store';
import './SourceFilter.css';

export interface SourceFilterProps {
  store: SourceFilterStore;
  selected: readonly string[];
  onToggle: (domain: string) => void;
  /** Stories and tests show the open list. */
  defaultOpen?: boolean;
}

/**
 * The Sources filter: every domain of the index with its documents, narrowed by typing (ADR 0020).
 * Like the other filters a disclosure button opening a group of checkboxes; the chosen sources
 * stay at the top whatever is typed. Escape closes and returns to the button.
 */
export const SourceFilter = observer(function SourceFilter({ store, selected, onToggle, defaultOpen = false }: SourceFilterProps) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const label = t('filters.sources');
  const shown = store.shown(selected);

  return (
    <FilterDisclosure label={label} chosen={selected.length} defaultOpen={defaultOpen} onOpen={store.open} className="nd-source-filter">
      <label htmlFor={`${id}-find`} className="nd-visually-hidden">
        {t('filters.findSource')}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        className="nd-search-date nd-source-filter__find"
        placeholder={t('filters.findSource')}
        autoComplete="off"
        spellCheck={false}
        value={store.text}
        onChange={(event) => store.setText(event.target.value)}
      />
      <fieldset className="nd-multi__fieldset" aria-busy={store.loading}>
        <legend className="nd-visually-hidden">{label}</legend>
        {store.failed && <p className="nd-multi__empty">{t('filters.sourcesFailed')}</p>}
        {!store.failed && store.loaded && shown.length === 0 && <p className="nd-multi__empty">{t('filters.noSources')}</p>}
        {shown.map((source) => (
          <label key={source.domain} className="nd-multi__option">
            <input type="checkbox" checked={selected.includes(source.domain)} onChange={() => onToggle(source.domain)} />
            <span>{source.name === source.domain ? source.domain : `${source.name} (${source.domain})`}</span>
            {source.documents >= 0 && (
              <span className="nd-suggestion__count">
                {t('suggestions.documents', { count: source.documents, formatted: formatCount(source.documents, language) })}
              </span>
            )}
          </label>
        ))}
      </fieldset>
    </FilterDisclosure>
  );
});
