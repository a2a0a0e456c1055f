import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { compareTopicsForReader, topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { errorKey } from '../api/error-message';
import { MultiSelect } from './MultiSelect';
import { SourceFilter } from './SourceFilter';
import type { SearchStore } from './search.store';
import { LANGUAGE_FILTERS, RELATIVE_TIME_FRAMES, SORTS, type RelativeTimeFrame } from './search.types';

const sortKey = (sort: { field: string; direction: string }) => `${sort.field}-${sort.direction}`;

/** Time frame (with a custom range), sort, sources / topics / languages, exact matches only. */
export const SearchFilters = observer(function SearchFilters({ store }: { store: SearchStore }) {
  const { t, i18n } = useTranslation('search');
  const reader = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const { params } = store;
  const custom = store.timeFrameChoice === 'custom';

  return (
    <div role="group" aria-label={t('filters.label')} className="nd-search-filters">
      <div className="nd-search-field">
        <label htmlFor={`${id}-time`}>{t('filters.timeFrame')}</label>
        <select
          id={`${id}-time`}
          className="nd-search-select"
          value={store.timeFrameChoice}
          onChange={(event) => store.setTimeFrame(event.target.value as RelativeTimeFrame | 'custom')}
        >
          {[...RELATIVE_TIME_FRAMES, 'custom' as const].map((frame) => (
            <option key={frame} value={frame}>
              {t(`filters.timeFrames.${frame}`)}
            </option>
          ))}
        </select>
      </div>
      {custom && (
        <>
          <div className="nd-search-field">
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              className="nd-search-date"
              value={store.customFrom}
              max={store.customTo || undefined}
              aria-invalid={store.customRangeInvalid || undefined}
              aria-describedby={store.customRangeInvalid ? `${id}-range-error` : undefined}
              onChange={(event) => store.setCustomRange(event.target.value, store.customTo)}
            />
          </div>
          <div className="nd-search-field">
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              className="nd-search-date"
              value={store.customTo}
              min={store.customFrom || undefined}
              aria-invalid={store.customRangeInvalid || undefined}
              aria-describedby={store.customRangeInvalid ? `${id}-range-error` : undefined}
              onChange={(event) => store.setCustomRange(store.customFrom, event.target.value)}
            />
          </div>
        </>
      )}
      <div className="nd-search-field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select
          id={`${id}-sort`}
          className="nd-search-select"
          value={sortKey(params.sort)}
          onChange={(event) => {
            const sort = SORTS.find((s) => sortKey(s) === event.target.value);
            if (sort) store.setSort(sort);
          }}
        >
          {SORTS.map((sort) => (
            <option key={sortKey(sort)} value={sortKey(sort)}>
              {t(`filters.sorts.${sortKey(sort)}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="nd-search-filters__multi">
        <SourceFilter store={store.sourceFilter} selected={params.filters.domains} onToggle={store.toggleSource} />
        <MultiSelect
          label={t('filters.topics')}
          options={[...store.filterOptions.topics]
            .sort(compareTopicsForReader(reader))
            .map((topic) => ({ value: topic.id, label: topicDisplayName(topic, reader) }))}
          selected={params.filters.topics}
          onToggle={store.toggleTopic}
        />
        <MultiSelect
          label={t('filters.languages')}
          options={LANGUAGE_FILTERS.map((language) => ({ value: language, label: t(`languageNames.${language}`) }))}
          selected={params.filters.languages}
          onToggle={(value) => store.toggleLanguage(value as (typeof LANGUAGE_FILTERS)[number])}
        />
      </div>
      <div className="nd-search-switch">
        <button
          type="button"
          role="switch"
          id={`${id}-exact`}
          aria-checked={params.exactMatchesOnly}
          aria-labelledby={`${id}-exact-label`}
          className="nd-search-switch__track"
          onClick={() => store.setExactMatchesOnly(!params.exactMatchesOnly)}
        >
          <span className="nd-search-switch__thumb" aria-hidden="true" />
        </button>
        <span
          id={`${id}-exact-label`}
          className="nd-search-switch__label"
          onClick={() => store.setExactMatchesOnly(!params.exactMatchesOnly)}
        >
          {t('filters.exactMatches')}
        </span>
      </div>
      {store.customRangeInvalid && (
        <p id={`${id}-range-error`} role="alert" className="nd-search-filters__error">
          {t(errorKey('search.invalid_time_frame'), { defaultValue: 'The start of the time frame must be before its end.' })}
        </p>
      )}
      {store.filterOptionsFailed && <p className="nd-search-filters__note">{t('filters.optionsFailed')}</p>}
    </div>
  );
});
