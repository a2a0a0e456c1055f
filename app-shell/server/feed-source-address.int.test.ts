import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SSRF_TARGETS, withCanary } from '@newsdesk/adapters/ssrf/ssrf-targets';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { startTestServer, type TestServer } from './testing/test-server';

/*
 * The RSS source routes refuse, when a source is saved, a feed address the outbound gate would
 * never fetch and a feed that is not on the source's listed domain (core/src/sources/feed-source-settings.ts).
 * The server's NEWSDESK_FETCH_ALLOW lets an intranet network and an intranet name through, as it
 * does for the gate.
 */
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ fetchAllow: ['10.20.0.0/16', 'feeds.intranet'] });
  admin = await t.cookieFor('admin');
  const form = new FormData();
  form.append('kind', 'custom');
  form.append('file', new Blob(['nzz.ch,NZZ\nbärn.ch,Bärn\nintranet-news.example,Intranet\n'], { type: 'text/csv' }), 'feeds.csv');
  const upload = await fetch(`${t.url}/api/files/websites`, { method: 'POST', headers: { Cookie: admin }, body: form });
  expect(upload.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const save = async (method: 'POST' | 'PUT', json: Record<string, unknown>) => {
  const response = await fetch(`${t.url}/api/${method === 'POST' ? 'rss-enabled-source' : 'rss-enabled-source-update'}`, {
    method,
    headers: { Cookie: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const savedUrls = async () => {
  const response = await fetch(`${t.url}/api/rss-enabled-source`, { headers: { Cookie: admin } });
  return ((await response.json()) as { sources: { url: string }[] }).sources.map((s) => s.url);
};

describe('an RSS source address the gate would refuse is refused when it is saved', () => {
  test('every loopback, private, link-local and metadata spelling, and every other scheme: 400 with its code, nothing stored', async () => {
    const answers = [];
    for (const target of SSRF_TARGETS.filter((x) => x.atSave !== 'judged_at_connect')) {
      const url = withCanary(target.url, 8080);
      const { status, body } = await save('POST', { name: target.means, url, domain: 'nzz.ch' });
      answers.push({ url, status, code: body.code, hasMessage: typeof body.message === 'string' && body.message.length > 0 });
    }
    expect(answers).toEqual(
      SSRF_TARGETS.filter((x) => x.atSave !== 'judged_at_connect').map((x) => ({
        url: withCanary(x.url, 8080),
        status: 400,
        code: x.atSave,
        hasMessage: true,
      })),
    );
    expect(await savedUrls()).toEqual([]);
  });

  test('the answer names the address and its range, in the spec form {message, code}', async () => {
    const { status, body } = await save('POST', { name: 'metadata', url: 'http://2852039166/latest/meta-data/', domain: 'nzz.ch' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'source.address_not_allowed',
      message: 'This address is on a local or private network; Newsdesk does not fetch from there.',
      details: { host: '169.254.169.254', range: 'linkLocal' },
    });
  });

  test('a name is judged when the gate connects, so here only the domain rule stops it', async () => {
    const { status, body } = await save('POST', {
      name: 'GCP',
      url: 'http://metadata.google.internal/computeMetadata/v1/',
      domain: 'nzz.ch',
    });
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'source.url_not_on_domain' });
  });
});

describe('the feed must be on the listed domain', () => {
  test('another host with a listed domain is refused with the domain named; an unlisted one with the spec message', async () => {
    expect(await save('POST', { name: 'x', url: 'https://evil.example/nzz.xml', domain: 'nzz.ch' })).toEqual({
      status: 400,
      body: {
        code: 'source.url_not_on_domain',
        message: 'The feed address must be on nzz.ch or one of its subdomains.',
        details: { domain: 'nzz.ch', host: 'evil.example' },
      },
    });
    for (const url of [
      'https://nzz.ch.evil.example/rss',
      'https://evilnzz.ch/rss',
      'https://evil.example\\@nzz.ch/rss',
      'https://93.184.216.34/rss',
    ]) {
      expect({ url, ...(await save('POST', { name: 'x', url, domain: 'nzz.ch' })).body }).toMatchObject({
        url,
        code: 'source.url_not_on_domain',
      });
    }
    expect((await save('POST', { name: 'x', url: 'https://nzz.ch@evil.example/rss', domain: 'nzz.ch' })).body).toMatchObject({
      code: 'source.invalid_url',
    });
    expect(await save('POST', { name: 'x', url: 'https://www.tagesanzeiger.ch/rss.xml' })).toEqual({
      status: 400,
      body: {
        code: 'source.domain_not_listed',
        message: 'Domain must be from the list of Generic/Custom sources',
        details: { domain: 'tagesanzeiger.ch' },
      },
    });
    expect(await savedUrls()).toEqual([]);
  });

  test('www., subdomains, a trailing dot, a port and IDN spellings are the same site', async () => {
    for (const [url, domain] of [
      ['https://www.nzz.ch/recent.rss', 'nzz.ch'],
      ['https://feeds.sport.nzz.ch./rss', 'www.nzz.ch'],
      ['https://nzz.ch:8443/international.rss', null],
      ['https://www.bärn.ch/rss', 'bärn.ch'],
    ] as const) {
      const { status, body } = await save('POST', { name: url, url, domain });
      expect({ url, status, domain: body.domain }).toEqual({
        url,
        status: 200,
        domain: domain === 'bärn.ch' ? 'xn--brn-qla.ch' : 'nzz.ch',
      });
    }
  });

  test('hosts in NEWSDESK_FETCH_ALLOW may carry a listed domain; the list still decides', async () => {
    expect((await save('POST', { name: 'Mirror', url: 'http://10.20.0.5/nzz.xml', domain: 'nzz.ch' })).status).toBe(200);
    expect((await save('POST', { name: 'Intranet', url: 'http://feeds.intranet/news.xml', domain: 'intranet-news.example' })).status).toBe(
      200,
    );
    expect((await save('POST', { name: 'x', url: 'http://feeds.intranet/tagi.xml', domain: 'tagesanzeiger.ch' })).body).toMatchObject({
      code: 'source.domain_not_listed',
    });
    expect((await save('POST', { name: 'x', url: 'http://10.21.0.5/nzz.xml', domain: 'nzz.ch' })).body).toMatchObject({
      code: 'source.address_not_allowed',
    });
  });
});

describe('changing a source', () => {
  test('a new address or domain is checked again; a source saved before the rule can still be renamed and disabled', async () => {
    const { body: created } = await save('POST', { name: 'NZZ Wirtschaft', url: 'https://www.nzz.ch/wirtschaft.rss' });
    const id = created.id as string;
    expect((await save('PUT', { id, url: 'http://[::ffff:127.0.0.1]:3000/feed' })).body).toMatchObject({
      code: 'source.address_not_allowed',
    });
    expect((await save('PUT', { id, url: 'https://evil.example/wirtschaft.rss' })).body).toMatchObject({
      code: 'source.url_not_on_domain',
    });
    expect((await save('PUT', { id, domain: 'xn--brn-qla.ch' })).body).toMatchObject({ code: 'source.url_not_on_domain' });
    expect(await save('PUT', { id, url: 'https://feeds.nzz.ch/wirtschaft.rss' })).toMatchObject({
      status: 200,
      body: { url: 'https://feeds.nzz.ch/wirtschaft.rss' },
    });

    // what an earlier release let through, written as it stored it
    const legacyId = '00000000-0000-4000-8000-00000000ad01';
    const legacy = {
      id: legacyId,
      name: 'Old loopback',
      url: 'http://127.0.0.1:8080/feed',
      domain: 'nzz.ch',
      intervalMinutes: 15,
      enabled: true,
      concurrency: 2,
    };
    await t.server.container
      .get<FeedSourceRepository>(FeedSourceRepository)
      .add({ ...legacy, health: healthyStart(), etag: null, lastModified: null }, new Date());
    expect(await save('PUT', { id: legacyId, enabled: false, name: 'Old loopback (off)' })).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    expect((await save('PUT', { id: legacyId, url: 'http://localhost:8080/feed' })).body).toMatchObject({
      code: 'source.address_not_allowed',
    });
  });
});
