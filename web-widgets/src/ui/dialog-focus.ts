import { useEffect, useRef, type RefObject } from 'react';

/**
 * Inside a shadow root (the standalone embeds) document.activeElement is the shadow host, never
 * the focused control; the root the dialog lives in knows the real one.
 */
export const activeElementNear = (node: Node | null): Element | null => {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement;
};

const isDisabled = (element: Element) => element.matches(':disabled') || element.closest('[hidden], [inert]') !== null;

/** Focus that is on nothing, on the page's body, on a detached or a disabled control has left the dialog. */
const isLost = (dialog: HTMLElement): boolean => {
  const active = activeElementNear(dialog);
  if (!active || active === document.body || active === document.documentElement || !active.isConnected) return true;
  return dialog.contains(active) && active !== dialog && isDisabled(active);
};

/**
 * Where focus goes back to: the field at fault (aria-invalid, which points at its message with
 * aria-describedby), else a message that asks for focus (role=alert with tabindex=-1), else the
 * dialog itself — never the page behind it.
 */
const focusTarget = (dialog: HTMLElement): HTMLElement => {
  const invalid = [...dialog.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find((field) => !isDisabled(field));
  if (invalid) return invalid;
  const alert = [...dialog.querySelectorAll<HTMLElement>('[role="alert"][tabindex="-1"]')].find((message) => message.textContent?.trim());
  return alert ?? dialog;
};

/** Open dialogs, innermost last: Escape with focus on nothing closes only the innermost. */
const openDialogs: HTMLElement[] = [];

/**
 * Keeps focus inside an open modal dialog when the control that had it goes away: a Save button
 * disabled while saving, a form replaced by its loading state. Browsers then move focus to <body>
 * (the focus fixup rule) without a focusout the dialog could see, so its Escape key, listened to
 * on the dialog, stopped working and a screen reader lost its place. The dialog watches its own
 * content and puts focus back — on the field at fault once an error names one — and Escape
 * pressed while focus is on nothing still closes the innermost dialog.
 * Tests: web-widgets/src/ui/Dialog.test.tsx, the dialogs' own tests, app-shell/e2e/administration.e2e.test.ts.
 */
export const useFocusKeptInside = (ref: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void => {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    openDialogs.push(dialog);
    // set when the dialog took focus back: the next error may then move it on to the field at fault
    let recovered = false;
    let scheduled = false;

    const keepFocus = () => {
      scheduled = false;
      if (!dialog.isConnected) return;
      if (isLost(dialog)) {
        recovered = true;
        focusTarget(dialog).focus();
      } else if (recovered && activeElementNear(dialog) === dialog) {
        const target = focusTarget(dialog);
        if (target !== dialog) target.focus();
      }
    };
    const observer = new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      // after the render that caused it: React has finished the commit, the browser its fix-up
      queueMicrotask(keepFocus);
    });
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert', 'aria-invalid', 'aria-busy'],
      characterData: true,
    });

    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== dialog) recovered = false;
    };
    dialog.addEventListener('focusin', onFocusIn);

    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs.at(-1) !== dialog || !isLost(dialog)) return;
      event.preventDefault();
      escape.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, [open, ref]);
};
