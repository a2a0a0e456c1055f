import { useId } from 'react';
import './StatisticsControls.css';

export interface SegmentedProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/**
 * A small exclusive switch of two or three choices (upcoming / all, ATP / WTA, drivers / teams):
 * native radios in a fieldset, drawn as one control. Arrow keys move between options and screen
 * readers announce "1 of 2" for free.
 */
export const Segmented = <T extends string>({ legend, value, options, onChange, disabled = false }: SegmentedProps<T>) => {
  const name = useId();
  return (
    <fieldset className="nd-stats-segmented" disabled={disabled}>
      <legend className="nd-stats-field__label">{legend}</legend>
      <div className="nd-stats-segmented__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={option.value === value ? 'nd-stats-segmented__option nd-stats-segmented__option--on' : 'nd-stats-segmented__option'}
          >
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
