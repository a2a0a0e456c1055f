import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/**
 * A keyboard-friendly multi-select: a disclosure button opening a group of checkboxes.
 * Tab moves through the boxes, Space ticks, Escape closes and returns to the button.
 */
export const MultiSelect = ({ label, options, selected, onToggle }: MultiSelectProps) => {
  const { t } = useTranslation('search');
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const summary = selected.length > 0 ? t('filters.selected', { label, count: selected.length }) : label;

  return (
    <div
      ref={rootRef}
      className="nd-multi"
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
        <fieldset className="nd-multi__fieldset">
          <legend className="nd-visually-hidden">{label}</legend>
          {options.length === 0 && <p className="nd-multi__empty">{t('filters.noOptions')}</p>}
          {options.map((option) => (
            <label key={option.value} className="nd-multi__option">
              <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
};
