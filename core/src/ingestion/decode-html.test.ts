import { expect, test } from '@jest/globals';
import { decodeHtml } from './decode-html';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

test('the Content-Type charset wins, then a meta charset, then UTF-8, then windows-1252', () => {
  expect(decodeHtml(latin1('<p>Zürich</p>'), 'text/html; charset=ISO-8859-1')).toBe('<p>Zürich</p>');
  expect(decodeHtml(latin1('<meta charset="windows-1252"><p>Genève \x96 \x80</p>'), 'text/html')).toContain('Genève – €');
  expect(decodeHtml(new TextEncoder().encode('<p>Zürich</p>'), null)).toBe('<p>Zürich</p>');
  expect(decodeHtml(latin1('<p>Zürich</p>'), null)).toBe('<p>Zürich</p>');
  expect(decodeHtml(new TextEncoder().encode('ok'), 'text/html; charset=no-such-charset')).toBe('ok');
});
