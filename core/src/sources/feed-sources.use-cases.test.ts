import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { FakeClock, SequentialTokens } from '../testing/in-memory-identity';
import { InMemoryFeedSourceRepository, InMemorySiteListRepository } from '../testing/in-memory-sources';
import { aSiteListFile } from '../testing/sources.contract';
import { TableFeedHostScreen } from '../testing/table-feed-host-screen';
import { CreateFeedSource } from './create-feed-source';
import { DeleteFeedSource } from './delete-feed-source';
import { GetCrawlSchedule } from './get-crawl-schedule';
import { GetFeedSource } from './get-feed-source';
import { ListFeedSources } from './list-feed-sources';
import { UpdateCrawlSchedule } from './update-crawl-schedule';
import { UpdateFeedSource } from './update-feed-source';

const setup = async () => {
  const sources = new InMemoryFeedSourceRepository();
  const lists = new InMemorySiteListRepository();
  const clock = new FakeClock(new Date('2026-11-21T09:00:00Z'));
  const screen = new TableFeedHostScreen({
    refused: { '127.0.0.1': 'loopback', '[::1]': 'loopback', localhost: 'loopback' },
    intranet: ['10.1.2.3', 'feeds.intranet'],
  });
  await lists.saveFile(aSiteListFile({ name: 'generic.csv', kind: 'generic', sites: [{ domain: 'srf.ch', name: 'SRF' }] }));
  await lists.saveFile(aSiteListFile({ name: 'custom.txt', kind: 'custom', sites: [{ domain: 'watson.ch', name: 'watson.ch' }] }));
  return {
    sources,
    lists,
    clock,
    screen,
    create: new CreateFeedSource(sources, lists, screen, new SequentialTokens(), clock),
    update: new UpdateFeedSource(sources, lists, screen),
    get: new GetFeedSource(sources),
    remove: new DeleteFeedSource(sources),
    list: new ListFeedSources(sources, clock),
    schedule: new GetCrawlSchedule(sources, clock),
    reschedule: new UpdateCrawlSchedule(sources),
  };
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof DomainError ? { code: error.code, message: error.message } : String(error)),
  );
const codeOf = async (promise: Promise<unknown>) => {
  const result = await failure(promise);
  return typeof result === 'string' ? result : result.code;
};

describe('RSS-enabled sources', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    ctx = await setup();
  });

  test('a source for a domain on a generic or custom list is created with defaults and a healthy start', async () => {
    const srf = await ctx.create.execute({ name: ' SRF News ', url: 'https://www.srf.ch/news/bnf/rss/1646', domain: 'srf.ch' });
    expect(srf).toMatchObject({ name: 'SRF News', domain: 'srf.ch', intervalMinutes: 15, enabled: true, concurrency: 2, etag: null });
    expect(srf.health).toMatchObject({ paused: false, consecutiveFailures: 0, lastFetchAt: null });
    const watson = await ctx.create.execute({
      name: '',
      url: 'https://www.watson.ch/api/rss',
      intervalMinutes: 60,
      enabled: false,
      concurrency: 1,
    });
    expect(watson).toMatchObject({ name: 'watson.ch', domain: 'watson.ch', intervalMinutes: 60, enabled: false, concurrency: 1 });
  });

  test('a domain on no list is refused with the catalogue message', async () => {
    expect(await failure(ctx.create.execute({ name: 'NZZ', url: 'https://www.nzz.ch/recent.rss', domain: 'nzz.ch' }))).toEqual({
      code: 'source.domain_not_listed',
      message: 'Domain must be from the list of Generic/Custom sources',
    });
    expect(await codeOf(ctx.create.execute({ name: 'NZZ', url: 'https://www.nzz.ch/recent.rss' }))).toBe('source.domain_not_listed');
    expect(ctx.sources.sources.size).toBe(0);
  });

  test('bad addresses, domains and schedules are refused; a second source with the URL is a conflict', async () => {
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'ftp://srf.ch/feed' }))).toBe('source.invalid_url');
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', domain: 'not a domain' }))).toBe(
      'source.invalid_domain',
    );
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', intervalMinutes: 2 }))).toBe('source.invalid_interval');
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', concurrency: 8 }))).toBe('source.invalid_concurrency');
    await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    expect(await codeOf(ctx.create.execute({ name: 'SRF again', url: 'https://SRF.ch/feed' }))).toBe('source.url_taken');
  });

  test('an update changes only what is given, checks a new domain and URL, and can resume a paused source', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    const watson = await ctx.create.execute({ name: 'Watson', url: 'https://watson.ch/feed' });
    expect(await ctx.update.execute({ id: srf.id, intervalMinutes: 30 })).toMatchObject({
      name: 'SRF',
      intervalMinutes: 30,
      url: 'https://srf.ch/feed',
    });
    expect(await codeOf(ctx.update.execute({ id: srf.id, domain: 'nzz.ch' }))).toBe('source.domain_not_listed');
    expect(await codeOf(ctx.update.execute({ id: srf.id, url: watson.url, domain: watson.domain }))).toBe('source.url_taken');
    expect(await codeOf(ctx.update.execute({ id: 'missing', name: 'x' }))).toBe('source.not_found');

    for (let i = 0; i < 5; i++) await ctx.sources.recordFailure(srf.id, { at: ctx.clock.now(), error: 'fetch.timeout' });
    expect((await ctx.update.execute({ id: srf.id, name: 'SRF News' })).health.paused).toBe(true);
    const resumed = await ctx.update.execute({ id: srf.id, resume: true });
    expect(resumed.health).toMatchObject({ paused: false, pausedReason: null, consecutiveFailures: 0, lastError: 'fetch.timeout' });
  });

  test('a source stays editable when its list is gone, as long as its domain is kept', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    await ctx.lists.removeFile('generic.csv');
    expect(await ctx.update.execute({ id: srf.id, enabled: false })).toMatchObject({ enabled: false, domain: 'srf.ch' });
  });

  test('the feed must be on its domain or a subdomain; the address the crawler would fetch decides, not the domain field', async () => {
    expect(await failure(ctx.create.execute({ name: 'x', url: 'https://evil.example/srf.xml', domain: 'srf.ch' }))).toEqual({
      code: 'source.url_not_on_domain',
      message: 'The feed address must be on srf.ch or one of its subdomains.',
    });
    for (const url of [
      'https://srf.ch.evil.example/rss',
      'https://evilsrf.ch/rss',
      'https://www.watson.ch/rss',
      'https://93.184.216.34/rss',
    ]) {
      expect({ url, code: await codeOf(ctx.create.execute({ name: 'x', url, domain: 'srf.ch' })) }).toEqual({
        url,
        code: 'source.url_not_on_domain',
      });
    }
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch@evil.example/rss', domain: 'srf.ch' }))).toBe(
      'source.invalid_url',
    );
    expect(await ctx.create.execute({ name: 'SRF Sport', url: 'https://feeds.sport.srf.ch./rss', domain: 'www.srf.ch' })).toMatchObject({
      domain: 'srf.ch',
    });
    expect(ctx.sources.sources.size).toBe(1);
  });

  test('an address the gate would refuse is refused when saved, before its domain is looked at', async () => {
    expect(await failure(ctx.create.execute({ name: 'x', url: 'http://127.0.0.1:3000/feed', domain: 'srf.ch' }))).toEqual({
      code: 'source.address_not_allowed',
      message: 'This address is on a local or private network; Newsdesk does not fetch from there.',
    });
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'http://[::1]/feed' }))).toBe('source.address_not_allowed');
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'http://localhost/feed' }))).toBe('source.address_not_allowed');
    expect(ctx.screen.judged).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(ctx.sources.sources.size).toBe(0);
  });

  test('a host the operator let through the gate may carry a listed domain (intranet mirror, demo feeds); the list still decides', async () => {
    expect(await ctx.create.execute({ name: 'SRF mirror', url: 'http://10.1.2.3/srf.xml', domain: 'srf.ch' })).toMatchObject({
      domain: 'srf.ch',
    });
    expect(await ctx.create.execute({ name: 'Watson mirror', url: 'http://feeds.intranet/watson.xml', domain: 'watson.ch' })).toMatchObject(
      { domain: 'watson.ch' },
    );
    expect(await codeOf(ctx.create.execute({ name: 'NZZ mirror', url: 'http://feeds.intranet/nzz.xml', domain: 'nzz.ch' }))).toBe(
      'source.domain_not_listed',
    );
    // without a domain, an IP has none to offer
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'http://10.1.2.3/other.xml' }))).toBe('source.invalid_domain');
  });

  test('an edit checks the address and its domain again when either changes, not when only the name or schedule does', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    expect(await codeOf(ctx.update.execute({ id: srf.id, url: 'http://127.0.0.1/feed' }))).toBe('source.address_not_allowed');
    expect(await codeOf(ctx.update.execute({ id: srf.id, url: 'https://evil.example/feed' }))).toBe('source.url_not_on_domain');
    expect(await codeOf(ctx.update.execute({ id: srf.id, domain: 'watson.ch' }))).toBe('source.url_not_on_domain');
    expect(await ctx.update.execute({ id: srf.id, url: 'https://www.watson.ch/feed', domain: 'watson.ch' })).toMatchObject({
      url: 'https://www.watson.ch/feed',
      domain: 'watson.ch',
    });

    // A source saved before these rules (the repository is written directly, as an old release did)
    // can still be renamed and disabled; moving it to another address is checked.
    const legacy = { ...srf, id: 'legacy', url: 'http://127.0.0.1:8080/feed', domain: 'srf.ch' };
    await ctx.sources.add(legacy, ctx.clock.now());
    expect(await ctx.update.execute({ id: 'legacy', enabled: false, name: 'Old SRF' })).toMatchObject({ enabled: false, name: 'Old SRF' });
    expect(await codeOf(ctx.update.execute({ id: 'legacy', url: 'http://localhost:8080/feed' }))).toBe('source.address_not_allowed');
  });

  test('get and delete answer not found for unknown sources', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    expect(await ctx.get.execute(srf.id)).toEqual(srf);
    await ctx.remove.execute(srf.id);
    expect(await codeOf(ctx.get.execute(srf.id))).toBe('source.not_found');
    expect(await codeOf(ctx.remove.execute(srf.id))).toBe('source.not_found');
  });

  test('the list and the schedule show health and the next crawl', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed', intervalMinutes: 30 });
    await ctx.create.execute({ name: 'Watson', url: 'https://watson.ch/feed', enabled: false });
    await ctx.sources.recordSuccess(srf.id, { at: ctx.clock.now(), items: 12, fresh: 4, etag: null, lastModified: null });
    const [first, second] = await ctx.list.execute();
    expect(first).toMatchObject({ name: 'SRF', nextCrawlAt: '2026-11-21T09:30:00.000Z', health: { lastItemCount: 12, lastNewCount: 4 } });
    expect(first).not.toHaveProperty('etag');
    expect(second).toMatchObject({ name: 'Watson', nextCrawlAt: null });
    expect(await ctx.schedule.execute()).toEqual([
      {
        id: srf.id,
        name: 'SRF',
        intervalMinutes: 30,
        enabled: true,
        concurrency: 2,
        paused: false,
        nextCrawlAt: '2026-11-21T09:30:00.000Z',
      },
      expect.objectContaining({ name: 'Watson', enabled: false, nextCrawlAt: null }),
    ]);
  });

  test('a schedule change applies to several sources, or to none when one is wrong', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    const watson = await ctx.create.execute({ name: 'Watson', url: 'https://watson.ch/feed' });
    await ctx.reschedule.execute([
      { id: srf.id, intervalMinutes: 60 },
      { id: watson.id, enabled: false, concurrency: 4 },
    ]);
    expect(await ctx.get.execute(srf.id)).toMatchObject({ intervalMinutes: 60, enabled: true, concurrency: 2 });
    expect(await ctx.get.execute(watson.id)).toMatchObject({ intervalMinutes: 15, enabled: false, concurrency: 4 });
    expect(
      await codeOf(
        ctx.reschedule.execute([
          { id: srf.id, intervalMinutes: 5 },
          { id: watson.id, intervalMinutes: 1 },
        ]),
      ),
    ).toBe('source.invalid_interval');
    expect(await codeOf(ctx.reschedule.execute([{ id: srf.id, intervalMinutes: 5 }, { id: 'missing' }]))).toBe('source.not_found');
    expect((await ctx.get.execute(srf.id)).intervalMinutes).toBe(60);
  });
});
