import type { ReactNode } from 'react';

/** One button of the group: its value and its label (already translated, may hold markup). */
export interface PressedButtonChoice<T extends string> {
  value: T;
  label: ReactNode;
}

export interface PressedButtonsProps<T extends string> {
  /** Accessible name of the group (translated by the caller). */
  label: string;
  className: string;
  buttonClassName: string;
  choices: readonly PressedButtonChoice<T>[];
  chosen: T;
  onChoose(value: T): void;
}

/**
 * A row of toggle buttons of which one is pressed (list or grid, the language being edited):
 * aria-pressed tells a screen reader which. The labels come in ready-made so that an observer
 * around the caller tracks what they read.
 */
export const PressedButtons = <T extends string>({
  label,
  className,
  buttonClassName,
  choices,
  chosen,
  onChoose,
}: PressedButtonsProps<T>) => (
  <div role="group" aria-label={label} className={className}>
    {choices.map(({ value, label: text }) => (
      <button key={value} type="button" className={buttonClassName} aria-pressed={chosen === value} onClick={() => onChoose(value)}>
        {text}
      </button>
    ))}
  </div>
);
