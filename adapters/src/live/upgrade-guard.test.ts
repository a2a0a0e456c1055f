import { describe, expect, test } from '@jest/globals';
import type http from 'node:http';
import { isOriginAllowed, ownOrigin, readCookie } from './upgrade-guard';

const request = (headers: http.IncomingHttpHeaders, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as http.IncomingMessage;

describe('readCookie', () => {
  test.each([
    ['nd_session=abc', 'abc'],
    ['theme=dark; nd_session=abc%2Fdef; other=1', 'abc/def'],
    ['nd_session="quoted"', 'quoted'],
    ['nd_session=%E0%A4%A', '%E0%A4%A'],
    ['nd_sessionx=abc', undefined],
    ['nd_session=', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, value) => {
    expect(readCookie(header, 'nd_session')).toBe(value);
  });
});

describe('Origin check of the upgrade', () => {
  test('same origin, an allowed origin, or none (not a browser) pass; anything else is refused', () => {
    expect(isOriginAllowed('http://newsdesk.test', 'http://newsdesk.test', [])).toBe(true);
    expect(isOriginAllowed('https://cms.example', 'http://newsdesk.test', ['https://cms.example'])).toBe(true);
    expect(isOriginAllowed(undefined, 'http://newsdesk.test', [])).toBe(true);
    expect(isOriginAllowed('https://evil.example', 'http://newsdesk.test', ['https://cms.example'])).toBe(false);
    expect(isOriginAllowed('null', 'http://newsdesk.test', [])).toBe(false);
    expect(isOriginAllowed('http://newsdesk.test.evil.example', 'http://newsdesk.test', [])).toBe(false);
  });

  test('own origin from Host, TLS and (only when trusted) the proxy headers', () => {
    expect(ownOrigin(request({ host: 'newsdesk.test:3000' }), false)).toBe('http://newsdesk.test:3000');
    expect(ownOrigin(request({ host: 'newsdesk.test' }, true), false)).toBe('https://newsdesk.test');
    const proxied = request({ host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'newsdesk.example' });
    expect(ownOrigin(proxied, true)).toBe('https://newsdesk.example');
    expect(ownOrigin(proxied, false)).toBe('http://internal:3000');
    expect(ownOrigin(request({}), false)).toBeUndefined();
  });
});
