import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ServerResponse } from 'node:http';
import { AddressPolicy, parseFetchAllow } from './address-policy';
import { checkedLookup } from './checked-lookup';
import { failureOf, fakeDns, installLoopbackTripwire, startLocalServer, type LocalServer } from './local-test-server';
import { DEFAULT_USER_AGENT, SafeHttpGate } from './safe-http-gate';

let server: LocalServer;
const tripwire = installLoopbackTripwire();
const held: ServerResponse[] = [];
let holding = true;
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/feed') {
      const etag = '"v1"';
      const lastModified = 'Tue, 03 Mar 2026 10:00:00 GMT';
      if (req.headers['if-none-match'] === etag || req.headers['if-modified-since'] === lastModified) {
        res.writeHead(304, { etag }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag, 'last-modified': lastModified }).end('<rss/>');
    } else if (path === '/headers') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers));
    } else if (path === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '' }).end();
    } else if (path.startsWith('/chain/')) {
      const left = Number(path.slice('/chain/'.length));
      if (left === 0) res.writeHead(200).end('arrived');
      else res.writeHead(301, { location: `/chain/${left - 1}` }).end(); // relative on purpose
    } else if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (path.startsWith('/status/')) {
      res.writeHead(Number(path.slice('/status/'.length))).end('nope');
    } else if (path === '/hold') {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = () => {
        inFlight -= 1;
        res.writeHead(200).end('done');
      };
      if (holding) held.push(Object.assign(res, { answer }));
      else answer();
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  tripwire.uninstall();
  await server.close();
});

// Generous for everything that should succeed: the CI box is a loaded 2-core machine.
const relaxed = { connectTimeoutMs: 10_000, totalTimeoutMs: 20_000 };

describe('refused before any connection', () => {
  test.each([
    ['file:///etc/passwd', 'fetch.scheme_not_allowed'],
    ['ftp://127.0.0.1/', 'fetch.scheme_not_allowed'],
    ['gopher://127.0.0.1:70/', 'fetch.scheme_not_allowed'],
    ['data:text/plain,hi', 'fetch.scheme_not_allowed'],
    ['javascript:alert(1)', 'fetch.scheme_not_allowed'],
    ['not a url', 'fetch.invalid_url'],
    ['http://', 'fetch.invalid_url'],
    ['http://exa mple.org/', 'fetch.invalid_url'],
  ])('%s → %s', async (url, code) => {
    expect((await failureOf(new SafeHttpGate(relaxed).fetch(url))).code).toBe(code);
  });

  test.each([
    'http://127.0.0.1:PORT/feed',
    'http://0x7f000001:PORT/feed',
    'http://2130706433:PORT/feed',
    'http://127.1:PORT/feed',
    'http://0177.0.0.1:PORT/feed',
    'http://[::1]:PORT/feed',
    'http://[::ffff:127.0.0.1]:PORT/feed',
    'http://[::ffff:7f00:1]:PORT/feed',
    'http://[::127.0.0.1]:PORT/feed',
    'http://[64:ff9b::7f00:1]:PORT/feed',
    'http://[2002:7f00:1::1]:PORT/feed',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://0.0.0.0:PORT/feed',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
  ])('%s → fetch.address_not_allowed', async (template) => {
    const before = server.requests.length;
    const failure = await failureOf(new SafeHttpGate(relaxed).fetch(template.replace('PORT', String(server.port))));
    expect(failure.code).toBe('fetch.address_not_allowed');
    expect(server.requests.length).toBe(before);
  });
});

describe('name resolution is checked at connect time', () => {
  const dns = fakeDns({
    'allowed.test': ['127.0.0.1'],
    'internal.test': ['10.0.0.5'],
    'loopback.test': ['::1'],
    'mixed.test': ['127.0.0.1', '10.0.0.5'],
    'empty.test': [],
  });

  test('a name on the allowlist may resolve to loopback; the resolver runs once, for the connect', async () => {
    const gate = new SafeHttpGate({ ...relaxed, allow: ['allowed.test'], resolve: dns.resolve });
    const lookupsBefore = dns.lookups.length;
    const seenBefore = tripwire.seenFromGate.length;
    const result = await gate.fetch(server.urlAs('allowed.test', '/feed'));
    expect(result.status).toBe(200);
    expect(Buffer.from(result.body).toString()).toBe('<rss/>');
    expect(dns.lookups.slice(lookupsBefore)).toEqual(['allowed.test']);
    expect(server.requests.at(-1)?.headers.host).toBe(`allowed.test:${server.port}`);
    expect(tripwire.seenFromGate.slice(seenBefore)).toEqual(['127.0.0.1']); // the tripwire sits in the path
  });

  test('the allowlist setting also takes CIDRs', async () => {
    const gate = new SafeHttpGate({ ...relaxed, allow: parseFetchAllow('wiki.intranet, 127.0.0.0/8'), resolve: dns.resolve });
    expect((await gate.fetch(server.url('/feed'))).status).toBe(200);
    expect((await failureOf(gate.fetch('http://internal.test/'))).code).toBe('fetch.address_not_allowed');
  });

  test('names that resolve to forbidden addresses are refused', async () => {
    const gate = new SafeHttpGate({ ...relaxed, resolve: dns.resolve });
    for (const name of ['allowed.test', 'internal.test', 'loopback.test']) {
      const failure = await failureOf(gate.fetch(server.urlAs(name, '/feed')));
      expect(failure.code).toBe('fetch.address_not_allowed');
      expect(failure.details.hostname).toBe(name);
    }
  });

  test('one forbidden address among allowed ones refuses the whole name', async () => {
    // 127.0.0.1 stands in for "public" (allowlisted), so a bug would only ever reach loopback.
    const gate = new SafeHttpGate({ ...relaxed, allow: ['127.0.0.1'], resolve: dns.resolve });
    const failure = await failureOf(gate.fetch(server.urlAs('mixed.test', '/feed')));
    expect(failure.code).toBe('fetch.address_not_allowed');
    expect(failure.details.address).toBe('10.0.0.5');
  });

  test('the lookup hook itself refuses a public + private answer without connecting anywhere', async () => {
    const publicAndPrivate = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    let refused: unknown = null;
    const lookup = checkedLookup(new AddressPolicy(), publicAndPrivate, (error) => {
      refused = error;
    });
    const error = await new Promise((resolve) => lookup('news.test', { all: true }, (err) => resolve(err)));
    expect(error).toBe(refused);
    expect((error as { code: string }).code).toBe('fetch.address_not_allowed');
  });

  test('https goes through the same hook (and then fails here: the local server speaks no TLS)', async () => {
    const gate = new SafeHttpGate({ ...relaxed, allow: ['allowed.test'], resolve: dns.resolve });
    const lookupsBefore = dns.lookups.length;
    const failure = await failureOf(gate.fetch(`https://allowed.test:${server.port}/feed`));
    expect(failure.code).toBe('fetch.connection_failed');
    expect(dns.lookups.slice(lookupsBefore)).toEqual(['allowed.test']);
    const refused = await failureOf(new SafeHttpGate({ ...relaxed, resolve: dns.resolve }).fetch('https://internal.test/'));
    expect(refused.code).toBe('fetch.address_not_allowed');
  });

  test('unknown names and empty answers are DNS failures', async () => {
    const gate = new SafeHttpGate({ ...relaxed, resolve: dns.resolve });
    expect((await failureOf(gate.fetch('http://unknown.test/'))).code).toBe('fetch.dns_failed');
    expect((await failureOf(gate.fetch('http://empty.test/'))).code).toBe('fetch.dns_failed');
  });
});

describe('the loopback tripwire of these tests', () => {
  test('stops what an allowlist lets through, before a packet leaves', async () => {
    const dns = fakeDns({ 'intranet.test': ['10.0.0.5'] });
    const gate = new SafeHttpGate({ ...relaxed, allow: ['intranet.test', '10.0.0.0/8'], resolve: dns.resolve });
    for (const url of ['http://intranet.test/', 'http://10.0.0.5/']) {
      await expect(gate.fetch(url)).rejects.toMatchObject({
        code: 'fetch.connection_failed',
        message: expect.stringContaining('loopback tripwire'),
      });
    }
  });
});

describe('redirects', () => {
  const dns = fakeDns({ 'allowed.test': ['127.0.0.1'], 'internal.test': ['10.0.0.5'] });
  const gate = () => new SafeHttpGate({ ...relaxed, allow: ['allowed.test'], resolve: dns.resolve });
  const redirectTo = (to: string, status = 302) => server.urlAs('allowed.test', `/redirect?status=${status}&to=${encodeURIComponent(to)}`);

  test('are followed, relative ones too, up to five hops', async () => {
    const result = await gate().fetch(redirectTo(server.urlAs('allowed.test', '/chain/4'), 307));
    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(server.urlAs('allowed.test', '/chain/0'));
    expect(result.url).toBe(redirectTo(server.urlAs('allowed.test', '/chain/4'), 307));
  });

  test('every hop is re-checked: loopback, private names and odd schemes are refused', async () => {
    for (const [to, code] of [
      [server.url('/feed'), 'fetch.address_not_allowed'],
      [`http://[::ffff:127.0.0.1]:${server.port}/feed`, 'fetch.address_not_allowed'],
      [`http://2130706433:${server.port}/feed`, 'fetch.address_not_allowed'],
      ['http://internal.test/', 'fetch.address_not_allowed'],
      ['http://169.254.169.254/latest/meta-data/', 'fetch.address_not_allowed'],
      ['file:///etc/passwd', 'fetch.scheme_not_allowed'],
      ['http://[oops/', 'fetch.invalid_url'],
    ] as const) {
      const before = server.requests.length;
      expect((await failureOf(gate().fetch(redirectTo(to)))).code).toBe(code);
      expect(server.requests.length).toBe(before + 1); // only the first hop reached the server
    }
  });

  test('a redirect loop stops after five followed hops', async () => {
    const before = server.requests.length;
    const failure = await failureOf(gate().fetch(server.urlAs('allowed.test', '/loop')));
    expect(failure.code).toBe('fetch.too_many_redirects');
    expect(server.requests.length - before).toBe(6);
  });

  test('a redirect without Location is an HTTP status failure', async () => {
    const failure = await failureOf(gate().fetch(server.urlAs('allowed.test', '/redirect?to=')));
    expect(failure).toEqual({ code: 'fetch.http_status', details: expect.objectContaining({ status: 302 }) });
  });
});

describe('HTTP behaviour', () => {
  const gate = (extra = {}) => new SafeHttpGate({ ...relaxed, allow: ['127.0.0.1'], ...extra });

  test('sends an honest User-Agent, the Accept asked for and the encodings it can decode', async () => {
    const result = await gate().fetch(server.url('/headers'), { accept: 'application/pdf' });
    const headers = JSON.parse(Buffer.from(result.body).toString()) as Record<string, string>;
    expect(headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(headers.accept).toBe('application/pdf');
    expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    const custom = await gate({ userAgent: 'Newsdesk-Test/1' }).fetch(server.url('/headers'));
    expect(JSON.parse(Buffer.from(custom.body).toString())['user-agent']).toBe('Newsdesk-Test/1');
  });

  test('conditional GET: validators are returned, sent back, and a 304 gives an empty body', async () => {
    const first = await gate().fetch(server.url('/feed'));
    expect(first).toMatchObject({ status: 200, notModified: false, etag: '"v1"', contentType: 'application/rss+xml' });
    expect(first.lastModified).toBe('Tue, 03 Mar 2026 10:00:00 GMT');

    const byEtag = await gate().fetch(server.url('/feed'), { etag: first.etag });
    expect(byEtag).toMatchObject({ status: 304, notModified: true, etag: '"v1"' });
    expect(byEtag.body).toHaveLength(0);

    const byDate = await gate().fetch(server.url('/feed'), { lastModified: first.lastModified });
    expect(byDate).toMatchObject({ status: 304, notModified: true, lastModified: first.lastModified });
    expect(server.requests.at(-1)?.headers['if-modified-since']).toBe(first.lastModified);
  });

  test('non-2xx answers fail with the status', async () => {
    for (const status of [404, 410, 500, 503]) {
      const failure = await failureOf(gate().fetch(server.url(`/status/${status}`)));
      expect(failure).toEqual({ code: 'fetch.http_status', details: expect.objectContaining({ status }) });
    }
  });

  test('a closed port is a connection failure', async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();
    expect((await failureOf(gate().fetch(closed.url('/')))).code).toBe('fetch.connection_failed');
  });

  test('at most two requests per host are in flight; the third waits for a free slot', async () => {
    const client = gate();
    const fetches = [1, 2, 3].map((n) => client.fetch(server.url(`/hold?n=${n}`)));
    while (held.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    // Long enough for a third request to arrive if the limit did not hold.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held).toHaveLength(2);
    expect(inFlight).toBe(2);
    holding = false;
    for (const res of held.splice(0)) (res as ServerResponse & { answer(): void }).answer();
    const results = await Promise.all(fetches);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(maxInFlight).toBe(2);
  });
});
