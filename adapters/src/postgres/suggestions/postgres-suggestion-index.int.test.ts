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
    { name: 'Zürich', kind: 'location', documents: 3 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1 },
  ]);
  expect(await suggest('GENEVE')).toEqual([{ name: 'Genève', kind: 'location', documents: 1 }]);
  expect(await suggest('econ')).toEqual([{ name: 'Economy', kind: 'topic', documents: 4 }]);
  // a topic no document is in has no row, and is suggested with 0
  expect(await suggest('spa')).toEqual([{ name: 'Space', kind: 'topic', documents: 0 }]);
  // LIKE wildcards typed by the user are literal
  expect(await suggest('10%')).toEqual([]);
  expect(await suggest('100% w')).toEqual([{ name: '100% Wire_Service', kind: 'organization', documents: 1 }]);
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
  expect(await suggest('zugs')).toEqual([{ name: 'Zugspitze Bahn', kind: 'organization', documents: 2 }]);
  // counted names keep the count of the last refresh until the next one
  expect(await suggest('zuri')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 3 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1 },
  ]);
  await refresh();
  expect(await suggest('zug')).toEqual([{ name: 'Zugspitze Bahn', kind: 'organization', documents: 2 }]);
  expect((await suggest('zuri'))[0]).toEqual({ name: 'Zürich', kind: 'location', documents: 4 });
});

test('names beyond maxEntities are found by 4+ characters, counted live and ranked with the kept ones', async () => {
  await refresh({ maxEntities: 1 });
  expect(await entityTable()).toEqual([{ kind: 'location', name: 'Zürich', search_name: 'zurich', documents: 4 }]);
  expect(await suggest('zu')).toEqual([{ name: 'Zürich', kind: 'location', documents: 4 }]);
  expect(await suggest('zuri')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 4 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1 },
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
