import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPO_ROOT } from './config';
import { startTestServer, type TestServer } from './testing/test-server';
import { ClientBuild } from './testing/first-paint-javascript';

// Brotli and gzip on the wire, over real HTTP on loopback (ADR 0016): the built client's files as
// written at build time, the server's own JSON compressed on the way out, and the cache headers.
const CLIENT_DIR = path.join(REPO_ROOT, 'app-shell/client/dist');
if (!existsSync(path.join(CLIENT_DIR, '.vite/manifest.json'))) {
  throw new Error('The web client is not built: run `npm run build` (npm test does it) before this test.');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http sends exactly these headers (fetch would add its own Accept-Encoding and decode). */
const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });

const decoded = (answer: Answer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

let t: TestServer;
const build = new ClientBuild(CLIENT_DIR);
const entryFile = build.firstPaint().files[0] ?? '';

beforeAll(async () => {
  t = await startTestServer({ clientDir: CLIENT_DIR });
}, 60_000);
afterAll(() => t?.stop(), 60_000);

describe('the built client', () => {
  const original = () => readFileSync(path.join(CLIENT_DIR, entryFile));

  test.each(['br', 'gzip'])('Accept-Encoding %s: that encoding, and the same bytes once decoded', async (encoding) => {
    const answer = await get(`${t.url}/${entryFile}`, { 'Accept-Encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBeLessThan(original().length / 2);
    expect(decoded(answer).equals(original())).toBe(true);
  });

  test('a browser that accepts both gets Brotli, the smaller', async () => {
    const answer = await get(`${t.url}/${entryFile}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  test('no Accept-Encoding: the file as it is', async () => {
    const answer = await get(`${t.url}/${entryFile}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(original())).toBe(true);
  });

  test('hashed assets are cached for a year and never revalidated; index.html always is', async () => {
    const asset = await get(`${t.url}/${entryFile}`, { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('max-age=31536000,immutable');
    const page = await get(`${t.url}/login`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page).toString('utf8')).toContain(entryFile);
  });
});

describe('responses the server builds', () => {
  test.each(['br', 'gzip'])('JSON above 1 KB (a locale file) is compressed with %s', async (encoding) => {
    const plain = await get(`${t.url}/locales/en/shell.json`);
    const answer = await get(`${t.url}/locales/en/shell.json`, { 'Accept-Encoding': encoding });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decoded(answer).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  test('a tiny body is sent as it is: compressing it would not pay', async () => {
    const answer = await get(`${t.url}/locales/en/notifications.json`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  test('an error answer stays JSON {message, code} whatever the encoding', async () => {
    const answer = await get(`${t.url}/api/openapi.json`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(401);
    expect(JSON.parse(decoded(answer).toString('utf8'))).toMatchObject({ code: expect.any(String) });
  });

  const embed = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-document-viewer.js');
  (existsSync(embed) ? test : test.skip)('the embed scripts are compressed for other sites too', async () => {
    const answer = await get(`${t.url}/embed/newsdesk-document-viewer.js`, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).equals(readFileSync(embed))).toBe(true);
  });
});
