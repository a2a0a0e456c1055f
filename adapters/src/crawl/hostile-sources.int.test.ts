import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CrawlSource, type CrawlRecorder } from '@newsdesk/core/ingestion/crawl-source';
import { systemClock } from '@newsdesk/core/shared/clock';
import { ReadabilityArticleExtractor } from '../articles/readability-article-extractor';
import { UnpdfTextExtractor } from '../articles/unpdf-text-extractor';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { fakeDns, installLoopbackTripwire, startLocalServer, type LocalServer } from '../fetch/local-test-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { plainIngestion } from './testing/crawl-pipeline';

/**
 * Hostile sources end to end: each gives a clear per-source error through the real gate,
 * parser and crawl use case, the process stays up, and memory stays bounded.
 */
let db: TestDatabase;
let server: LocalServer;
let tripwire: ReturnType<typeof installLoopbackTripwire>;
let sentinel: string;
const failures = new Map<string, string>();
let crawl: CrawlSource;

const okFeed = `<?xml version="1.0"?><rss version="2.0"><channel><title>ok</title>
<item><title>Basel wins the derby</title><link>https://sport.example/basel</link>
<description>FC Basel won 3-1 against Young Boys on Sunday evening in front of 30,000 spectators, moving to second place.</description></item>
</channel></rss>`;

beforeAll(async () => {
  tripwire = installLoopbackTripwire();
  db = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-xxe-'));
  sentinel = path.join(dir, 'secret.txt');
  await writeFile(sentinel, 'NEWSDESK-XXE-SENTINEL-7f3a');
  const lol = [
    '<!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
  ].join('\n');
  const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
    '/ok.xml': (res) => res.end(okFeed),
    '/billion-laughs.xml': (res) =>
      res.end(
        `<?xml version="1.0"?><!DOCTYPE rss [${lol}]><rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title><description>&lol9;</description></item></channel></rss>`,
      ),
    '/xxe.xml': (res) =>
      res.end(
        `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file://${sentinel}">]><rss version="2.0"><channel><title>x</title><item><title>XXE &xxe;</title><link>https://x.example/1</link><description>Secret: &xxe; — this description is long enough to be ingested as a document by the pipeline.</description></item></channel></rss>`,
      ),
    '/huge.xml': (res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      const chunk = Buffer.alloc(1 << 20, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 100 && res.write(chunk)) sent++;
        if (sent < 100) res.once('drain', push);
        else res.end();
      };
      push();
    },
    '/bomb.xml': (res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Content-Encoding': 'gzip' });
      // One shared zero megabyte: a fresh one per read left up to a gigabyte of garbage in this very
      // process, which the RSS check below then counted against the client.
      const zero = Buffer.alloc(1 << 20);
      let produced = 0;
      const zeros = new Readable({
        read() {
          this.push(produced++ < 1024 ? zero : null);
        },
      });
      zeros.pipe(createGzip()).pipe(res);
    },
    '/to-loopback.xml': (res) => res.writeHead(302, { Location: `http://127.0.0.1:${server.port}/ok.xml` }).end(),
  };
  server = await startLocalServer((req, res) => (routes[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res));

  // Only the name feeds.test (→ 127.0.0.1) is allowed; 127.0.0.1 itself is not.
  const gate = new SafeHttpGate({
    allow: ['feeds.test'],
    resolve: fakeDns({ 'feeds.test': ['127.0.0.1'] }).resolve,
    totalTimeoutMs: 15_000,
  });
  const recorder: CrawlRecorder = {
    recordSuccess: async () => undefined,
    recordFailure: async (id, { error }) => void failures.set(nameOf(id), error),
  };
  const ingest = plainIngestion(new PostgresDocumentRepository(db.orm));
  crawl = new CrawlSource(
    gate,
    new XmlFeedParser(),
    new ReadabilityArticleExtractor(),
    new UnpdfTextExtractor(),
    ingest,
    recorder,
    systemClock,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
  tripwire?.uninstall();
});

/** Sources are named in the test; their ids are UUIDs as in the database. */
const ids = new Map<string, string>();
const idOf = (name: string) => ids.get(name) ?? (ids.set(name, crypto.randomUUID()), ids.get(name)!);
const nameOf = (id: string) => [...ids.entries()].find(([, v]) => v === id)?.[0] ?? id;
const crawlAs = (name: string, url: string) => crawl.execute({ id: idOf(name), url, concurrency: 1, etag: null, lastModified: null });

describe('hostile sources', () => {
  test('a good feed next to them is ingested', async () => {
    const summary = await crawlAs('ok', server.urlAs('feeds.test', '/ok.xml'));
    expect(summary).toMatchObject({ fetched: 1, new: 1, errors: 0, failure: null });
  });

  test('billion laughs is inert and XXE never reads the file', async () => {
    const laughs = await crawlAs('laughs', server.urlAs('feeds.test', '/billion-laughs.xml'));
    expect(laughs.failure ?? 'parsed harmlessly').not.toContain('lollol');
    await crawlAs('xxe', server.urlAs('feeds.test', '/xxe.xml'));
    const stored = await db.orm.em
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from news_document where body like '%XXE-SENTINEL%' or title like '%XXE-SENTINEL%'`);
    expect(Number(stored[0]!.n)).toBe(0);
  });

  test('a 100 MB body and a gzip bomb stop at the cap with a clear error, memory stays bounded', async () => {
    const before = process.memoryUsage().rss;
    expect((await crawlAs('huge', server.urlAs('feeds.test', '/huge.xml'))).failure).toMatch(/^fetch\.too_large/);
    expect((await crawlAs('bomb', server.urlAs('feeds.test', '/bomb.xml'))).failure).toMatch(/^fetch\.too_large/);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    expect(failures.get('huge')).toMatch(/^fetch\.too_large/);
  }, 60_000);

  test('a redirect to 127.0.0.1, file:// and http://0x7f000001 are refused per source', async () => {
    expect((await crawlAs('redirect', server.urlAs('feeds.test', '/to-loopback.xml'))).failure).toMatch(/^fetch\.address_not_allowed/);
    expect((await crawlAs('file', `file://${sentinel}`)).failure).toMatch(/^fetch\.scheme_not_allowed/);
    expect((await crawlAs('hex', `http://0x7f000001:${server.port}/ok.xml`)).failure).toMatch(/^fetch\.address_not_allowed/);
    expect([...failures.keys()]).toEqual(expect.arrayContaining(['redirect', 'file', 'hex']));
  });
});
