import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { FakeClock, SequentialTokens } from '../testing/in-memory-identity';
import { InMemoryFeedSourceRepository, InMemorySiteListRepository } from '../testing/in-memory-sources';
import { aSiteListFile } from '../testing/sources.contract';
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
  await lists.saveFile(aSiteListFile({ name: 'generic.csv', kind: 'generic', sites: [{ domain: 'srf.ch', name: 'SRF' }] }));
  await lists.saveFile(aSiteListFile({ name: 'custom.txt', kind: 'custom', sites: [{ domain: 'watson.ch', name: 'watson.ch' }] }));
  return {
    sources,
    lists,
    clock,
    create: new CreateFeedSource(sources, lists, new SequentialTokens(), clock),
    update: new UpdateFeedSource(sources, lists),
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
    const watson = await ctx.create.execute({ name: '', url: 'https://www.watson.ch/api/rss', intervalMinutes: 60, enabled: false, concurrency: 1 });
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
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', domain: 'not a domain' }))).toBe('source.invalid_domain');
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', intervalMinutes: 2 }))).toBe('source.invalid_interval');
    expect(await codeOf(ctx.create.execute({ name: 'x', url: 'https://srf.ch/feed', concurrency: 8 }))).toBe('source.invalid_concurrency');
    await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    expect(await codeOf(ctx.create.execute({ name: 'SRF again', url: 'https://SRF.ch/feed' }))).toBe('source.url_taken');
  });

  test('an update changes only what is given, checks a new domain and URL, and can resume a paused source', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    const watson = await ctx.create.execute({ name: 'Watson', url: 'https://watson.ch/feed' });
    expect(await ctx.update.execute({ id: srf.id, intervalMinutes: 30 })).toMatchObject({ name: 'SRF', intervalMinutes: 30, url: 'https://srf.ch/feed' });
    expect(await codeOf(ctx.update.execute({ id: srf.id, domain: 'nzz.ch' }))).toBe('source.domain_not_listed');
    expect(await codeOf(ctx.update.execute({ id: srf.id, url: watson.url }))).toBe('source.url_taken');
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
      { id: srf.id, name: 'SRF', intervalMinutes: 30, enabled: true, concurrency: 2, paused: false, nextCrawlAt: '2026-11-21T09:30:00.000Z' },
      expect.objectContaining({ name: 'Watson', enabled: false, nextCrawlAt: null }),
    ]);
  });

  test('a schedule change applies to several sources, or to none when one is wrong', async () => {
    const srf = await ctx.create.execute({ name: 'SRF', url: 'https://srf.ch/feed' });
    const watson = await ctx.create.execute({ name: 'Watson', url: 'https://watson.ch/feed' });
    await ctx.reschedule.execute([{ id: srf.id, intervalMinutes: 60 }, { id: watson.id, enabled: false, concurrency: 4 }]);
    expect(await ctx.get.execute(srf.id)).toMatchObject({ intervalMinutes: 60, enabled: true, concurrency: 2 });
    expect(await ctx.get.execute(watson.id)).toMatchObject({ intervalMinutes: 15, enabled: false, concurrency: 4 });
    expect(await codeOf(ctx.reschedule.execute([{ id: srf.id, intervalMinutes: 5 }, { id: watson.id, intervalMinutes: 1 }]))).toBe('source.invalid_interval');
    expect(await codeOf(ctx.reschedule.execute([{ id: srf.id, intervalMinutes: 5 }, { id: 'missing' }]))).toBe('source.not_found');
    expect((await ctx.get.execute(srf.id)).intervalMinutes).toBe(60);
  });
});
