import { describe, expect, test } from '@jest/globals';
import { throttleAddress } from './client-address';

describe('the address the login throttle counts', () => {
  test('IPv4 as it is, also when it comes IPv4-mapped from a dual-stack socket', () => {
    expect(throttleAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(throttleAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  test('IPv6 by its /64, whatever address the client picked inside it', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  test('anything else is cut to 64 characters, never refused', () => {
    expect(throttleAddress('unknown')).toBe('unknown');
    expect(throttleAddress('1.2.3.999')).toBe('1.2.3.999');
    expect(throttleAddress('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(throttleAddress('x'.repeat(300))).toHaveLength(64);
  });
});
