import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { Icon } from '../ui/icons';
import type { ChipListStore } from './chip-list.store';
import './CollectionControls.css';

export interface ChipInputProps {
  chips: ChipListStore;
  label: string;
  placeholder: string;
  /** Messages about this field (invalid chips, pending text) from the form; shown under it. */
  messages: string[];
}

/**
 * A field of chips (spec §3 "E-mail chip: value and an error flag"): Enter or a comma turns the
 * text into a chip, Backspace in the empty input removes the last one, invalid chips are flagged.
 */
export const ChipInput = observer(function ChipInput({ chips, label, placeholder, messages }: ChipInputProps) {
  const { t } = useTranslation('collections');
  const id = useId();
  const invalid = messages.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      chips.commitDraft();
    } else if (event.key === 'Backspace' && event.currentTarget.value === '') {
      chips.removeLast();
    }
  };

  return (
    <div className="nd-coll-field">
      <label htmlFor={`${id}-input`} className="nd-coll-field__label">
        {label}
      </label>
      <div className={invalid ? 'nd-chips nd-chips--invalid' : 'nd-chips'}>
        {chips.chips.length > 0 && (
          <ul className="nd-chips__list" aria-label={t('chips.list', { label })}>
            {chips.chips.map((chip, index) => (
              <li
                key={chip.value}
                className={chip.problem ? 'nd-chip nd-chip--invalid' : 'nd-chip'}
                aria-invalid={chip.problem ? true : undefined}
              >
                {chip.problem && <Icon name="warning" size={14} className="nd-chip__icon" />}
                <span>
                  {chip.value}
                  {chip.problem && <span className="nd-visually-hidden"> {t('chips.invalid')}</span>}
                  {chip.checking && <span className="nd-visually-hidden"> {t('chips.checking')}</span>}
                </span>
                <button
                  type="button"
                  className="nd-chip__remove"
                  aria-label={t('chips.remove', { value: chip.value })}
                  onClick={() => chips.remove(index)}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className="nd-chips__input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-messages` : ''}`}
          value={chips.draft}
          onChange={(event) => chips.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={`${id}-hint`} className="nd-coll-field__hint">
        {t('chips.hint')}
      </p>
      <ul id={`${id}-messages`} className="nd-coll-field__errors" hidden={!invalid}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
});

/** A message of the editor's problem list, translated (server codes or the editor's own keys). */
export const useProblemText = () => {
  const { t } = useTranslation('collections');
  return (problem: { key: string; message: string; values: Record<string, string | number> }) =>
    problem.key.startsWith('errors:')
      ? t(errorKey(problem.key.slice('errors:'.length)), { ...problem.values, defaultValue: problem.message })
      : t(problem.key, { ...problem.values, defaultValue: problem.message });
};
