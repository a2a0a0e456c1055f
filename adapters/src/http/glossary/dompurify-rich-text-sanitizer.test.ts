import { expect, test } from '@jest/globals';
import { DomPurifyRichTextSanitizer } from './dompurify-rich-text-sanitizer';

const sanitizer = new DomPurifyRichTextSanitizer();

test.each([
  ['<script>alert(1)</script><p>kept</p>', '<p>kept</p>'],
  ['<img src=x onerror=alert(1)>text', 'text'],
  ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
  ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
  ['<iframe src="https://evil.test"></iframe><svg><g onload=alert(1)></g></svg>ok', 'ok'],
  ['<ul><li><strong>one</strong></li></ul>', '<ul><li><strong>one</strong></li></ul>'],
])('%s → %s', (dirty, clean) => {
  expect(sanitizer.sanitize(dirty)).toBe(clean);
});

test('links keep http(s) targets and cannot reach back to the opener', () => {
  expect(sanitizer.sanitize('<a href="https://www.duden.de/" onmouseover="x()">Duden</a>')).toBe(
    '<a href="https://www.duden.de/" target="_blank" rel="noopener noreferrer">Duden</a>',
  );
});
