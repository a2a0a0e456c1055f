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
