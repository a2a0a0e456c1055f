import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { aFeedSource, aSiteListFile, sourcesContract } from '@newsdesk/core/testing/sources.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresFeedSourceRepository } from './postgres-feed-source-repository';
import { PostgresOfficialSourceRepository } from './postgres-official-source-repository';
import { PostgresSiteListRepository } from './postgres-site-list-repository';
import { PostgresTopicRepository } from './postgres-topic-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

sourcesContract('PostgreSQL', async () => {
  await db.orm.em.getConnection().execute('truncate feed_source, topic, site_list_file, site_list_entry, official_source');
  return {
    feedSources: new PostgresFeedSourceRepository(db.orm),
    siteLists: new PostgresSiteListRepository(db.orm),
    officialSources: new PostgresOfficialSourceRepository(db.orm),
    topics: new PostgresTopicRepository(db.orm),
  };
});

test('a list of 60,000 domains is stored and replaced in one go', async () => {
  const lists = new PostgresSiteListRepository(db.orm);
  const sites = Array.from({ length: 60_000 }, (_, i) => ({ domain: `site${i}.example`, name: `Site ${i}, "quoted"` }));
  await lists.saveFile(aSiteListFile({ name: 'big.txt', sites }));
  expect(await lists.isListed('site59999.example')).toBe(true);
  expect((await lists.findFile('big.txt'))?.sites.slice(0, 2)).toEqual(sites.slice(0, 2));
  await lists.saveFile(aSiteListFile({ name: 'big.txt', sites: sites.slice(0, 10) }));
  expect(await lists.isListed('site59999.example')).toBe(false);
  expect((await lists.listFiles()).find((f) => f.name === 'big.txt')?.entries).toBe(10);
});

test('concurrent crawl outcomes of one source are all counted (row lock)', async () => {
  const repo = new PostgresFeedSourceRepository(db.orm);
  const source = aFeedSource();
  await repo.add(source, new Date());
  const at = new Date('2026-11-21T10:00:00Z');
  await Promise.all(Array.from({ length: 3 }, () => repo.recordFailure(source.id, { at, error: 'fetch.timeout' })));
  expect((await repo.findById(source.id))?.health.consecutiveFailures).toBe(3);
});

test('topic keywords with commas and quotes survive the text[] column', async () => {
  const topics = new PostgresTopicRepository(db.orm);
  const topic = { id: 'media', name: 'Media', parentId: null, keywords: ['Le Temps, Genève', 'the "Blick"', 'back\\slash'], entities: [] };
  await topics.save(topic);
  expect(await topics.findById('media')).toEqual(topic);
});
