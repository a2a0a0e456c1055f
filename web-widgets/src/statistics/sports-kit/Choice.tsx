import { useId } from 'react';

export interface ChoiceProps<V extends string> {
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}

/**
 * A small exclusive switch (ATP / WTA, drivers / teams, men / women). Native radios in a
 * fieldset: arrow keys move between options and screen readers announce "1 of 2" for free.
 */
export const Choice = <V extends string>({ legend, value, options, onChange, disabled = false }: ChoiceProps<V>) => {
  const name = useId();
  return (
    <fieldset className="nd-sports-choice" disabled={disabled}>
      <legend className="nd-sports-choice__legend">{legend}</legend>
      <div className="nd-sports-choice__options">
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? 'nd-sports-choice__option nd-sports-choice__option--on' : 'nd-sports-choice__option'}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
