import { describe, expect, test } from '@jest/globals';
import { originalSourceUrl } from './original-source';

describe('the original source of a document', () => {
  test('is an http(s) address, as the URL parser writes it', () => {
    expect(originalSourceUrl('https://www.nzz.ch/wirtschaft/snb?x=1#top')).toBe('https://www.nzz.ch/wirtschaft/snb?x=1#top');
    expect(originalSourceUrl('  HTTP://SRF.ch/news  ')).toBe('http://srf.ch/news');
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/path',
    '/relative/path',
    'nzz.ch/article',
    '',
    null,
    undefined,
  ])('%p is none', (raw) => {
    expect(originalSourceUrl(raw)).toBeNull();
  });
});
