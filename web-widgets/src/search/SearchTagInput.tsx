import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { Icon } from '../ui/icons';
import { SUGGESTIONS_FAILED } from './search-error';
import { formatCount } from './format';
import type { SearchStore } from './search.store';
import { OPERATORS } from './search.types';
import { Button } from '../ui/Button';

/**
 * The search field: tags as removable chips, an input following the ARIA combobox pattern with
 * a listbox of suggestions, and buttons for the operators AND / OR / NOT.
 */
export const SearchTagInput = observer(function SearchTagInput({ store }: { store: SearchStore }) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = store.suggestions;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The server names the term it refused (details.term): that chip is marked.
  const refused = store.error && !store.error.retryable ? store.error.values['term'] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        store.commitDraft();
        break;
      case 'Escape':
        if (suggestions.expanded) {
          event.preventDefault();
          suggestions.close();
        }
        break;
      case 'Backspace':
        if (event.currentTarget.value === '') store.removeLastTag();
        break;
      default:
        break;
    }
  };

  const focusInput = () => inputRef.current?.focus();

  return (
    <div className="nd-tag-input">
      <label htmlFor={`${id}-input`} className="nd-visually-hidden">
        {t('input.label')}
      </label>
      {/* Clicking the field's empty space focuses the input, as in a single text box. */}
      <div
        className="nd-tag-input__field"
        onMouseDown={(event) => event.target === event.currentTarget && (event.preventDefault(), focusInput())}
      >
        <Icon name="search" className="nd-tag-input__icon" />
        {store.tags.length > 0 && (
          <ul className="nd-tag-input__tags" aria-label={t('tags.label')}>
            {store.tags.map((tag, index) => {
              const operator = tag.type === 'operator';
              const invalid = !operator && refused === tag.name;
              const classes = ['nd-tag', operator ? 'nd-tag--operator' : '', invalid ? 'nd-tag--invalid' : ''].filter(Boolean).join(' ');
              return (
                <li key={`${index}-${tag.name}`} className={classes}>
                  <span className="nd-tag__name">
                    {operator ? <span className="nd-visually-hidden">{t('tags.operator', { name: '' })}</span> : null}
                    {tag.name}
                    {invalid ? <span className="nd-visually-hidden"> {t('tags.invalid')}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="nd-tag__remove"
                    aria-label={t('tags.remove', { name: operator ? t('tags.operator', { name: tag.name }) : tag.name })}
                    onClick={() => {
                      store.removeTag(index);
                      focusInput();
                    }}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="nd-tag-input__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={suggestions.expanded}
          aria-controls={listId}
          aria-activedescendant={suggestions.expanded && suggestions.activeIndex >= 0 ? optionId(suggestions.activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={store.tags.length === 0 ? t('input.placeholder') : undefined}
          value={suggestions.text}
          onChange={(event) => store.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => suggestions.close()}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={t('suggestions.label')} className="nd-tag-input__listbox" hidden={!suggestions.expanded}>
        {suggestions.expanded &&
          suggestions.items.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === suggestions.activeIndex}
              className={index === suggestions.activeIndex ? 'nd-suggestion nd-suggestion--active' : 'nd-suggestion'}
              // mousedown would blur the input and close the list before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => suggestions.highlight(index)}
              onClick={() => store.addSuggestion(suggestion)}
            >
              <span className="nd-suggestion__name">{suggestion.name}</span>
              <span className={`nd-suggestion__kind nd-suggestion__kind--${suggestion.kind}`}>
                {t(`kinds.${suggestion.kind}`, { defaultValue: suggestion.kind })}
              </span>
              {/* the typed phrase is not counted: it is searched when picked */}
              {suggestion.kind !== 'phrase' && (
                <span className="nd-suggestion__count">
                  {t('suggestions.documents', { count: suggestion.documents, formatted: formatCount(suggestion.documents, language) })}
                </span>
              )}
            </li>
          ))}
      </ul>
      <div className="nd-tag-input__footer">
        <p id={`${id}-hint`} className="nd-tag-input__hint">
          {t('input.hint')}
        </p>
        <div role="group" aria-label={t('operators.label')} className="nd-tag-input__operators">
          {OPERATORS.map((operator) => (
            <Button
              size="small"
              className="nd-search-operator"
              key={operator}
              aria-label={t('operators.add', { operator })}
              onClick={() => {
                store.addOperator(operator);
                focusInput();
              }}
            >
              {operator}
            </Button>
          ))}
        </div>
      </div>
      <p role="status" className={suggestions.failed ? 'nd-tag-input__error' : 'nd-visually-hidden'}>
        {suggestions.failed ? t(errorKey(SUGGESTIONS_FAILED.code), { defaultValue: SUGGESTIONS_FAILED.message }) : ''}
      </p>
    </div>
  );
});
