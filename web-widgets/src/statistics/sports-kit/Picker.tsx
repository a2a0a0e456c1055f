import { useId } from 'react';
import '../StatisticsControls.css';

export interface PickerProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select (season, discipline, round); the label stays visible above it. */
export const Picker = ({ label, value, options, onChange }: PickerProps) => {
  const id = useId();
  return (
    <div className="nd-stats-field">
      <label htmlFor={id} className="nd-stats-field__label">
        {label}
      </label>
      <select id={id} className="nd-stats-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
