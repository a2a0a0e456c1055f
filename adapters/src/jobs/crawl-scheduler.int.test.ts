import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import type { CrawlSummary } from '@newsdesk/core/ingestion/crawl-source';
import { healthyStart, type FeedSource } from '@newsdesk/core/sources/source.types';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { CrawlScheduler } from './crawl-scheduler';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const source = (id: string): FeedSource => ({
  id,
  name: id,
  url: `https://feeds.example/${id}`,
  domain: 'feeds.example',
  intervalMinutes: 5,
  enabled: true,
  concurrency: 1,
  health: healthyStart(),
  etag: null,
  lastModified: null,
});
const summary: CrawlSummary = { fetched: 0, new: 0, duplicates: 0, updated: 0, skipped: 0, errors: 0, notModified: false, failure: null };

test('two processes never crawl one source at once, every due source is crawled, and stop() drains running crawls', async () => {
  const sources = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'].map(source);
  const running = new Map<string, number>();
  let overlap = 0;
  const finished: string[] = [];
  const crawl = async (s: FeedSource) => {
    running.set(s.id, (running.get(s.id) ?? 0) + 1);
    if (running.get(s.id)! > 1) overlap++;
    await new Promise((r) => setTimeout(r, 1_500));
    running.set(s.id, running.get(s.id)! - 1);
    finished.push(s.id);
    return summary;
  };
  let due = true;
  const make = () =>
    new CrawlScheduler({
      databaseUrl: db.url,
      listDue: async () => (due ? sources : []),
      findSource: async (id) => sources.find((s) => s.id === id) ?? null,
      crawl,
      logger: pino({ level: 'silent' }),
      dispatchEvery: '1 second',
      concurrency: 2,
    });
  const [a, b] = [make(), make()];
  await Promise.all([a.start(), b.start()]);
  // both processes dispatch and both ask for the same sources several times
  await Promise.all(sources.flatMap((s) => [a.crawlSoon(s.id), b.crawlSoon(s.id), a.crawlSoon(s.id)]));
  const deadline = Date.now() + 20_000;
  while (!sources.every((s) => finished.includes(s.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  due = false;
  expect(sources.every((s) => finished.includes(s.id))).toBe(true);
  expect(overlap).toBe(0);

  // a crawl in progress when the process is told to stop runs to its end
  await a.crawlSoon(sources[0]!.id);
  const before = finished.length;
  const started = Date.now();
  while ((running.get(sources[0]!.id) ?? 0) === 0 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 20));
  await Promise.all([a.stop(), b.stop()]);
  expect(finished.length).toBeGreaterThan(before);
  expect([...running.values()].every((n) => n === 0)).toBe(true);
  // and the scheduler let go of every database connection (a closed connection's server process
  // may stay listed for a moment, so wait up to 5 s for the list to empty)
  const openConnections = async () =>
    Number(
      (
        await db.orm.em
          .fork()
          .execute<{ n: string }[]>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and application_name in ('newsdesk-jobs', 'newsdesk-crawl-locks')`,
          )
      )[0]!.n,
    );
  const until = Date.now() + 5_000;
  while ((await openConnections()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  expect(await openConnections()).toBe(0);
}, 60_000);

test('a backlog of due crawls is shared: a process locks only the crawls it can start, and another process takes the rest', async () => {
  const backlog = Array.from({ length: 6 }, (_, i) => source(`00000000-0000-4000-8000-0000000000b${i}`));
  const crawledBy = new Map<string, string>();
  const make = (name: string) =>
    new CrawlScheduler({
      databaseUrl: db.url,
      listDue: async () => [],
      findSource: async (id) => backlog.find((s) => s.id === id) ?? null,
      crawl: async (s) => {
        await new Promise((r) => setTimeout(r, 1_000));
        crawledBy.set(s.id, name);
        return summary;
      },
      logger: pino({ level: 'silent' }),
      concurrency: 2,
    });
  const first = make('first');
  await first.start();
  // every crawl is due before the second process starts: agenda would lock all six into the
  // first process (which runs two at a time) unless it takes only what it can start
  for (const s of backlog) await first.crawlSoon(s.id);
  await new Promise((r) => setTimeout(r, 500));
  const second = make('second');
  await second.start();
  const deadline = Date.now() + 30_000;
  while (crawledBy.size < backlog.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await Promise.all([first.stop(), second.stop()]);
  const took = Date.now() - deadline + 30_000;
  const counts = [...crawledBy.values()].reduce((n, by) => n.set(by, (n.get(by) ?? 0) + 1), new Map<string, number>());
  expect(crawledBy.size).toBe(backlog.length);
  expect(counts.get('second') ?? 0).toBeGreaterThanOrEqual(2);
  // six crawls of 1 s on four slots: a slot that frees up takes the next crawl at once, not at the
  // next poll 5 s later
  expect(took).toBeLessThan(4_500);
}, 60_000);

test('"crawl now" while a crawl of the source runs gets one crawl of its own after it, however often it is asked for', async () => {
  const busy = source('00000000-0000-4000-8000-0000000000c1');
  const crawls: { started: number; ended: number }[] = [];
  const scheduler = new CrawlScheduler({
    databaseUrl: db.url,
    listDue: async () => [],
    // jobs other tests of this file left behind name other sources
    findSource: async (id) => (id === busy.id ? busy : null),
    crawl: async () => {
      const crawl = { started: Date.now(), ended: 0 };
      crawls.push(crawl);
      await new Promise((r) => setTimeout(r, 1_500));
      crawl.ended = Date.now();
      return summary;
    },
    logger: pino({ level: 'silent' }),
    concurrency: 2,
  });
  await scheduler.start();
  await scheduler.crawlSoon(busy.id);
  const until = Date.now() + 10_000;
  while (crawls.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  // the feed may have been read already: these must not be taken for the running crawl
  for (let i = 0; i < 3; i += 1) await scheduler.crawlSoon(busy.id);
  const deadline = Date.now() + 20_000;
  while ((crawls.length < 2 || !crawls[1]!.ended) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // a third would have begun by now if the requests had not been gathered into one
  await new Promise((r) => setTimeout(r, 2_000));
  await scheduler.stop();
  expect(crawls.length).toBe(2);
  expect(crawls[1]!.started).toBeGreaterThanOrEqual(crawls[0]!.ended);
}, 60_000);
