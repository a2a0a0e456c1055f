/**
 * The newsroom's keyboard shortcuts (docs/decisions/0019-dark-mode-and-shortcuts.md, the user
 * guide's "Keyboard shortcuts"): one table for the bindings, the help dialog and the docs, and the
 * rule that keeps them out of the reader's way while typing.
 */
export type ShortcutAction = 'focusSearch' | 'next' | 'previous' | 'openOriginal' | 'share' | 'close' | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** What the help dialog shows on the key caps. */
  keys: readonly string[];
  /**
   * tinykeys binding. `[Shift]` where a layout needs Shift for the character: `/` is Shift+7 on a
   * German keyboard and `?` is Shift+/ or Shift+ß, so the character, not the key, counts.
   */
  binding: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'focusSearch', keys: ['/'], binding: '[Shift]+/' },
  { action: 'next', keys: ['j'], binding: 'j' },
  { action: 'previous', keys: ['k'], binding: 'k' },
  { action: 'openOriginal', keys: ['o'], binding: 'o' },
  { action: 'share', keys: ['s'], binding: 's' },
  { action: 'close', keys: ['Esc'], binding: 'Escape' },
  { action: 'help', keys: ['?'], binding: '[Shift]+?' },
];

/** The plain shape of an event target the rule looks at (an Element satisfies it). */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  readOnly?: boolean;
}

/** Input types where a key press is not typing (a letter on a checkbox means nothing to it). */
const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Is the reader typing? Then no letter may be taken for a shortcut. */
export const isTypingTarget = (target: KeyTarget | null | undefined): boolean => {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NOT_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
};

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  target: KeyTarget | null;
}

/**
 * Shortcuts never fire with Ctrl, Cmd or Alt (those belong to the browser and the system), during
 * an IME composition, on key repeat, or while typing in a field.
 */
export const ignoresShortcut = (press: KeyPress): boolean =>
  press.ctrlKey || press.metaKey || press.altKey || Boolean(press.isComposing) || Boolean(press.repeat) || isTypingTarget(press.target);
