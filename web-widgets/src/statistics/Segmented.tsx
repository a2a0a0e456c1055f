import { useId } from 'react';

export interface SegmentedProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A small switch of two or three choices: native radios (arrow keys work), drawn as one control. */
export const Segmented = <T extends string>({ legend, value, options, onChange }: SegmentedProps<T>) => {
  const name = useId();
  return (
    <fieldset className="nd-stats-segmented">
      <legend className="nd-stats-field__label">{legend}</legend>
      <div className="nd-stats-segmented__options">
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? 'nd-stats-segmented__option nd-stats-segmented__option--on' : 'nd-stats-segmented__option'}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
