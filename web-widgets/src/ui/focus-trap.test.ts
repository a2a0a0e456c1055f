import { expect, test } from '@jest/globals';
import { keepTabInside } from './focus-trap';

const dialogWith = (html: string) => {
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  dialog.innerHTML = html;
  document.body.replaceChildren(dialog);
  return dialog;
};
const tab = (dialog: HTMLElement, shiftKey = false) => {
  let prevented = false;
  keepTabInside({ key: 'Tab', shiftKey, preventDefault: () => void (prevented = true) }, dialog);
  return prevented;
};

test('Tab from the last control goes to the first, Shift+Tab from the first or the dialog to the last', () => {
  const dialog = dialogWith('<button id="a">A</button><button id="b" disabled>B</button><input id="c" />');
  (dialog.querySelector('#c') as HTMLElement).focus();
  expect(tab(dialog)).toBe(true);
  expect(document.activeElement?.id).toBe('a');
  expect(tab(dialog, true)).toBe(true);
  expect(document.activeElement?.id).toBe('c');
  dialog.focus();
  expect(tab(dialog, true)).toBe(true);
  expect(document.activeElement?.id).toBe('c');
});

test('between the ends the browser moves focus; with nothing to focus Tab stays put; other keys pass', () => {
  const dialog = dialogWith('<button id="a">A</button><button id="b">B</button><button id="c">C</button>');
  (dialog.querySelector('#b') as HTMLElement).focus();
  expect(tab(dialog)).toBe(false);
  expect(tab(dialog, true)).toBe(false);
  const empty = dialogWith('<p>Only text</p>');
  expect(tab(empty)).toBe(true);
  let prevented = false;
  keepTabInside({ key: 'Enter', shiftKey: false, preventDefault: () => void (prevented = true) }, empty);
  expect(prevented).toBe(false);
});
