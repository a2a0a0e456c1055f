import { beforeEach, expect, test } from '@jest/globals';
import { FakeClock } from '../testing/in-memory-identity';
import { CrawlSource, type CrawlRecorder } from './crawl-source';
import type { RawArticle } from './ingest-article';
import { FeedError, FetchError } from './ingestion.errors';
import type { FeedItem, FetchedResource, FetchOptions, OutboundHttp } from './ingestion.ports';

const bytes = (text: string) => new TextEncoder().encode(text);
const resource = (url: string, body: string, extra: Partial<FetchedResource> = {}): FetchedResource => ({
  url,
  finalUrl: url,
  status: 200,
  notModified: false,
  contentType: 'text/html; charset=utf-8',
  body: bytes(body),
  etag: null,
  lastModified: null,
  ...extra,
});

class FakeWeb implements OutboundHttp {
  pages = new Map<string, FetchedResource | Error>();
  requests: { url: string; options: FetchOptions | undefined }[] = [];
  async fetch(url: string, options?: FetchOptions) {
    this.requests.push({ url, options });
    const page = this.pages.get(url);
    if (!page) throw new FetchError('fetch.http_status', `404 for ${url}`, { status: 404 });
    if (page instanceof Error) throw page;
    return page;
  }
}

const item = (n: number, overrides: Partial<FeedItem> = {}): FeedItem => ({
  title: `Item ${n}`,
  link: `https://news.example/${n}`,
  guid: String(n),
  summary: `Teaser ${n}`,
  content: null,
  published: '2026-11-20T08:00:00.000Z',
  author: null,
  pdfLinks: [],
  ...overrides,
});

let web: FakeWeb;
let items: FeedItem[];
let ingested: RawArticle[];
let recorded: { kind: string; value: unknown }[];
let crawl: CrawlSource;
const source = { id: 'src-1', url: 'https://news.example/feed.xml', concurrency: 2, etag: '"v1"', lastModified: null };

beforeEach(() => {
  web = new FakeWeb();
  web.pages.set(source.url, resource(source.url, '<rss/>', { etag: '"v2"', contentType: 'application/rss+xml' }));
  items = [item(1, { content: 'Full feed text '.repeat(60) }), item(2), item(3, { pdfLinks: ['https://news.example/report.pdf'] })];
  ingested = [];
  recorded = [];
  const parser = { parse: () => ({ title: 'Feed', format: 'rss2' as const, items }) };
  const articles = {
    extract: (html: string) =>
      html.includes('<article>') ? { title: null, text: `Full article text from the page. ${'More text. '.repeat(80)}` } : null,
  };
  const pdfs = { extract: async () => 'PDF annex: figures of the quarter' };
  const ingest = {
    execute: async (a: RawArticle) => (ingested.push(a), { outcome: 'new' as const, documentId: 'd', storyId: 's', isOriginal: true }),
  };
  const recorder: CrawlRecorder = {
    recordSuccess: async (_id, value) => void recorded.push({ kind: 'success', value }),
    recordFailure: async (_id, value) => void recorded.push({ kind: 'failure', value }),
  };
  crawl = new CrawlSource(web, parser, articles, pdfs, ingest, recorder, new FakeClock());
});

test('a crawl sends the conditional-GET state, ingests every item with full text and PDF texts, and records success', async () => {
  web.pages.set('https://news.example/2', resource('https://news.example/2', '<html><article>…</article></html>'));
  web.pages.set('https://news.example/report.pdf', resource('https://news.example/report.pdf', '%PDF', { contentType: 'application/pdf' }));
  const summary = await crawl.execute(source);
  expect(web.requests[0]).toEqual({ url: source.url, options: { etag: '"v1"', lastModified: null } });
  expect(summary).toMatchObject({ fetched: 3, new: 3, errors: 0, failure: null });
  const byUrl = Object.fromEntries(ingested.map((a) => [a.url, a]));
  expect(byUrl['https://news.example/1']!.body).toContain('Full feed text');
  expect(byUrl['https://news.example/2']!.body).toContain('Full article text from the page.');
  expect(byUrl['https://news.example/3']!.body).toBe('Teaser 3');
  expect(byUrl['https://news.example/3']!.associatedText).toEqual(['PDF annex: figures of the quarter']);
  expect(ingested.every((a) => a.sourceId === 'src-1')).toBe(true);
  expect(recorded).toEqual([{ kind: 'success', value: expect.objectContaining({ items: 3, fresh: 3, etag: '"v2"' }) }]);
  expect(web.requests.some((r) => r.url === 'https://news.example/1')).toBe(false);
});

test('304 Not Modified records success without parsing anything', async () => {
  web.pages.set(source.url, resource(source.url, '', { notModified: true, status: 304 }));
  const summary = await crawl.execute(source);
  expect(summary.notModified).toBe(true);
  expect(ingested).toEqual([]);
  expect(recorded).toEqual([{ kind: 'success', value: expect.objectContaining({ items: 0, etag: '"v1"' }) }]);
});

test('a refused fetch or an unreadable feed is a failure of the source, with the reason', async () => {
  web.pages.set(source.url, new FetchError('fetch.address_not_allowed', 'The address 127.0.0.1 is not allowed.'));
  expect((await crawl.execute(source)).failure).toBe('fetch.address_not_allowed: The address 127.0.0.1 is not allowed.');
  const failing = new CrawlSource(
    web,
    {
      parse: () => {
        throw new FeedError('feed.malformed', 'The feed is cut off.');
      },
    },
    { extract: () => null },
    { extract: async () => '' },
    { execute: async () => ({ outcome: 'skipped', reason: '' }) },
    {
      recordSuccess: async () => undefined,
      recordFailure: async (_id, value) => void recorded.push({ kind: 'failure', value }),
    },
    new FakeClock(),
  );
  web.pages.set(source.url, resource(source.url, '<rss'));
  expect((await failing.execute(source)).failure).toBe('feed.malformed: The feed is cut off.');
  expect(recorded.map((r) => r.kind)).toEqual(['failure', 'failure']);
});

test('an item that fails is counted, the others go on', async () => {
  let n = 0;
  const flaky = new CrawlSource(
    web,
    { parse: () => ({ title: 'F', format: 'rss2', items }) },
    { extract: () => null },
    { extract: async () => '' },
    {
      execute: async () => {
        if (++n === 2) throw new Error('database hiccup');
        return { outcome: 'duplicate', documentId: 'd' };
      },
    },
    { recordSuccess: async () => undefined, recordFailure: async () => undefined },
    new FakeClock(),
  );
  expect(await flaky.execute({ ...source, concurrency: 1 })).toMatchObject({ fetched: 3, duplicates: 2, errors: 1, failure: null });
});
