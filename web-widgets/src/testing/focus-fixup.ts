type Disableable = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Browsers move focus to <body> when the focused control becomes disabled (HTML's "focus fixup
 * rule"); jsdom leaves it on the disabled control. Tests of focus after a save or an error
 * follow the browser with this, so they see the fault a user meets. Returns the undo.
 */
export const followBrowserFocusFixup = (): (() => void) => {
  const observer = new MutationObserver(() => {
    const active = document.activeElement as Disableable | null;
    if (!active || !('disabled' in active) || !active.disabled) return;
    // jsdom's blur() ignores an element that is not focusable any more: enable it for the blur
    active.disabled = false;
    active.blur();
    active.disabled = true;
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
};

/**
 * Makes one method of a fake answer after a delay, as a server does: the widget then renders
 * its pending state (a disabled button), which an instant fake answer skips. Returns the undo.
 */
export const answerSlowly = <T extends object, K extends keyof T>(target: T, method: K, ms = 40): (() => void) => {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${String(method)} is not a method`);
  target[method] = (async (...args: unknown[]) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return (original as (...a: unknown[]) => unknown).apply(target, args);
  }) as T[K];
  return () => {
    target[method] = original;
  };
};

/** Focus is inside the dialog (on it or on one of its controls) and not on a disabled control. */
export const focusIsInside = (dialog: HTMLElement): boolean => {
  const active = document.activeElement;
  return active instanceof HTMLElement && dialog.contains(active) && !active.matches(':disabled');
};
