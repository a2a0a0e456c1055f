import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startLocalServer, type LocalServer } from '../fetch/local-test-server';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { crawlPipeline } from './testing/crawl-pipeline';

const REPO = path.resolve(import.meta.dirname, '../../..');
const ITEMS = 10;
let db: TestDatabase;
let server: LocalServer;
let articleRequests = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startLocalServer((req, res) => {
    if (req.url === '/feed.xml') {
      const items = Array.from(
        { length: ITEMS },
        (_, i) => `<item><title>Story ${i}</title><link>${server.url(`/article/${i}`)}</link><description>Teaser ${i}</description></item>`,
      ).join('');
      res
        .writeHead(200, { 'Content-Type': 'application/rss+xml' })
        .end(`<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${items}</channel></rss>`);
      return;
    }
    const n = /\/article\/(\d+)/.exec(req.url ?? '')?.[1];
    articleRequests++;
    // slow pages, so the crawl is still running when the process is killed
    setTimeout(() => {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<html><head><title>Story ${n}</title></head><body><article><h1>Story ${n}</h1>${`<p>Paragraph of article ${n} with enough words to be the main text of the page for Readability to keep.</p>`.repeat(8)}</article></body></html>`,
        );
    }, 400);
  });
});
afterAll(async () => {
  await server?.close();
  await db?.dispose();
});

const stored = async () => Number((await db.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from news_document'))[0]!.n);

test('kill -9 in the middle of a crawl loses nothing: the next run adds exactly what is missing', async () => {
  // one process (node --import tsx), so SIGKILL hits the crawler itself and not a wrapper
  const child = spawn(
    path.join(REPO, 'node_modules/.bin/node'),
    ['--import', 'tsx', 'adapters/src/crawl/testing/crawl-once.ts', db.url, server.url('/feed.xml')],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const deadline = Date.now() + 30_000;
  while ((await stored()) < 3 && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  const before = await stored();
  expect({ before, output: before > 0 && before < ITEMS ? '' : output }).toEqual({ before: expect.any(Number), output: '' });

  const summary = await crawlPipeline(db.orm).execute({
    id: null,
    url: server.url('/feed.xml'),
    concurrency: 2,
    etag: null,
    lastModified: null,
  });
  expect(summary).toMatchObject({ fetched: ITEMS, new: ITEMS - before, duplicates: before, errors: 0, failure: null });
  expect(await stored()).toBe(ITEMS);
  const urls = await db.orm.em.fork().execute<{ n: string }[]>('select count(distinct canonical_url) as n from news_document');
  expect(Number(urls[0]!.n)).toBe(ITEMS);
  expect(articleRequests).toBeGreaterThanOrEqual(ITEMS);
}, 60_000);
