import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { Suggest } from '@newsdesk/core/suggestions/suggest';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSuggestionIndex } from './postgres-suggestion-index';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const repo = new PostgresDocumentRepository(db.orm);
  const mention = (name: string, kind: 'location' | 'organization') => ({ name, kind, method: 'gazetteer' as const });
  for (let i = 0; i < 3; i++) await repo.insert(aDocumentRecord({ id: crypto.randomUUID(), canonicalUrl: `https://a.example/${i}`, contentHash: `a${i}`, mentions: [mention('Zürich', 'location')] }));
  await repo.insert(aDocumentRecord({ id: crypto.randomUUID(), canonicalUrl: 'https://b.example/1', contentHash: 'b1', mentions: [mention('Zurich Insurance', 'organization'), mention('Genève', 'location')] }));
  await repo.insert(aDocumentRecord({ id: crypto.randomUUID(), canonicalUrl: 'https://b.example/2', contentHash: 'b2', mentions: [mention('100% Wire_Service', 'organization')] }));
});
afterAll(async () => {
  await db.dispose();
});

test('entity names by folded prefix, ranked by documents; topics with their document counts', async () => {
  const suggest = new Suggest(new PostgresSuggestionIndex(db.orm), async () => [{ id: 'economy', name: 'Economy', parentId: null, keywords: [], entities: [] }]);
  expect(await suggest.execute('zur')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 3 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 1 },
  ]);
  expect(await suggest.execute('GENEVE')).toEqual([{ name: 'Genève', kind: 'location', documents: 1 }]);
  expect(await suggest.execute('econ')).toEqual([{ name: 'Economy', kind: 'topic', documents: 5 }]);
  // LIKE wildcards typed by the user are literal
  expect(await suggest.execute('10%')).toEqual([]);
  expect(await suggest.execute('100% w')).toEqual([{ name: '100% Wire_Service', kind: 'organization', documents: 1 }]);
});
