import { describe, expect, test } from '@jest/globals';
import { embedLanguage, embedLoadPath } from './embed-locales';

describe('embedLanguage', () => {
  test.each([
    ['de', 'de'],
    ['de-CH', 'de'],
    ['FR_ch', 'fr'],
    [' en-GB ', 'en'],
    ['it', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('%p reads %p', (locale, language) => {
    expect(embedLanguage(locale)).toBe(language);
  });
});

describe('embedLoadPath', () => {
  test('points at the Newsdesk server’s /locales, with or without a path prefix', () => {
    expect(embedLoadPath('https://newsdesk.example')).toBe('https://newsdesk.example/locales/{{lng}}/{{ns}}.json');
    expect(embedLoadPath('https://intranet.example/newsdesk/')).toBe('https://intranet.example/newsdesk/locales/{{lng}}/{{ns}}.json');
    expect(embedLoadPath('')).toBe('/locales/{{lng}}/{{ns}}.json');
  });
});
