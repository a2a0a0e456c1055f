import type { ButtonHTMLAttributes, Ref } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'quiet-danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * primary: the one main action; secondary: the others; danger: a destructive confirm; ghost: quiet,
   * inside lists; quiet-danger: a row's delete, which only asks (ConfirmDialog does the deleting).
   */
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** The action is running: announced (aria-busy) and not pressed twice. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The widgets' one button. `type="button"` unless told otherwise, so a button inside a form never
 * submits it by accident; the accessible name is the caller's children or aria-label, untouched.
 */
export const Button = ({
  variant = 'secondary',
  size = 'medium',
  busy = false,
  type = 'button',
  className,
  disabled,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={['nd-btn', `nd-btn--${variant}`, size === 'small' ? 'nd-btn--small' : '', className ?? ''].filter(Boolean).join(' ')}
    disabled={disabled === true || busy}
    aria-busy={busy || undefined}
    {...rest}
  />
);
