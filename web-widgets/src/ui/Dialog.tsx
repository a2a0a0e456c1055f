import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useFocusKeptInside } from './dialog-focus';
import { keepTabInside, useFocusWhileOpen } from './focus-trap';
import { Icon } from './icons';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'medium' | 'large';
}

/**
 * Modal dialog rendered in place (not portalled) so it stays inside .nd-root and keeps the
 * theme. Focus moves in on open, is trapped while open, stays inside when the control that had
 * it is disabled or replaced (dialog-focus.ts) and goes back to the opener on close.
 */
export const Dialog = ({ open, onClose, title, closeLabel, children, footer, size = 'medium' }: DialogProps) => {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useFocusWhileOpen(dialogRef, open);

  useFocusKeptInside(dialogRef, open, onClose);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  return (
    <div
      className="nd-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`nd-dialog nd-dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        <header className="nd-dialog__header">
          <h2 id={titleId} className="nd-dialog__title">
            {title}
          </h2>
          <button type="button" className="nd-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="nd-dialog__body">{children}</div>
        {footer && <footer className="nd-dialog__footer">{footer}</footer>}
      </div>
    </div>
  );
};
