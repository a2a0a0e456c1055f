import { useTranslation } from 'react-i18next';
import { FilterDisclosure } from './FilterDisclosure';

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
  return (
    <FilterDisclosure label={label} chosen={selected.length}>
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
    </FilterDisclosure>
  );
};
