import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { Suggest } from '@newsdesk/core/suggestions/suggest';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresFrequentTerms } from './postgres-frequent-terms';
import { PostgresSuggestionIndex } from './postgres-suggestion-index';

let db: TestDatabase;
let n = 0;
const topic = (id: string, name: string): Topic => ({ id, name, parentId: null, keywords: [], entities: [] });
const topics = [topic('economy', 'Economy'), topic('sport', 'Sport'), topic('space', 'Space')];
const mention = (name: string, kind: EntityKind) => ({ name, kind, method: 'gazetteer' as const });
/** One stored document mentioning the given entities, in the given topics. */
const insert = async (mentions: { name: string; kind: EntityKind }[], categories = ['economy']) => {
  n++;
  const record = aDocumentRecord({
    id: crypto.randomUUID(),
    canonicalUrl: `https://a.example/${n}`,
    contentHash: `a${n}`,
    mentions: mentions.map((m) => mention(m.name, m.kind)),
  });
  await new PostgresDocumentRepository(db.orm).insert({
    ...record,
    metadata: { ...record.metadata, concepts: { ...record.metadata.concepts, categories: categories.map((name) => ({ name })) } },
  });
};
const refresh = (options = {}) => new PostgresFrequentTerms(db.orm, options).refresh();
const suggest = (typed: string) => new Suggest(new PostgresSuggestionIndex(db.orm), async () => topics).execute(typed);
const entityTable = () => db.orm.em.fork().execute('select kind, name, search_name, documents from frequent_entity order by kind, name');
const topicTable = () => db.orm.em.fork().execute('select topic_id, documents from topic_count order by topic_id');

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 3; i++) await insert([{ name: 'Zürich', kind: 'location' }]);
  await insert(
    [
      { name: 'Zurich Insurance', kind: 'organization' },
      { name: 'Genève', kind: 'location' },
    ],
    ['economy', 'sport'],
  );
  await insert([{ name: '100% Wire_Service', kind: 'organization' }], ['sport']);
});
afterAll(async () => {
  await db.dispose();
});

test('the refresh counts documents per entity name and per topic over all documents', async () => {
  expect(await refresh()).toMatchObject({ refreshed: true, entities: 4, topics: 2 });
  expect(await entityTable()).toEqual([
    { kind: 'location', name: 'Genève', search_name: 'geneve', documents: 1 },
    { kind: 'location', name: 'Zürich', search_name: 'zurich', documents: 3 },
    { kind: 'organization', name: '100% Wire_Service', search_name: '100% wire_service', documents: 1 },
    { kind: 'organization', name: 'Zurich Insurance', search_name: 'zurich insurance', documents: 1 },
  ]);
  expect(await topicTable()).toEqual([
    { topic_id: 'economy', documents: 4 },
    { topic_id: 'sport', documents: 2 },
  ]);
});

test('entity names by folded prefix, ranked by documents; topics with their document counts', async () => {
  await refresh();
  expect(await suggest('zur')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 3, recentDocuments: 3 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1, recentDocuments: 1 },
  ]);
  expect(await suggest('GENEVE')).toEqual([{ name: 'Genève', kind: 'location', documents: 1, recentDocuments: 1 }]);
  expect(await suggest('econ')).toEqual([{ name: 'Economy', kind: 'topic', documents: 4, recentDocuments: 4 }]);
  // a topic no document is in has no row, and is suggested with 0
  expect(await suggest('spa')).toEqual([{ name: 'Space', kind: 'topic', documents: 0, recentDocuments: 0 }]);
  // LIKE wildcards typed by the user are literal
  expect(await suggest('10%')).toEqual([]);
  expect(await suggest('100% w')).toEqual([
    { name: '100% Wire_Service', kind: 'organization', documents: 1, recentDocuments: 1 },
    { name: '"100% w"', kind: 'phrase', documents: 0, recentDocuments: 0 },
  ]);
});

test('refreshing twice gives the same tables', async () => {
  await refresh();
  const [entities, topicCounts] = [await entityTable(), await topicTable()];
  expect(await refresh()).toMatchObject({ refreshed: true, entities: 4, topics: 2 });
  expect(await entityTable()).toEqual(entities);
  expect(await topicTable()).toEqual(topicCounts);
});

test('a name first mentioned after the refresh is suggested at once for 4+ characters, and for fewer after the next refresh', async () => {
  await refresh();
  await insert([
    { name: 'Zugspitze Bahn', kind: 'organization' },
    { name: 'Zürich', kind: 'location' },
  ]);
  await insert([{ name: 'Zugspitze Bahn', kind: 'organization' }]);
  expect(await suggest('zug')).toEqual([]);
  expect(await suggest('zugs')).toEqual([{ name: 'Zugspitze Bahn', kind: 'organization', documents: 2, recentDocuments: 2 }]);
  // counted names keep the count of the last refresh until the next one
  expect(await suggest('zuri')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 3, recentDocuments: 3 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1, recentDocuments: 1 },
  ]);
  await refresh();
  expect(await suggest('zug')).toEqual([{ name: 'Zugspitze Bahn', kind: 'organization', documents: 2, recentDocuments: 2 }]);
  expect((await suggest('zuri'))[0]).toEqual({ name: 'Zürich', kind: 'location', documents: 4, recentDocuments: 4 });
});

test('names beyond maxEntities are found by 4+ characters, counted live and ranked with the kept ones', async () => {
  await refresh({ maxEntities: 1 });
  expect(await entityTable()).toEqual([{ kind: 'location', name: 'Zürich', search_name: 'zurich', documents: 4 }]);
  expect(await suggest('zu')).toEqual([{ name: 'Zürich', kind: 'location', documents: 4, recentDocuments: 4 }]);
  expect(await suggest('zuri')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 4, recentDocuments: 4 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1, recentDocuments: 1 },
  ]);
  await refresh();
});

test('an installation whose entities were never counted reports itself empty, so the worker refreshes at start', async () => {
  const terms = new PostgresFrequentTerms(db.orm);
  await refresh();
  await db.orm.em.fork().execute('delete from frequent_entity');
  // the frequent terms are there (every document has the same body): the missing entity counts decide
  expect(await db.orm.em.fork().execute('select 1 from frequent_term limit 1')).toHaveLength(1);
  expect(await terms.isEmpty()).toBe(true);
  await refresh();
  expect((await entityTable()).length).toBeGreaterThan(0);
});

test('a prefix of any word of a name suggests it; two words offer the names with both, then the phrase', async () => {
  await insert([
    { name: 'Angela Merkel', kind: 'person' },
    { name: 'Friedrich Merz', kind: 'person' },
  ]);
  await insert([{ name: 'Angela Merkel', kind: 'person' }]);
  await insert([{ name: 'Baden-Württemberg', kind: 'location' }]);
  await refresh();
  const names = async (typed: string) => (await suggest(typed)).map((s) => s.name);
  expect(await names('Merkel')).toEqual(['Angela Merkel']);
  expect(await names('Merk')).toEqual(['Angela Merkel']);
  expect(await names('MER')).toEqual(['Angela Merkel', 'Friedrich Merz']);
  expect(await names('wurtt')).toEqual(['Baden-Württemberg']);
  expect(await names('angela merk')).toEqual(['Angela Merkel', '"angela merk"']);
  expect(await names('merk ang')).toEqual(['Angela Merkel', '"merk ang"']);
  expect(await names('angela merz')).toEqual(['"angela merz"']);
  expect(
    await db.orm.em.fork().execute(`select word, words from frequent_entity_word where name = 'Baden-Württemberg' order by word`),
  ).toEqual([
    { word: 'baden', words: ' baden wurttemberg' },
    { word: 'wurttemberg', words: ' baden wurttemberg' },
  ]);
});

test('names are ranked by documents among the newest ones, then by all their documents', async () => {
  // Old Name: 3 documents, all older than the newest 2; New Name: 2 documents, the newest
  const old = new Date('2020-01-01T00:00:00Z');
  for (let i = 0; i < 3; i++) await insert([{ name: 'Rankold Person', kind: 'person' }]);
  await db.orm.em
    .fork()
    .execute(
      `update news_document set first_acquisition_date = ? where id in (select document_id from document_entity where name = 'Rankold Person')`,
      [old],
    );
  for (let i = 0; i < 2; i++) await insert([{ name: 'Ranknew Person', kind: 'person' }]);
  await refresh({ newestDocuments: 2 });
  expect(await suggest('person')).toEqual([
    { name: 'Ranknew Person', kind: 'person', documents: 2, recentDocuments: 2 },
    { name: 'Rankold Person', kind: 'person', documents: 3, recentDocuments: 0 },
  ]);
  await refresh();
});

test('the refresh counts the documents of every source domain', async () => {
  await db.orm.em
    .fork()
    .execute(`update news_document set domain = 'wire.example' where id in (select id from news_document order by id limit 2)`);
  await refresh();
  const rows = await db.orm.em
    .fork()
    .execute<{ domain: string; documents: number }[]>('select domain, documents from source_count order by domain');
  const [live] = await db.orm.em.fork().execute<{ n: string }[]>('select count(distinct domain) as n from news_document');
  expect(rows.length).toBe(Number(live?.n));
  expect(rows.map((r) => r.domain)).toEqual(['news.example', 'wire.example']);
  expect(rows[1]?.documents).toBe(2);
  expect(rows.reduce((sum, r) => sum + r.documents, 0)).toBe(n);
});
