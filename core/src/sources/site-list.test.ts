import { describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { decodeSiteListText, parseSiteList, sanitizeSiteListName, SITE_LIST_NAME_PATTERN } from './site-list';

const bytes = (text: string) => new TextEncoder().encode(text);
const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, details: error.details };
    throw error;
  }
  return 'no error';
};

describe('list file content', () => {
  test('is UTF-8 text; a byte-order mark is dropped', () => {
    expect(decodeSiteListText(bytes('\uFEFFzürich.ch\n'))).toBe('zürich.ch\n');
    expect(decodeSiteListText(bytes('srf.ch\r\n\tnzz.ch\f'))).toBe('srf.ch\r\n\tnzz.ch\f');
  });

  test('binary, NUL bytes, invalid UTF-8 and control characters are refused', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    for (const bad of [
      png,
      bytes('srf.ch\u0000\n'),
      new Uint8Array([0x73, 0x72, 0x66, 0xff, 0xfe]),
      bytes('srf.ch\u0007'),
      new Uint8Array([0xc3, 0x28]),
    ]) {
      expect(failure(() => decodeSiteListText(bad))).toMatchObject({ code: 'site_list.not_text' });
    }
  });

  test('one domain or URL per line, blank lines and # comments skipped, duplicates once', () => {
    expect(parseSiteList('# Swiss media\nsrf.ch\n\nhttps://www.nzz.ch/schweiz\n  SRF.ch  \n')).toEqual([
      { domain: 'srf.ch', name: 'srf.ch' },
      { domain: 'nzz.ch', name: 'nzz.ch' },
    ]);
  });

  test('CSV domain,name with a header row, quoted names and semicolons', () => {
    expect(parseSiteList('domain,name\nsrf.ch,Schweizer Radio und Fernsehen\nletemps.ch,"Le Temps, Genève"\n')).toEqual([
      { domain: 'srf.ch', name: 'Schweizer Radio und Fernsehen' },
      { domain: 'letemps.ch', name: 'Le Temps, Genève' },
    ]);
    expect(parseSiteList('Website;Name\r\nwww.blick.ch;Blick\r\n')).toEqual([{ domain: 'blick.ch', name: 'Blick' }]);
  });

  test('every bad line is reported by number; a list without domains is refused', () => {
    expect(failure(() => parseSiteList('srf.ch\nnot a domain\nnzz.ch\nftp://x.ch\n'))).toEqual({
      code: 'site_list.invalid_lines',
      details: { lines: [2, 4], count: 2 },
    });
    const many = Array.from({ length: 30 }, (_, i) => `bad line ${i}`).join('\n');
    expect(failure(() => parseSiteList(many))).toMatchObject({
      details: { count: 30, lines: Array.from({ length: 20 }, (_, i) => i + 1) },
    });
    expect(failure(() => parseSiteList('# only a comment\n\n'))).toMatchObject({ code: 'site_list.empty' });
    expect(failure(() => parseSiteList('domain,name\n'))).toMatchObject({ code: 'site_list.empty' });
  });
});

describe('list file names', () => {
  test.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\ada\\Desktop\\Sites.CSV', 'sites.csv'],
    ['Médias Suisses (2026).csv', 'medias-suisses-2026.csv'],
    ['.hidden.txt', 'hidden.txt'],
    ['....txt', 'list.txt'],
    ['generic sites', 'generic-sites.txt'],
    ['a..b.csv', 'a.b.csv'],
    [`${'x'.repeat(200)}.csv`, `${'x'.repeat(80)}.csv`],
  ])('%s → %s', (raw, sanitized) => {
    expect(sanitizeSiteListName(raw)).toBe(sanitized);
    expect(SITE_LIST_NAME_PATTERN.test(sanitized)).toBe(true);
  });

  test('other extensions are refused', () => {
    expect(failure(() => sanitizeSiteListName('sites.xlsx'))).toMatchObject({ code: 'site_list.unsupported_type' });
    expect(failure(() => sanitizeSiteListName('evil.txt.exe'))).toMatchObject({ code: 'site_list.unsupported_type' });
  });
});
