import { describe, expect, test } from '@jest/globals';
import { hostBelongsToDomain } from './feed-address';
import { parseWebAddress } from './host-name';

/** The host as the rule sees it: parsed by the same WHATWG parser the source form's address goes through. */
const hostOf = (address: string) => parseWebAddress(address)?.hostname ?? null;

describe('a feed address belongs to its source domain', () => {
  test.each([
    ['https://nzz.ch/recent.rss', 'nzz.ch'],
    ['https://www.nzz.ch/recent.rss', 'nzz.ch'],
    ['https://WWW.NZZ.CH/recent.rss', 'nzz.ch'],
    ['https://feeds.sport.nzz.ch/rss', 'nzz.ch'],
    ['https://nzz.ch./recent.rss', 'nzz.ch'], // trailing dot: the same host
    ['https://nzz.ch:8443/recent.rss', 'nzz.ch'], // the port is not part of the host
    ['https://bärn.ch/rss', 'xn--brn-qla.ch'], // IDN, compared in punycode
    ['https://news.xn--brn-qla.ch/rss', 'xn--brn-qla.ch'],
    ['https://nzz\u3002ch/rss', 'nzz.ch'], // an ideographic full stop is a dot to the URL parser
    ['https://ｎｚｚ.ch/rss', 'nzz.ch'], // full-width letters fold to ASCII
  ])('%s is on %s', (address, domain) => {
    const host = hostOf(address);
    expect(host).not.toBeNull();
    expect(hostBelongsToDomain(host!, domain)).toBe(true);
  });

  test.each([
    ['https://evil.example/nzz.ch/rss', 'nzz.ch'],
    ['https://evilnzz.ch/rss', 'nzz.ch'], // a suffix of the text, not a subdomain
    ['https://nzz.ch.evil.example/rss', 'nzz.ch'],
    ['https://nzz.ch-evil.example/rss', 'nzz.ch'],
    ['https://evil.example\\@nzz.ch/rss', 'nzz.ch'], // a backslash ends the host in http(s) URLs
    ['https://evil.example#@nzz.ch/rss', 'nzz.ch'],
    ['https://evil.example?@nzz.ch/rss', 'nzz.ch'],
    ['https://ch/rss', 'nzz.ch'],
    ['https://srf.ch/rss', 'nzz.ch'],
    ['https://xn--brn-qla.ch.evil.example/rss', 'xn--brn-qla.ch'],
    ['https://93.184.216.34/rss', 'nzz.ch'],
    ['https://[2606:4700::1]/rss', 'nzz.ch'],
  ])('%s is not on %s', (address, domain) => {
    const host = hostOf(address);
    expect(host).not.toBeNull();
    expect(hostBelongsToDomain(host!, domain)).toBe(false);
  });

  test('a user name in front of the host is no way around it: such addresses are not web addresses here', () => {
    expect(hostOf('https://nzz.ch@evil.example/rss')).toBeNull();
    expect(hostOf('https://nzz.ch:pw@evil.example/rss')).toBeNull();
    expect(hostOf('https://evil.example@nzz.ch/rss')).toBeNull();
  });

  test('empty hosts and domains belong to nothing', () => {
    expect(hostBelongsToDomain('', 'nzz.ch')).toBe(false);
    expect(hostBelongsToDomain('nzz.ch', '')).toBe(false);
    expect(hostBelongsToDomain('.', '.')).toBe(false);
  });
});
