import { describe, expect, jest, test } from '@jest/globals';
import { ignoresShortcut, isTypingTarget, SHORTCUTS } from './keyboard-shortcuts';
import type { KeyPress } from './keyboard-shortcuts';
import { createShortcutHandler } from './use-keyboard-shortcuts';

const press = (overrides: Partial<KeyPress> = {}): KeyPress => ({
  key: 'j',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' },
  ...overrides,
});

describe('isTypingTarget', () => {
  test.each([
    ['a text input', { tagName: 'INPUT', type: 'text' }],
    ['a search input', { tagName: 'input', type: 'search' }],
    ['an input without a type', { tagName: 'INPUT' }],
    ['a read-only share link', { tagName: 'INPUT', type: 'text', readOnly: true }],
    ['a textarea', { tagName: 'TEXTAREA' }],
    ['a select', { tagName: 'SELECT' }],
    ['contenteditable', { tagName: 'DIV', isContentEditable: true }],
  ])('%s is typing', (_name, target) => {
    expect(isTypingTarget(target)).toBe(true);
  });

  test.each([
    ['a button', { tagName: 'BUTTON' }],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }],
    ['a radio button', { tagName: 'INPUT', type: 'radio' }],
    ['a link', { tagName: 'A' }],
    ['the page', { tagName: 'BODY' }],
    ['nothing', null],
  ])('%s is not typing', (_name, target) => {
    expect(isTypingTarget(target)).toBe(false);
  });
});

describe('ignoresShortcut', () => {
  test('a plain key on the page is a shortcut', () => {
    expect(ignoresShortcut(press())).toBe(false);
  });

  test.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['key repeat', { repeat: true }],
    ['an IME composition', { isComposing: true }],
    ['typing in a field', { target: { tagName: 'INPUT', type: 'text' } }],
  ])('with %s it is not', (_name, overrides) => {
    expect(ignoresShortcut(press(overrides))).toBe(true);
  });
});

describe('the bindings (tinykeys)', () => {
  const key = (init: KeyboardEventInit, target: HTMLElement = document.body) => {
    // a real key press always has a code (tinykeys ignores events without one)
    const code = /^[a-z]$/i.test(init.key ?? '') ? `Key${init.key?.toUpperCase()}` : 'Unidentified';
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, code, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  test('every action has one binding and a key to show', () => {
    expect(SHORTCUTS.map((s) => s.action)).toEqual(['focusSearch', 'next', 'previous', 'openOriginal', 'share', 'close', 'help']);
    for (const shortcut of SHORTCUTS) expect(shortcut.keys.length).toBeGreaterThan(0);
  });

  test('/ and ? count as characters, with or without Shift (German and US layouts)', () => {
    const focusSearch = jest.fn(() => undefined);
    const help = jest.fn(() => undefined);
    const handle = createShortcutHandler({ focusSearch, help });
    expect(handle(key({ key: '/', code: 'Slash' }))).toBe(true);
    expect(handle(key({ key: '/', code: 'Digit7', shiftKey: true }))).toBe(true);
    expect(handle(key({ key: '?', code: 'Slash', shiftKey: true }))).toBe(true);
    expect(handle(key({ key: '?', code: 'Minus', shiftKey: true }))).toBe(true);
    expect(focusSearch).toHaveBeenCalledTimes(2);
    expect(help).toHaveBeenCalledTimes(2);
  });

  test('j is j: Shift+J, Ctrl+J or j in a text field do nothing and keep their meaning', () => {
    const next = jest.fn(() => undefined);
    const handle = createShortcutHandler({ next });
    const field = document.createElement('input');
    expect(handle(key({ key: 'J', shiftKey: true }))).toBe(false);
    expect(handle(key({ key: 'j', ctrlKey: true }))).toBe(false);
    expect(handle(key({ key: 'j' }, field))).toBe(false);
    expect(next).not.toHaveBeenCalled();
    expect(handle(key({ key: 'j' }))).toBe(true);
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('a handler that had nothing to do leaves the key alone', () => {
    const handle = createShortcutHandler({ share: () => false });
    const event = key({ key: 's' });
    expect(handle(event)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  test('a key without a handler is not taken', () => {
    const handle = createShortcutHandler({ next: () => undefined });
    expect(handle(key({ key: 'k' }))).toBe(false);
  });
});
