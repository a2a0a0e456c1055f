export { SHORTCUTS, ignoresShortcut, isTypingTarget } from './keyboard-shortcuts';
export type { KeyPress, KeyTarget, Shortcut, ShortcutAction } from './keyboard-shortcuts';
export { createShortcutHandler, usePageShortcuts } from './use-keyboard-shortcuts';
export type { ShortcutHandlers } from './use-keyboard-shortcuts';
export { ShortcutsHelp } from './ShortcutsHelp';
