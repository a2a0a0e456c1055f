import { describe, expect, test } from '@jest/globals';
import iconv from 'iconv-lite';
import { charsetOf, decodeFeedBytes, utf8Profile } from './feed-encoding';

const declared = (encoding: string, body: string): string => `<?xml version="1.0" encoding="${encoding}"?><rss>${body}</rss>`;

describe('decodeFeedBytes', () => {
  test('a BOM decides, even against the declaration', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(declared('windows-1251', 'Grüße'), 'utf8')]);
    expect(decodeFeedBytes(bytes, null)).toMatchObject({ encoding: 'utf-8', source: 'bom', text: declared('windows-1251', 'Grüße') });
  });

  test('the declaration comes before the Content-Type charset', () => {
    const bytes = iconv.encode(declared('windows-1251', 'Привет'), 'windows-1251');
    expect(decodeFeedBytes(bytes, 'text/xml; charset=koi8-r')).toMatchObject({ encoding: 'windows-1251', source: 'declaration' });
  });

  test('the Content-Type charset is used when nothing is declared', () => {
    const bytes = iconv.encode('<rss>Привет</rss>', 'koi8-r');
    expect(decodeFeedBytes(bytes, 'text/xml; charset=KOI8-R')).toMatchObject({
      encoding: 'koi8-r',
      source: 'content-type',
      text: '<rss>Привет</rss>',
    });
  });

  test('unknown labels are ignored and the bytes sniffed', () => {
    expect(decodeFeedBytes(Buffer.from(declared('invalid', 'Café'), 'utf8'), 'text/xml; charset=bogus')).toMatchObject({
      encoding: 'utf-8',
      source: 'sniffed',
    });
    expect(decodeFeedBytes(iconv.encode('<rss>Café €</rss>', 'windows-1252'), null)).toMatchObject({
      encoding: 'windows-1252',
      text: '<rss>Café €</rss>',
    });
  });

  test('plain ASCII keeps its declared label', () => {
    expect(decodeFeedBytes(Buffer.from(declared('windows-1251', 'abc')), null)).toMatchObject({
      encoding: 'windows-1251',
      source: 'declaration',
    });
  });

  test('a few stray bytes in a UTF-8 document do not turn it into windows-1252', () => {
    const bytes = Buffer.concat([Buffer.from('<rss>Grüße, Köln, München '), Buffer.from([0xff]), Buffer.from(' Zürich</rss>')]);
    const { text, encoding } = decodeFeedBytes(bytes, null);
    expect(encoding).toBe('utf-8');
    expect(text).toContain('München');
  });

  test('UTF-16 without a BOM is recognised from `<?`', () => {
    const bytes = iconv.encode(declared('UTF-16', 'Grüße'), 'utf-16be');
    expect(decodeFeedBytes(bytes, null)).toMatchObject({ encoding: 'utf-16be', text: declared('UTF-16', 'Grüße') });
  });
});

describe('helpers', () => {
  test('charsetOf reads quoted and unquoted parameters', () => {
    expect(charsetOf('application/rss+xml; charset="UTF-8"')).toBe('UTF-8');
    expect(charsetOf('text/xml;charset=windows-1251; foo=bar')).toBe('windows-1251');
    expect(charsetOf('text/xml')).toBeNull();
    expect(charsetOf(null)).toBeNull();
  });

  test('utf8Profile rejects overlongs and surrogates', () => {
    expect(utf8Profile(Buffer.from('Grüße 🍰'))).toEqual({ multibyte: 3, invalid: 0 });
    expect(utf8Profile(Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]))).toMatchObject({ multibyte: 0 });
  });
});
