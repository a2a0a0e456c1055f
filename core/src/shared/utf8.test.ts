import { expect, test } from '@jest/globals';
import { utf8Bytes } from './utf8';

test('counts UTF-8 bytes as an encoder would', () => {
  for (const text of ['', 'abc', 'Zürich', 'Ωμέγα', '中文', '😀 emoji', 'x'.repeat(3000)])
    expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
});
