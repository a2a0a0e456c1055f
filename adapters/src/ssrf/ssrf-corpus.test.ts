import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CrawlSource, type CrawlRecorder } from '@newsdesk/core/ingestion/crawl-source';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { systemClock } from '@newsdesk/core/shared/clock';
import { AddSite } from '@newsdesk/core/site-monitor/add-site';
import { CheckSite } from '@newsdesk/core/site-monitor/check-site';
import { InMemorySiteRepository } from '@newsdesk/core/site-monitor/testing/in-memory-site-repository';
import { aSite } from '@newsdesk/core/site-monitor/testing/site.mother';
import { UpdateSite } from '@newsdesk/core/site-monitor/update-site';
import { CreateFeedSource } from '@newsdesk/core/sources/create-feed-source';
import { InMemoryDocumentRepository } from '@newsdesk/core/testing/in-memory-documents';
import { InMemoryFeedSourceRepository, InMemorySiteListRepository } from '@newsdesk/core/testing/in-memory-sources';
import { aSiteListFile } from '@newsdesk/core/testing/sources.contract';
import { ReadabilityArticleExtractor } from '../articles/readability-article-extractor';
import { UnpdfTextExtractor } from '../articles/unpdf-text-extractor';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { parseFetchAllow } from '../fetch/address-policy';
import { installLoopbackTripwire } from '../fetch/local-test-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { GateFeedHostScreen } from '../http/sources/feed-host-screen';
import { GatedSitePageReader } from '../site-monitor/gated-site-page-reader';
import {
  CONTROL_ARTICLE,
  CONTROL_PAGE_TEXT,
  CONTROL_PDF_TEXT,
  WIRE_ADDRESS,
  WIRE_DOMAIN,
  isWeb,
  startCanary,
  startWire,
  targetsFor,
  wireResolve,
  type Canary,
  type Wire,
} from './ssrf-harness';
import type { SsrfTarget } from './ssrf-targets';
import { plainIngestion } from '../crawl/testing/crawl-pipeline';

/*
 * The SSRF corpus (ssrf-targets.ts) through every way Newsdesk fetches a URL someone else chose:
 * saving an RSS source, the feed crawl (scheduled, and `npm run ingest <url>` with no source),
 * article pages and PDFs linked from a feed, and the site monitor's add, check and move — each
 * directly and behind a redirect from an allowed site. Slack and SMTP go only to the operator's
 * own addresses. The gate is the production one, allowed to reach only the wire (127.0.0.2, as
 * NEWSDESK_FETCH_ALLOW would say); the canary on 127.0.0.1/::1 and the loopback tripwire see
 * every attempt that gets past it.
 */
const tripwire = installLoopbackTripwire();
let canary: Canary;
let wire: Wire;
let targets: SsrfTarget[];
const allow = parseFetchAllow(WIRE_ADDRESS);
const gate = new SafeHttpGate({ allow, resolve: wireResolve, connectTimeoutMs: 3_000, totalTimeoutMs: 6_000 });
const documents = new InMemoryDocumentRepository();
const crawlFailures = new Map<string, string>();
const recorder: CrawlRecorder = {
  recordSuccess: async () => undefined,
  recordFailure: async (id, { error }) => void crawlFailures.set(id, error),
};
const crawl = new CrawlSource(
  gate,
  new XmlFeedParser(),
  new ReadabilityArticleExtractor(),
  new UnpdfTextExtractor(),
  plainIngestion(documents),
  recorder,
  systemClock,
);
const reader = new GatedSitePageReader(gate);
const ids = { newId: () => crypto.randomUUID() };

beforeAll(async () => {
  canary = await startCanary();
  wire = await startWire(canary);
  targets = targetsFor(canary);
});
afterAll(async () => {
  tripwire.uninstall();
  await wire?.close();
  await canary?.close();
});

const codeOf = (failure: string | null | undefined) => (failure ?? 'no failure').split(':')[0];
/** 'refused' when `code` is one the target may be refused with, else the code itself (which then shows in the diff). */
const judged = (code: unknown, target: SsrfTarget) => (typeof code === 'string' && target.atFetch.includes(code) ? 'refused' : code);
const refusalOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return { code: 'no error' };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.details?.reason === undefined ? { code: error.code } : { code: error.code, reason: error.details.reason };
  }
};
const feedSource = (url: string, id: string | null = null) => ({ id, url, concurrency: 4, etag: null, lastModified: null });

describe('every fetch path refuses the whole corpus', () => {
  test('the corpus is large enough to mean something', () => {
    expect(targets.length).toBeGreaterThanOrEqual(40);
    expect(targets.filter((t) => !isWeb(t)).map((t) => t.url.split(':')[0])).toEqual(
      expect.arrayContaining(['file', 'gopher', 'ftp', 'data', 'javascript']),
    );
  });

  test('saving an RSS source: addresses refused by the gate rules, redirectors accepted (they are judged at every fetch)', async () => {
    const lists = new InMemorySiteListRepository();
    await lists.saveFile(aSiteListFile({ name: 'wire.csv', kind: 'custom', sites: [{ domain: WIRE_DOMAIN, name: 'Public news' }] }));
    const create = new CreateFeedSource(new InMemoryFeedSourceRepository(), lists, new GateFeedHostScreen(allow), ids, systemClock);
    for (const target of targets) {
      const refusal = await refusalOf(create.execute({ name: target.means, url: target.url, domain: WIRE_DOMAIN }));
      const expected = target.atSave === 'judged_at_connect' ? 'source.url_not_on_domain' : target.atSave;
      expect({ url: target.url, code: refusal.code }).toEqual({ url: target.url, code: expected });
    }
    const behindRedirects = await Promise.all(
      targets.map((t, i) => create.execute({ name: `via ${i}`, url: wire.redirectTo(t.url, i), domain: WIRE_DOMAIN })),
    );
    expect(behindRedirects).toHaveLength(targets.length);
  });

  test('the feed crawl, as `npm run ingest <url>` does it and as a scheduled source behind a redirect', async () => {
    for (const [i, target] of targets.entries()) {
      const direct = await crawl.execute(feedSource(target.url));
      expect({ url: target.url, direct: judged(codeOf(direct.failure), target) }).toEqual({ url: target.url, direct: 'refused' });
      await crawl.execute(feedSource(wire.redirectTo(target.url, i), `source-${i}`));
      expect({ url: target.url, redirected: judged(codeOf(crawlFailures.get(`source-${i}`)), target) }).toEqual({
        url: target.url,
        redirected: 'refused',
      });
    }
    expect(canary.hits).toEqual([]);
  });

  test('article pages linked from a feed: each refused, the item kept with its feed text; the real article is read', async () => {
    const before = wire.requests.length;
    const summary = await crawl.execute(feedSource(wire.url('/feeds/articles.xml')));
    const items = 1 + targets.filter(isWeb).length + targets.length;
    expect(summary).toMatchObject({ failure: null, fetched: items, errors: 0, skipped: 0 });
    // spellings of one address are one canonical URL: later ones update the first document
    expect(summary.new + summary.updated + summary.duplicates).toBe(items);
    const asked = wire.requests.slice(before);
    expect(asked.filter((path) => path === '/article/ok')).toHaveLength(1);
    // every redirected link was tried once, and its second hop refused by the gate
    expect(asked.filter((path) => path.startsWith('/to?'))).toHaveLength(targets.length);
    const stored = [...documents.records.values()].map((r) => r.document);
    expect(stored.find((d) => d.documentTitle === 'Control article')?.documentBody).toContain('crew rota finally allows them');
    expect(CONTROL_ARTICLE).toContain('crew rota');
    // every other item kept the text of its feed: no page was read for it
    const others = stored.filter((d) => d.documentTitle !== 'Control article' && !d.documentTitle.startsWith('Control'));
    expect(others.filter((d) => !/^Teaser \d+ of an item linking /.test(d.documentBody))).toEqual([]);
    expect(canary.hits).toEqual([]);
  });

  test('PDFs attached to feed items: each refused; the real PDF is read', async () => {
    const before = wire.requests.length;
    const summary = await crawl.execute(feedSource(wire.url('/feeds/pdfs.xml')));
    expect(summary).toMatchObject({ failure: null, errors: 0, fetched: 1 + targets.filter(isWeb).length + targets.length });
    const asked = wire.requests.slice(before);
    expect(asked.filter((path) => path === '/files/annex.pdf')).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/to?'))).toHaveLength(targets.length);
    const annex = [...documents.records.values()].find((r) => r.document.documentTitle === 'Control PDF');
    expect(annex?.document.associatedText?.join(' ')).toContain(CONTROL_PDF_TEXT);
    expect(canary.hits).toEqual([]);
  });

  test('a feed naming the canary in its DTD, entities, stylesheet and XInclude is read without loading any of them', async () => {
    const summary = await crawl.execute(feedSource(wire.url('/feeds/entities.xml')));
    expect(summary).toMatchObject({ failure: null, fetched: 1 });
    expect(canary.hits).toEqual([]);
  });

  test('the site monitor: adding, checking and moving a site', async () => {
    const sites = new InMemorySiteRepository();
    const add = new AddSite(sites, reader, ids, systemClock, { probePauseMs: 0 });
    const check = new CheckSite(sites, reader, systemClock);
    const update = new UpdateSite(sites, reader, systemClock);
    const owner = crypto.randomUUID();
    const control = await add.execute(owner, { url: wire.url('/page/ok'), selector: 'main', name: 'Control page' });
    expect(control.site.name).toBe('Control page');
    expect((await sites.findById(control.site.id))?.lastText).toContain(CONTROL_PAGE_TEXT);

    for (const [i, target] of targets.entries()) {
      for (const url of [target.url, wire.redirectTo(target.url, i)]) {
        // other schemes are no web address to the site monitor; the rest reach the gate, which refuses them
        const expected =
          isWeb(target) || url !== target.url
            ? { code: 'site_monitor.fetch_failed', reason: 'refused' }
            : { code: 'site_monitor.invalid_url' };
        const adding = await refusalOf(add.execute(owner, { url, selector: 'main', name: `Site ${i}` }));
        expect({ url, adding: { ...adding, reason: judged(adding.reason, target) } }).toEqual({ url, adding: expected });
        const moving = await refusalOf(update.execute(owner, control.site.id, { url }));
        expect({ url, moving: { ...moving, reason: judged(moving.reason, target) } }).toEqual({ url, moving: expected });
        // a site stored before (or around) the checks above is checked through the same gate
        const stored = aSite({ ownerId: crypto.randomUUID(), url, lastText: 'before' });
        await sites.insert(stored);
        expect({ url, outcome: await check.execute(stored) }).toEqual({ url, outcome: 'failed' });
        expect((await sites.findById(stored.id))?.lastError?.code).toBe('site_monitor.fetch_failed');
      }
    }
    expect(canary.hits).toEqual([]);
  });

  test('the canary saw no request, and no socket of the gate went anywhere but the wire', () => {
    expect(canary.hits).toEqual([]);
    // only the gate's sockets: an earlier test file's database client may reconnect in this worker
    expect([...new Set(tripwire.seenFromGate)]).toEqual([WIRE_ADDRESS]);
  });
});

describe('the corpus is live: the same spellings do reach the canary when loopback is allowed', () => {
  test('a gate allowed to reach loopback hits the canary with every spelling marked as reaching it', async () => {
    tripwire.uninstall(); // it would stop 0.0.0.0 and [::] before they reach the canary
    const open = new SafeHttpGate({
      allow: ['127.0.0.0/8', '::1', '0.0.0.0/8', '::', 'localhost'],
      connectTimeoutMs: 3_000,
      totalTimeoutMs: 6_000,
    });
    const reached: string[] = [];
    for (const target of targets.filter((t) => t.reachesCanary)) {
      const before = canary.hits.length;
      await open.fetch(target.url).catch(() => undefined);
      if (canary.hits.length > before) reached.push(target.url);
    }
    expect(reached).toEqual(targets.filter((t) => t.reachesCanary).map((t) => t.url));
    const viaRedirect = canary.hits.length;
    await new SafeHttpGate({ allow: ['127.0.0.0/8'], resolve: wireResolve }).fetch(wire.redirectTo(`${canary.base}/via-redirect`));
    expect(canary.hits.length).toBe(viaRedirect + 1);
  });
});
