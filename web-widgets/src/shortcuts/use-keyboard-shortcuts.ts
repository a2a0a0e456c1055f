import { useEffect, useRef } from 'react';
import { createKeybindingsHandler, tinykeys } from 'tinykeys';
import { ignoresShortcut, SHORTCUTS } from './keyboard-shortcuts';
import type { KeyPress, KeyTarget, ShortcutAction } from './keyboard-shortcuts';

/** A KeyboardEvent's fields are prototype getters: copy them into the rule's plain shape. */
const pressOf = (event: KeyboardEvent): KeyPress => ({
  key: event.key,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  altKey: event.altKey,
  repeat: event.repeat,
  isComposing: event.isComposing,
  target: event.target as KeyTarget | null,
});

/** A handler returns false when it had nothing to do, so the key keeps its normal meaning. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, (event: KeyboardEvent) => boolean | undefined>>;

/** The tinykeys map for some actions, behind the typing/modifier rule; a used key is consumed. */
export const shortcutBindings = (handlers: ShortcutHandlers, extraIgnore: (event: KeyboardEvent) => boolean = () => false) =>
  Object.fromEntries(
    SHORTCUTS.filter(({ action }) => handlers[action]).map(({ action, binding }) => [
      binding,
      (event: KeyboardEvent) => {
        if (ignoresShortcut(pressOf(event)) || extraIgnore(event)) return;
        if (handlers[action]?.(event) !== false) event.preventDefault();
      },
    ]),
  );

/** For a React onKeyDown inside a dialog: handles the native event, true when a shortcut was used. */
export const createShortcutHandler = (handlers: ShortcutHandlers) => {
  const run = createKeybindingsHandler(shortcutBindings(handlers), { ignore: () => false });
  return (event: KeyboardEvent): boolean => {
    run(event);
    return event.defaultPrevented;
  };
};

/** A modal dialog (the document viewer, the shortcuts list) owns the keys while it is open. */
export const isModalOpen = (event: KeyboardEvent): boolean => {
  const node = event.target as Node | null;
  const root = (node?.getRootNode?.() as Document | ShadowRoot | undefined) ?? document;
  return root.querySelector?.('[aria-modal="true"]') != null;
};

/**
 * Page-wide shortcuts on window while `enabled`, never while a modal dialog is open. Handlers are
 * read at key time, so passing new closures each render does not re-bind.
 */
export const usePageShortcuts = (handlers: ShortcutHandlers, enabled = true): void => {
  const latest = useRef(handlers);
  latest.current = handlers;
  const actions = Object.keys(handlers).sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-bind only when the set of actions changes
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const proxy: ShortcutHandlers = Object.fromEntries(
      (Object.keys(latest.current) as ShortcutAction[]).map((action) => [
        action,
        (event: KeyboardEvent) => latest.current[action]?.(event),
      ]),
    );
    return tinykeys(window, shortcutBindings(proxy, isModalOpen), { ignore: () => false });
  }, [enabled, actions]);
};
