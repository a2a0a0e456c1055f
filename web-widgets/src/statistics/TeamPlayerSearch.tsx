import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import type { TeamSearchStore } from './team-search.store';
import './StatisticsSearch.css';

/** Team and player search (POST /api/sports/statistics/search) as an ARIA combobox; a pick opens its panel. */
export const TeamPlayerSearch = observer(function TeamPlayerSearch({ search }: { search: TeamSearchStore }) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = search.expanded;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        search.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        search.chooseActive();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          search.close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="nd-stats-search">
      <label htmlFor={`${id}-input`} className="nd-visually-hidden">
        {t('search.label')}
      </label>
      <div className="nd-stats-search__field">
        <Icon name="search" size={18} className="nd-stats-search__icon" />
        <input
          id={`${id}-input`}
          className="nd-stats-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && search.activeIndex >= 0 ? optionId(search.activeIndex) : undefined}
          placeholder={t('search.placeholder')}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => search.close()}
          onFocus={search.reopen}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className="nd-stats-search__list"
        hidden={!expanded || search.hits.length === 0}
      >
        {expanded &&
          search.hits.map((hit, index) => (
            <li
              key={`${hit.type}:${hit.id}:${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === search.activeIndex}
              className={index === search.activeIndex ? 'nd-stats-option nd-stats-option--active' : 'nd-stats-option'}
              // mousedown would blur the input and close the list before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => search.highlight(index)}
              onClick={() => search.choose(hit)}
            >
              <span className="nd-stats-option__name">{hit.name}</span>
              <span className="nd-stats-option__detail">
                {t(`search.kind.${hit.type}`)} · {t(`sports.${hit.sport}`)}
                {hit.detail ? ` · ${hit.detail}` : ''}
              </span>
            </li>
          ))}
      </ul>
      <p role="status" className={expanded && search.hits.length === 0 ? 'nd-stats-search__message' : 'nd-visually-hidden'}>
        {expanded && search.status === 'loading' && search.hits.length === 0 ? t('search.searching') : ''}
        {expanded && search.status === 'ready' && search.hits.length === 0 ? t('search.nothing') : ''}
        {expanded && search.status === 'error' ? t('errors.sports.fetch_teams_failed') : ''}
        {expanded && search.status === 'ready' && search.hits.length > 0 ? t('search.count', { count: search.hits.length }) : ''}
      </p>
    </div>
  );
});
