import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { fetchApi } from './testing/api-call';
import { serverWithLogins } from './testing/server-with-logins';

const server = serverWithLogins();
const { cookies } = server;
/** As the admin unless another cookie is given. */
const call = (method: string, path: string, options: { cookie?: string; json?: unknown; form?: FormData } = {}) =>
  fetchApi(server.t.url, method, path, { ...options, cookie: options.cookie ?? cookies.admin });

const listForm = (fileName: string, content: BlobPart, kind = 'generic') => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([content], { type: 'text/csv' }), fileName);
  return form;
};

describe('site list files', () => {
  test('a CSV list uploaded as multipart is stored under a sanitized name and lists its domains', async () => {
    const upload = await call('POST', '/api/files/websites', {
      form: listForm('Swiss Media.CSV', 'domain,name\nsrf.ch,SRF\nwww.watson.ch,Watson\n'),
    });
    expect(upload.status).toBe(200);
    expect(upload.body).toMatchObject({
      replaced: false,
      file: { name: 'swiss-media.csv', kind: 'generic', entries: 2, uploadedBy: { name: 'Alex Admin' } },
    });
    const custom = await call('POST', '/api/files/websites?kind=custom', {
      json: { name: 'own sites.txt', content: 'https://www.letemps.ch/\n' },
    });
    expect(custom.body).toMatchObject({ file: { name: 'own-sites.txt', kind: 'custom', entries: 1 } });
    expect((await call('GET', '/api/sites/generic')).body).toEqual({
      sites: [
        { domain: 'srf.ch', name: 'SRF' },
        { domain: 'watson.ch', name: 'Watson' },
      ],
    });
    expect((await call('GET', '/api/sites/custom')).body).toEqual({ sites: [{ domain: 'letemps.ch', name: 'letemps.ch' }] });
    const files = (await call('GET', '/api/files/websites')).body.files as { name: string }[];
    expect(files.map((f) => f.name)).toEqual(['own-sites.txt', 'swiss-media.csv']);
  });

  test('a path in the file name never reaches storage; the file reads back as JSON or text and deletes', async () => {
    const upload = await call('POST', '/api/files/websites', { form: listForm('../../etc/passwd.txt', 'nzz.ch\n') });
    expect(upload.body).toMatchObject({ file: { name: 'passwd.txt' } });
    expect((await call('GET', '/api/files/websites/passwd.txt')).body).toMatchObject({
      name: 'passwd.txt',
      content: 'nzz.ch\n',
      sites: [{ domain: 'nzz.ch' }],
    });
    const text = await call('GET', '/api/files/websites/passwd.txt?format=text');
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toBe('attachment; filename="passwd.txt"');
    expect(text.body).toEqual({ text: 'nzz.ch\n' });
    expect((await call('GET', '/api/files/websites/..%2F..%2Fetc%2Fpasswd.txt')).status).toBe(400);
    expect((await call('DELETE', '/api/files/websites/passwd.txt')).status).toBe(204);
    expect((await call('DELETE', '/api/files/websites/passwd.txt')).body).toMatchObject({ code: 'site_list.not_found' });
  });

  test('over 1 MiB is 413, binary and bad lines are 400 with the line numbers, a missing kind is 400', async () => {
    const big = 'srf.ch\n'.repeat(Math.ceil((1024 * 1024 + 1) / 7));
    const oversized = await call('POST', '/api/files/websites', { form: listForm('big.txt', big) });
    expect(oversized.status).toBe(413);
    expect((await call('POST', '/api/files/websites', { json: { name: 'big.txt', kind: 'generic', content: big } })).status).toBe(413);
    const binary = await call('POST', '/api/files/websites', {
      form: listForm('logo.txt', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    });
    expect(binary).toMatchObject({ status: 400, body: { code: 'site_list.not_text' } });
    const bad = await call('POST', '/api/files/websites', { form: listForm('bad.csv', 'srf.ch\nnot a site\nnzz.ch\nftp://x.ch\n') });
    expect(bad).toMatchObject({ status: 400, body: { code: 'site_list.invalid_lines', details: { lines: [2, 4], count: 2 } } });
    const form = new FormData();
    form.append('file', new Blob(['srf.ch\n']), 'x.txt');
    expect((await call('POST', '/api/files/websites', { form })).body).toMatchObject({ code: 'site_list.kind_required' });
    expect((await call('POST', '/api/files/websites', { form: listForm('x.exe', 'srf.ch') })).body).toMatchObject({
      code: 'site_list.unsupported_type',
    });
    expect((await call('POST', '/api/files/websites', { json: {} })).body).toMatchObject({ code: 'request.invalid' });
    const plain = await fetch(`${server.t.url}/api/files/websites`, {
      method: 'POST',
      headers: { Cookie: cookies.admin, 'Content-Type': 'text/plain' },
      body: 'srf.ch',
    });
    expect(plain.status).toBe(415);
  });

  test('uploads leave no temporary files behind', async () => {
    // formidable names its temporary files with 25 lower-case letters and digits, no extension.
    const temporary = () => new Set(readdirSync(tmpdir()).filter((name) => /^[a-z0-9]{25}$/.test(name)));
    const before = temporary();
    const statuses = [
      (await call('POST', '/api/files/websites', { form: listForm('tmp-check.txt', 'srf.ch\n') })).status,
      (await call('POST', '/api/files/websites', { form: listForm('tmp-check.txt', new Uint8Array([0, 1, 2])) })).status,
      // Just over the file limit but within the request allowance: formidable itself stops it mid-stream.
      (await call('POST', '/api/files/websites', { form: listForm('tmp-check.txt', 'x'.repeat(1024 * 1024 + 10)) })).status,
    ];
    expect(statuses).toEqual([200, 400, 413]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...temporary()].filter((name) => !before.has(name))).toEqual([]);
  });
});

describe('RSS-enabled sources', () => {
  beforeAll(async () => {
    await call('POST', '/api/files/websites', { form: listForm('rss-domains.csv', 'blick.ch,Blick\n') });
  });

  test('a source for a listed domain is created; an unlisted domain is 400 with the catalogue message; a URL twice is 409', async () => {
    const created = await call('POST', '/api/rss-enabled-source', {
      json: { name: 'Blick News', url: 'https://www.blick.ch/news/rss.xml', domain: 'blick.ch' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Blick News',
      domain: 'blick.ch',
      intervalMinutes: 15,
      enabled: true,
      concurrency: 2,
      health: { paused: false },
    });
    const unlisted = await call('POST', '/api/rss-enabled-source', {
      json: { name: 'Tagi', url: 'https://www.tagesanzeiger.ch/rss.xml', domain: 'tagesanzeiger.ch' },
    });
    expect(unlisted).toMatchObject({
      status: 400,
      body: { code: 'source.domain_not_listed', message: 'Domain must be from the list of Generic/Custom sources' },
    });
    const twice = await call('POST', '/api/rss-enabled-source', {
      json: { name: 'Again', url: 'https://www.blick.ch/news/rss.xml', domain: 'blick.ch' },
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'source.url_taken' } });
    const invalid = await call('POST', '/api/rss-enabled-source', {
      json: { name: 'x', url: 'https://www.blick.ch/x', intervalMinutes: 2, concurrency: 9 },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body.details as { path: string }[]).map((d) => d.path)).toEqual(['intervalMinutes', 'concurrency']);
    expect((await call('GET', '/api/sites/rss')).body).toEqual({ sites: [{ domain: 'blick.ch', name: 'Blick News' }] });
  });

  test('read, update, resume a paused source, list with health, schedule, delete', async () => {
    const { body: source } = await call('POST', '/api/rss-enabled-source', {
      json: { name: 'Blick Sport', url: 'https://www.blick.ch/sport/rss.xml' },
    });
    const id = source.id as string;
    expect((await call('GET', `/api/rss-enabled-source/${id}`)).body).toMatchObject({ id, domain: 'blick.ch' });
    const repo = server.t.server.container.get<FeedSourceRepository>(FeedSourceRepository);
    for (let i = 0; i < 5; i++) await repo.recordFailure(id, { at: new Date(), error: 'fetch.timeout: no answer' });
    const listed = (await call('GET', '/api/rss-enabled-source')).body.sources as {
      id: string;
      health: { paused: boolean; pausedReason: string };
    }[];
    expect(listed.find((s) => s.id === id)?.health).toMatchObject({ paused: true, pausedReason: expect.stringContaining('fetch.timeout') });
    const resumed = await call('PUT', '/api/rss-enabled-source-update', { json: { id, resume: true, intervalMinutes: 30 } });
    expect(resumed.body).toMatchObject({ intervalMinutes: 30, health: { paused: false, consecutiveFailures: 0 } });

    const schedule = await call('POST', '/api/dce-scheduler', { json: { sources: [{ id, intervalMinutes: 60, enabled: false }] } });
    expect((schedule.body.sources as { id: string }[]).find((s) => s.id === id)).toMatchObject({
      intervalMinutes: 60,
      enabled: false,
      nextCrawlAt: null,
    });
    expect((await call('GET', '/api/dce-scheduler')).body.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, intervalMinutes: 60 })]),
    );
    expect((await call('POST', '/api/dce-scheduler', { json: { sources: [{ id: '00000000-0000-4000-8000-000000000000' }] } })).status).toBe(
      404,
    );

    expect((await call('DELETE', `/api/rss-enabled-source/${id}`)).status).toBe(204);
    expect((await call('GET', `/api/rss-enabled-source/${id}`)).body).toMatchObject({ code: 'source.not_found' });
  });
});

describe('official sources and topics', () => {
  test('official sources are created, updated by URL and listed', async () => {
    const created = await call('POST', '/api/officialSources', {
      json: { name: 'Kantonspolizei Bern', url: 'https://www.police.be.ch/medien', kind: 'police' },
    });
    expect(created.body).toMatchObject({ domain: 'police.be.ch', kind: 'police' });
    const updated = await call('POST', '/api/officialSources', {
      json: { name: 'Kapo Bern', url: 'https://www.police.be.ch/medien', kind: 'police' },
    });
    expect(updated.body.id).toBe(created.body.id);
    expect((await call('GET', '/api/officialSources')).body).toMatchObject({ sources: [{ name: 'Kapo Bern' }] });
    expect((await call('POST', '/api/officialSources', { json: { name: 'x', url: 'https://x.ch', kind: 'press' } })).status).toBe(400);
  });

  test('every user reads topics; admins create roots and subtopics and cannot delete a parent', async () => {
    expect((await call('POST', '/api/topics', { json: { id: 'sport' } })).body).toEqual({
      id: 'sport',
      name: 'sport',
      parentId: null,
      keywords: [],
      entities: [],
    });
    await call('POST', '/api/topics', { json: { id: 'tennis', name: 'Tennis', parentId: 'sport', keywords: ['Wimbledon'] } });
    expect((await call('GET', '/api/topics', { cookie: cookies.staff })).body).toMatchObject({
      topics: [{ id: 'sport' }, { id: 'tennis', parentId: 'sport' }],
    });
    expect((await call('POST', '/api/topics', { json: { id: 'Not Valid' } })).status).toBe(400);
    expect((await call('DELETE', '/api/topics/sport')).body).toMatchObject({ code: 'topic.has_children' });
    expect((await call('DELETE', '/api/topics/tennis')).status).toBe(204);
  });

  test('staff read the search filters: official and feed sources by domain, and topics', async () => {
    await call('POST', '/api/topics', { json: { id: 'economy', name: 'Economy' } });
    const filters = await call('GET', '/api/search/filters', { cookie: cookies.staff });
    expect(filters.status).toBe(200);
    const sources = filters.body.sources as { domain: string; name: string }[];
    expect(sources).toContainEqual({ domain: 'police.be.ch', name: 'Kapo Bern' });
    expect(new Set(sources.map((s) => s.domain)).size).toBe(sources.length);
    expect(filters.body.topics).toContainEqual({ id: 'economy', name: 'Economy', parentId: null });
    expect((await call('GET', '/api/search/filters', { cookie: '' })).status).toBe(401);
  });
});

test('staff get 403 on the administration routes', async () => {
  const attempts = await Promise.all([
    call('GET', '/api/rss-enabled-source', { cookie: cookies.staff }),
    call('POST', '/api/rss-enabled-source', { cookie: cookies.staff, json: { name: 'x', url: 'https://srf.ch/rss' } }),
    call('POST', '/api/files/websites', { cookie: cookies.staff, form: listForm('x.txt', 'srf.ch') }),
    call('GET', '/api/sites/generic', { cookie: cookies.staff }),
    call('POST', '/api/topics', { cookie: cookies.staff, json: { id: 'x' } }),
    call('GET', '/api/dce-scheduler', { cookie: cookies.staff }),
  ]);
  expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
});
