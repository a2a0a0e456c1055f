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

interface RangeDateProps {
  id: string;
  label: string;
  value: string;
  /** The other end of the range: a day picker offers no day past it. */
  bounds: { min?: string | undefined; max?: string | undefined };
  /** Set while the range is invalid: the field is flagged and described by that message. */
  errorId: string | undefined;
  onChange(value: string): void;
}

/** One end (from or to) of the custom time frame. */
const RangeDate = ({ id, label, value, bounds, errorId, onChange }: RangeDateProps) => (
  <div className="nd-search-field">
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      type="date"
      className="nd-search-date"
      value={value}
      min={bounds.min}
      max={bounds.max}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);

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
          <RangeDate
            id={`${id}-from`}
            label={t('filters.from')}
            value={store.customFrom}
            bounds={{ max: store.customTo || undefined }}
            errorId={store.customRangeInvalid ? `${id}-range-error` : undefined}
            onChange={(from) => store.setCustomRange(from, store.customTo)}
          />
          <RangeDate
            id={`${id}-to`}
            label={t('filters.to')}
            value={store.customTo}
            bounds={{ min: store.customFrom || undefined }}
            errorId={store.customRangeInvalid ? `${id}-range-error` : undefined}
            onChange={(to) => store.setCustomRange(store.customFrom, to)}
          />
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
