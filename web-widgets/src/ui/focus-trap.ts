import { useEffect, type RefObject } from 'react';
import { activeElementNear } from './dialog-focus';

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one focus trap of the widget kit (Dialog, the document viewer): Tab from the last control
 * goes to the first and Shift+Tab from the first (or from the dialog itself) to the last; with
 * nothing to focus, Tab stays put. Shadow-root safe (activeElementNear), for the embeds.
 */
export const keepTabInside = (event: { key: string; shiftKey: boolean; preventDefault(): void }, dialog: HTMLElement | null): void => {
  if (event.key !== 'Tab' || !dialog) return;
  const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = activeElementNear(dialog);
  if (event.shiftKey && (current === first || current === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * While open, the dialog itself has focus first (screen readers start with its title, not a
 * button); on close, focus goes back to the control that opened it, if it is still there.
 */
export const useFocusWhileOpen = (ref: RefObject<HTMLElement | null>, open: boolean): void => {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, ref]);
};
