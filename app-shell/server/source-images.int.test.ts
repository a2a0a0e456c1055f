import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { SourceImageOnFirstCrawl } from '@newsdesk/core/source-images/source-image-on-first-crawl';
import { startTestServer, type TestServer } from './testing/test-server';

/*
 * Source images over HTTP (spec §7 /api/files/websites, ADR 0025): admins replace and remove a
 * source's image, every user reads it by `{domain}.png` as the document viewer asks for it, and
 * the site lists that share the path keep working.
 */
let t: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  // the outbound gate may reach the test site on 127.0.0.2 only (NEWSDESK_FETCH_ALLOW=127.0.0.2)
  t = await startTestServer({ fetchAllow: ['127.0.0.2'] });
  [admin, staff] = await Promise.all([t.cookieFor('admin'), t.cookieFor('staff')]);
});
afterAll(async () => {
  await t?.stop();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>';

const imageForm = (fileName: string, content: BlobPart, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content], { type: 'application/octet-stream' }), fileName);
  return form;
};
const upload = (form: FormData, cookie = admin) =>
  fetch(`${t.url}/api/files/websites`, { method: 'POST', headers: { Cookie: cookie }, body: form });
const image = (name: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/api/files/websites/${name}`, { headers: { Cookie: staff, ...headers } });

describe('source images', () => {
  test('an admin uploads an image; every user gets it by its png name with its own type, caching and nosniff', async () => {
    const answer = await upload(imageForm('srf.ch.png', PNG));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      image: { domain: 'srf.ch', contentType: 'image/png', size: PNG.length, origin: 'uploaded' },
      replaced: false,
    });
    const served = await image('srf.ch.png');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // fetch() would add Cache-Control: no-cache to a conditional request (Fetch standard); a browser revalidating sends max-age=0
    expect((await image('srf.ch.png', { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })).status).toBe(304);
  });

  test('an SVG is stored as SVG and served in a sandbox under the png name the client asks for', async () => {
    const answer = await upload(imageForm('logo.svg', SVG, { domain: 'www.NZZ.ch' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ image: { domain: 'nzz.ch', contentType: 'image/svg+xml' } });
    const served = await image('nzz.ch.png');
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    // both the server's policy and the image's own are sent; the image's forbids everything
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'unsafe-inline'; sandbox/);
    expect(served.headers.get('content-disposition')).toBe('inline; filename="nzz.ch.svg"');
    // a replacement answers replaced
    expect(await (await upload(imageForm('nzz.ch.png', PNG))).json()).toMatchObject({ replaced: true });
  });

  test('a domain without an image is a JSON 404 the widget turns into the letter', async () => {
    const answer = await image('blick.ch.png');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'source_image.not_found', message: expect.any(String) });
  });

  test('bad uploads get 4xx {message, code} and store nothing', async () => {
    const cases = [
      [imageForm('logo.png', PNG), 400, 'source_image.invalid_name'],
      [imageForm('x.png', PNG, { domain: 'not a domain' }), 400, 'source_image.invalid_name'],
      [imageForm('tagesanzeiger.ch.png', '<html><body>a page</body></html>'), 415, 'source_image.unsupported_type'],
      [imageForm('tagesanzeiger.ch.png', ''), 400, 'source_image.empty'],
      [imageForm('tagesanzeiger.ch.png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)])), 413, 'source_image.too_large'],
      [imageForm('tagesanzeiger.ch.gif', Buffer.alloc(2 * 1024 * 1024)), 413, 'request.too_large'],
    ] as const;
    const answers = [];
    for (const [form] of cases) {
      const answer = await upload(form);
      const body = (await answer.json()) as { code: string; message: string };
      answers.push({ status: answer.status, code: body.code, hasMessage: body.message.length > 0 });
    }
    expect(answers).toEqual(cases.map(([, status, code]) => ({ status, code, hasMessage: true })));
    expect((await image('tagesanzeiger.ch.png')).status).toBe(404);
    expect((await image('bad%2F..%2Fname.png')).status).toBe(400);
  });

  test('staff may look but not upload or delete (403); anonymous callers get 401', async () => {
    await upload(imageForm('watson.ch.png', PNG));
    expect((await upload(imageForm('watson.ch.png', PNG), staff)).status).toBe(403);
    const removal = await fetch(`${t.url}/api/files/websites/watson.ch.png`, { method: 'DELETE', headers: { Cookie: staff } });
    expect(removal.status).toBe(403);
    expect(await removal.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await fetch(`${t.url}/api/files/websites/watson.ch.png`)).status).toBe(401);
    expect((await image('watson.ch.png')).status).toBe(200);
  });

  test('an admin removes an image: 204, then the letter again; a second removal is 404', async () => {
    await upload(imageForm('20min.ch.png', PNG));
    const remove = () => fetch(`${t.url}/api/files/websites/20min.ch.png`, { method: 'DELETE', headers: { Cookie: admin } });
    expect((await remove()).status).toBe(204);
    expect((await image('20min.ch.png')).status).toBe(404);
    const again = await remove();
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'source_image.not_found' });
  });

  test('site lists still go through the same POST, GET and DELETE', async () => {
    const form = new FormData();
    form.append('kind', 'generic');
    form.append('file', new Blob(['srf.ch,SRF\n'], { type: 'text/csv' }), 'swiss.csv');
    const answer = await upload(form);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ file: { name: 'swiss.csv', kind: 'generic' }, replaced: false });
    const list = await fetch(`${t.url}/api/files/websites/swiss.csv`, { headers: { Cookie: admin } });
    expect(await list.json()).toMatchObject({ name: 'swiss.csv', sites: [{ domain: 'srf.ch', name: 'SRF' }] });
    expect((await fetch(`${t.url}/api/files/websites/swiss.csv`, { headers: { Cookie: staff } })).status).toBe(403);
    expect((await fetch(`${t.url}/api/files/websites/swiss.csv`, { method: 'DELETE', headers: { Cookie: admin } })).status).toBe(204);
  });
});

test('the composed server: a crawl of a new domain stores its icon, and the viewer address serves it', async () => {
  const text = 'The cantonal parliament agreed on the new budget after a long debate about schools and roads. '.repeat(8);
  const site = http.createServer((req, res) => {
    const port = (site.address() as AddressInfo).port;
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      return res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title><item><title>Budget</title><link>http://127.0.0.2:${port}/budget</link><description>${text}</description></item></channel></rss>`,
      );
    }
    if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end('<html><head><link rel="icon" sizes="192x192" href="/icons/192.png"></head><body>Wire</body></html>');
    }
    if (req.url === '/icons/192.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(PNG);
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
  try {
    const port = (site.address() as AddressInfo).port;
    const summary = await t.server.container
      .get(CrawlSource)
      .execute({ id: null, url: `http://127.0.0.2:${port}/feed.xml`, concurrency: 1, etag: null, lastModified: null });
    expect(summary).toMatchObject({ new: 1, failure: null });
    await t.server.container.get(SourceImageOnFirstCrawl).idle();
    const served = await image('127.0.0.2.png');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  } finally {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  }
});
