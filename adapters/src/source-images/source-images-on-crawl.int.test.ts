import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CrawlSource, type CrawlRecorder } from '@newsdesk/core/ingestion/crawl-source';
import { systemClock } from '@newsdesk/core/shared/clock';
import { FetchSourceImage } from '@newsdesk/core/source-images/fetch-source-image';
import { SourceImageOnFirstCrawl } from '@newsdesk/core/source-images/source-image-on-first-crawl';
import { MAX_SOURCE_IMAGE_BYTES } from '@newsdesk/core/source-images/source-image.types';
import { ReadabilityArticleExtractor } from '../articles/readability-article-extractor';
import { UnpdfTextExtractor } from '../articles/unpdf-text-extractor';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { fakeDns } from '../fetch/local-test-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { parseFetchAllow } from '../fetch/address-policy';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { PostgresSourceImageStore } from '../postgres/source-images/postgres-source-image-store';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { LinkedomIconLinkReader } from './linkedom-icon-link-reader';
import { plainIngestion } from '../crawl/testing/crawl-pipeline';

/*
 * A domain's first crawl fetches its icon through the real outbound gate, allowed to reach only
 * 127.0.0.2 (NEWSDESK_FETCH_ALLOW=127.0.0.2, as the SSRF corpus does), from a site served on that
 * loopback address under two names; the image lands in PostgreSQL. ADR 0025.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WIRE = '127.0.0.2';

let db: TestDatabase;
let server: http.Server;
let port = 0;
const asked: string[] = [];

const text = 'The cantonal parliament agreed on the new budget after a long debate about schools and roads. '.repeat(8);
const feed = (host: string, items: string[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>${host}</title>
${items.map((path) => `<item><title>Budget ${path}</title><link>http://${host}:${port}${path}</link><description>${text} ${path}</description></item>`).join('\n')}
</channel></rss>`;

const newsSite = (req: IncomingMessage, res: ServerResponse) => {
  const send = (status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };
  if (req.url === '/feed.xml') return send(200, 'application/rss+xml', feed('news.example', ['/a-1', '/a-2']));
  if (req.url === '/other.xml') return send(200, 'application/rss+xml', feed('news.example', ['/a-3']));
  if (req.url === '/')
    return send(
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html><head><title>News</title>
      <link rel="shortcut icon" href="/favicon.ico">
      <link rel="icon" sizes="16x16" href="/icon-16.png">
      <link rel="apple-touch-icon" href="/apple-touch-icon.png">
      <link rel="icon" sizes="1024x1024" href="/huge.png">
      </head><body>Front page</body></html>`,
    );
  // announced as the largest, but over the cap: the gate stops reading, the next one is tried
  if (req.url === '/huge.png') return send(200, 'image/png', Buffer.concat([PNG, Buffer.alloc(MAX_SOURCE_IMAGE_BYTES + 1)]));
  if (req.url === '/apple-touch-icon.png') return send(200, 'image/png', PNG);
  return send(404, 'text/html', '<html>Not found</html>');
};

const brokenSite = (req: IncomingMessage, res: ServerResponse) => {
  if (req.url === '/feed.xml') {
    res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
    return res.end(feed('broken.example', ['/b-1']));
  }
  // the home page fails, and /favicon.ico is a soft 404: a page served with status 200
  res.writeHead(req.url === '/' ? 500 : 200, { 'Content-Type': 'text/html' });
  res.end('<html><body>Oops</body></html>');
};

beforeAll(async () => {
  db = await createTestDatabase();
  server = http.createServer((req, res) => {
    asked.push(`${req.headers.host?.split(':')[0]} ${req.url}`);
    (req.headers.host?.startsWith('broken.example') ? brokenSite : newsSite)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, WIRE, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.dispose();
});

const quietRecorder: CrawlRecorder = { recordSuccess: async () => undefined, recordFailure: async () => undefined };

/** One worker process's crawl pipeline, with its own watcher (as after a restart). */
const aProcess = () => {
  const { resolve } = fakeDns({ 'news.example': [WIRE], 'broken.example': [WIRE] });
  const allow = parseFetchAllow(WIRE);
  const pages = new SafeHttpGate({ allow, resolve });
  const icons = new SafeHttpGate({ allow, resolve, maxBodyBytes: MAX_SOURCE_IMAGE_BYTES });
  const store = new PostgresSourceImageStore(db.orm);
  const errors: unknown[] = [];
  const watcher = new SourceImageOnFirstCrawl(
    new FetchSourceImage({ pages, icons }, new LinkedomIconLinkReader(), store, systemClock),
    (error) => errors.push(error),
  );
  const ingest = plainIngestion(new PostgresDocumentRepository(db.orm));
  const crawl = new CrawlSource(
    pages,
    new XmlFeedParser(),
    new ReadabilityArticleExtractor(),
    new UnpdfTextExtractor(),
    watcher.wrap(ingest),
    quietRecorder,
    systemClock,
  );
  const run = (host: string, path: string) =>
    crawl.execute({ id: null, url: `http://${host}:${port}${path}`, concurrency: 2, etag: null, lastModified: null });
  return { run, watcher, store, errors };
};

describe('source images at a domain first crawl', () => {
  test('the largest icon within the cap is fetched once, stored, and not fetched again by a later crawl or process', async () => {
    const first = aProcess();
    const summary = await first.run('news.example', '/feed.xml');
    expect(summary).toMatchObject({ fetched: 2, new: 2, failure: null });
    await first.watcher.idle();
    expect(first.errors).toEqual([]);
    const image = await first.store.find('news.example');
    expect(image).toMatchObject({
      contentType: 'image/png',
      origin: 'fetched',
      fetchedFrom: `http://news.example:${port}/apple-touch-icon.png`,
    });
    expect(Buffer.from(image?.bytes ?? [])).toEqual(PNG);
    const iconRequests = () => asked.filter((a) => a.startsWith('news.example') && !/\.xml$/.test(a));
    expect(iconRequests()).toEqual(['news.example /', 'news.example /huge.png', 'news.example /apple-touch-icon.png']);

    await first.run('news.example', '/other.xml');
    await first.watcher.idle();
    const restarted = aProcess();
    expect((await restarted.run('news.example', '/feed.xml')).failure).toBeNull();
    await restarted.watcher.idle();
    expect(iconRequests()).toHaveLength(3);
  });

  test('a site without a usable icon leaves the placeholder, and its crawl is not disturbed', async () => {
    const worker = aProcess();
    const summary = await worker.run('broken.example', '/feed.xml');
    expect(summary).toMatchObject({ fetched: 1, new: 1, errors: 0, failure: null });
    await worker.watcher.idle();
    expect(worker.errors).toEqual([]);
    expect(await worker.store.find('broken.example')).toBeNull();
    const status = await worker.store.status('broken.example');
    expect(status).toMatchObject({ state: 'failed' });
    expect(status?.state === 'failed' && status.failure).toMatch(
      /broken\.example:\d+\/: fetch\.http_status.*favicon\.ico: served as text\/html/,
    );
    expect(asked.filter((a) => a.startsWith('broken.example'))).toEqual([
      'broken.example /feed.xml',
      'broken.example /',
      'broken.example /favicon.ico',
    ]);
  });
});
