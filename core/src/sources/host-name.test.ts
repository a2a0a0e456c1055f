import { describe, expect, test } from '@jest/globals';
import { domainOfAddress, domainOfEntry, isValidHostName, normalizeDomain, parseWebAddress } from './host-name';

describe('domains', () => {
  test('are lower case, without www. and trailing dot, in punycode', () => {
    expect(normalizeDomain(' WWW.SRF.ch. ')).toBe('srf.ch');
    expect(normalizeDomain('news.Le-Temps.ch')).toBe('news.le-temps.ch');
    expect(normalizeDomain('bärn.ch')).toBe('xn--brn-qla.ch');
  });

  test('refuse what is not a host name', () => {
    for (const bad of [
      '',
      'localhost',
      'srf',
      'srf.ch/news',
      'srf ch',
      '-srf.ch',
      'srf-.ch',
      '192.168.1.10',
      'srf.c0m',
      'a@srf.ch',
      'srf.ch:8080',
      `${'a'.repeat(64)}.ch`,
    ]) {
      expect({ bad, domain: normalizeDomain(bad) }).toEqual({ bad, domain: null });
    }
    expect(isValidHostName('x.xn--p1ai')).toBe(true);
  });

  test('of web addresses: http(s) only, no credentials', () => {
    expect(domainOfAddress('https://www.srf.ch/news/rss?x=1')).toBe('srf.ch');
    expect(domainOfAddress('HTTP://NZZ.CH')).toBe('nzz.ch');
    expect(domainOfAddress('ftp://srf.ch/feed')).toBeNull();
    expect(domainOfAddress('javascript:alert(1)')).toBeNull();
    expect(parseWebAddress('https://user:secret@srf.ch/feed')).toBeNull();
    expect(parseWebAddress('https://10.0.0.1/feed')?.hostname).toBe('10.0.0.1');
    expect(domainOfAddress('https://10.0.0.1/feed')).toBeNull();
  });

  test('list entries may be a host or a URL', () => {
    expect(domainOfEntry('srf.ch')).toBe('srf.ch');
    expect(domainOfEntry('https://www.watson.ch/')).toBe('watson.ch');
    expect(domainOfEntry('mailto:desk@srf.ch')).toBeNull();
    expect(domainOfEntry('file:///etc/passwd')).toBeNull();
  });
});
