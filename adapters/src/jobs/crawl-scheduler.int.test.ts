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
  id, name: id, url: `https://feeds.example/${id}`, domain: 'feeds.example', intervalMinutes: 5, enabled: true, concurrency: 1,
  health: healthyStart(), etag: null, lastModified: null,
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
    Number((await db.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where datname = current_database() and application_name in ('newsdesk-jobs', 'newsdesk-crawl-locks')`))[0]!.n);
  const until = Date.now() + 5_000;
  while ((await openConnections()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  expect(await openConnections()).toBe(0);
}, 60_000);
