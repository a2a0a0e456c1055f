import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
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
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    if (!open) return;
    store.open();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, store]);

  const label = t('filters.sources');
  const summary = selected.length > 0 ? t('filters.selected', { label, count: selected.length }) : label;
  const shown = store.shown(selected);

  return (
    <div
      ref={rootRef}
      className="nd-multi nd-source-filter"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={selected.length > 0 ? 'nd-multi__button nd-multi__button--active' : 'nd-multi__button'}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {summary}
        <Icon name="chevron-right" size={16} className={open ? 'nd-multi__chevron nd-multi__chevron--open' : 'nd-multi__chevron'} />
      </button>
      <div id={`${id}-panel`} className="nd-multi__panel" hidden={!open}>
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
      </div>
    </div>
  );
});
