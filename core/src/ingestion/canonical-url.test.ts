import { expect, test } from '@jest/globals';
import { canonicalUrl, domainOf } from './canonical-url';

test('tracking parameters, fragments, default ports, www and trailing slashes do not make a new article', () => {
  const base = 'https://nzz.ch/wirtschaft/snb-zinsentscheid-ld.123';
  for (const variant of [
    'https://www.NZZ.ch/wirtschaft/snb-zinsentscheid-ld.123/',
    'https://nzz.ch:443/wirtschaft/snb-zinsentscheid-ld.123?utm_source=rss&utm_medium=feed',
    'https://nzz.ch/wirtschaft/snb-zinsentscheid-ld.123#comments',
  ])
    expect(canonicalUrl(variant)).toBe(base);
  expect(canonicalUrl('https://example.org/a?b=2&a=1')).toBe('https://example.org/a?a=1&b=2');
  expect(canonicalUrl('https://example.org/a?id=1')).not.toBe(canonicalUrl('https://example.org/a?id=2'));
});

test('only http(s) URLs have a canonical form', () => {
  for (const bad of ['', 'not a url', 'javascript:alert(1)', 'file:///etc/passwd', 'ftp://x.org/a']) expect(canonicalUrl(bad)).toBeNull();
});

test('the domain is the host without www', () => {
  expect(domainOf('https://www.lemonde.fr/x')).toBe('lemonde.fr');
  expect(domainOf('nonsense')).toBe('');
});
