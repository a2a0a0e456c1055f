import { describe, expect, test } from '@jest/globals';
import { AddressPolicy, forbiddenRange, isIpLiteral, parseFetchAllow } from './address-policy';

describe('forbiddenRange (no allowlist)', () => {
  test.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255', // just below 172.16/12
    '172.32.0.1', // just above it
    '100.63.255.255', // just below CGNAT
    '100.128.0.1', // just above it
    '11.0.0.1',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82b::200e',
    '::ffff:93.184.216.34', // mapped, but the IPv4 inside is public
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ])('%s is public', (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'], // TEST-NET-1
    ['198.18.0.1', 'reserved'], // benchmarking
    ['192.0.0.170', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['2001:db8::1', 'reserved'], // documentation
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped:loopback'],
    ['::ffff:10.0.0.5', 'ipv4Mapped:private'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
    ['::ffff:0:127.0.0.1', 'rfc6145:loopback'],
    ['64:ff9b::7f00:1', 'nat64:loopback'],
    ['64:ff9b::a9fe:a9fe', 'nat64:linkLocal'],
    ['64:ff9b:1::a00:5', 'rfc6052'], // local-use NAT64 prefix: never public
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:a00:5::', '6to4:private'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['::7f00:1', 'reserved'], // deprecated IPv4-compatible form (URL spelling of ::127.0.0.1)
    ['4000::1', 'reserved'], // not allocated
    ['100::1', 'discard'],
  ])('%s is forbidden (%s)', (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  test('the dotted IPv4-compatible spelling is forbidden too', () => {
    // ipaddr.js reads `::127.0.0.1` as the mapped form; refused either way.
    expect(forbiddenRange('::127.0.0.1')).not.toBeNull();
    expect(forbiddenRange('::10.0.0.5')).not.toBeNull();
  });

  test('text that is not an address is forbidden, never waved through', () => {
    for (const text of ['', 'localhost', 'example.org', '1.2.3.4.5', '::g', '[::1', '999.1.1.1']) {
      expect(forbiddenRange(text)).toBe('unparsable');
    }
  });

  test('the legacy numeric forms still count as the address they mean', () => {
    // The WHATWG URL parser normalises these before they reach us; judged the same anyway.
    expect(forbiddenRange('0x7f000001')).toBe('loopback');
    expect(forbiddenRange('2130706433')).toBe('loopback');
    expect(forbiddenRange('0177.0.0.1')).toBe('loopback');
    expect(forbiddenRange('[::1]')).toBe('loopback');
  });
});

describe('AddressPolicy with an allowlist', () => {
  test('is closed by default', () => {
    const policy = new AddressPolicy();
    expect(policy.refusal('127.0.0.1')).toBe('loopback');
    expect(policy.refusal('8.8.8.8')).toBeNull();
    expect(policy.allowsHostname('localhost')).toBe(false);
  });

  test('single addresses, also in their IPv4-mapped spelling', () => {
    const policy = new AddressPolicy(['127.0.0.1', '[fd00::7]']);
    expect(policy.refusal('127.0.0.1')).toBeNull();
    expect(policy.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(policy.refusal('127.0.0.2')).toBe('loopback');
    expect(policy.refusal('fd00::7')).toBeNull();
    expect(policy.refusal('fd00::8')).toBe('uniqueLocal');
  });

  test('CIDRs, IPv4 and IPv6, also a mapped IPv4 CIDR', () => {
    const policy = new AddressPolicy(['10.20.0.0/16', 'fd00:abcd::/32', '::ffff:192.168.7.0/120']);
    expect(policy.refusal('10.20.3.4')).toBeNull();
    expect(policy.refusal('::ffff:10.20.3.4')).toBeNull();
    expect(policy.refusal('10.21.0.1')).toBe('private');
    expect(policy.refusal('fd00:abcd:1::1')).toBeNull();
    expect(policy.refusal('fd00:abce::1')).toBe('uniqueLocal');
    expect(policy.refusal('192.168.7.200')).toBeNull();
    expect(policy.refusal('192.168.8.1')).toBe('private');
  });

  test('hostnames and subdomain wildcards, case and trailing dot ignored', () => {
    const policy = new AddressPolicy([' Wiki.Intranet ', '*.corp.example', '']);
    expect(policy.allowsHostname('wiki.intranet')).toBe(true);
    expect(policy.allowsHostname('WIKI.intranet.')).toBe(true);
    expect(policy.allowsHostname('other.intranet')).toBe(false);
    expect(policy.allowsHostname('news.corp.example')).toBe(true);
    expect(policy.allowsHostname('a.b.corp.example')).toBe(true);
    expect(policy.allowsHostname('corp.example')).toBe(false);
    expect(policy.allowsHostname('evilcorp.example')).toBe(false);
    // A hostname entry says nothing about addresses.
    expect(policy.refusal('10.0.0.1')).toBe('private');
  });
});

describe('parseFetchAllow', () => {
  test('splits the comma-separated setting and drops blanks', () => {
    expect(parseFetchAllow('10.1.0.0/16, wiki.intranet ,,127.0.0.1')).toEqual(['10.1.0.0/16', 'wiki.intranet', '127.0.0.1']);
    expect(parseFetchAllow('')).toEqual([]);
    expect(parseFetchAllow(undefined)).toEqual([]);
    expect(parseFetchAllow('  ')).toEqual([]);
  });
});

describe('isIpLiteral', () => {
  test('only strict address spellings count; names made of digits do not', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('::ffff:7f00:1')).toBe(true);
    expect(isIpLiteral('1234')).toBe(false);
    expect(isIpLiteral('wiki.intranet')).toBe(false);
  });
});
