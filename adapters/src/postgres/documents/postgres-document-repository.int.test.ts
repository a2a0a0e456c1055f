import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { documentRepositoryContract, aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DOCUMENT_INDEXED_CHANNEL, PostgresDocumentRepository } from './postgres-document-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

documentRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.getConnection().execute('truncate news_document, document_entity, document_revision');
  return new PostgresDocumentRepository(db.orm);
});

test('documents are searchable by stemmed and exact vectors in their language, PDF texts included', async () => {
  const repo = new PostgresDocumentRepository(db.orm);
  const de = aDocumentRecord(
    { language: 'de' },
    'Die Schweizerische Nationalbank belässt die Zinsen unverändert, sagte der Präsident in Zürich.',
  );
  de.document.associatedText = ['Geldpolitische Lagebeurteilung vom Dezember'];
  await repo.insert(de);
  const hits = async (sql: string, term: string) =>
    (await db.orm.em.fork().execute<{ id: string }[]>(`select id from news_document where ${sql}`, [term])).map((r) => r.id);
  // German stemming: "unveränderte" finds "unverändert"; "Präsidenten" finds "Präsident"
  expect(await hits(`tsv_stemmed @@ plainto_tsquery('german', ?)`, 'unveränderte')).toContain(de.id);
  expect(await hits(`tsv_stemmed @@ plainto_tsquery('german', ?)`, 'Präsidenten')).toContain(de.id);
  expect(await hits(`tsv_exact @@ plainto_tsquery('simple', ?)`, 'zinsen')).toContain(de.id);
  expect(await hits(`tsv_exact @@ plainto_tsquery('simple', ?)`, 'zins')).not.toContain(de.id);
  expect(await hits(`tsv_stemmed @@ plainto_tsquery('german', ?)`, 'Lagebeurteilung')).toContain(de.id);
  const entities = await db.orm.em
    .fork()
    .execute<{ kind: string; name: string; method: string }[]>(
      'select kind, name, method from document_entity where document_id = ? order by kind',
      [de.id],
    );
  expect(entities).toEqual([
    { kind: 'location', name: 'Zurich', method: 'library' },
    { kind: 'organization', name: 'Swiss National Bank', method: 'gazetteer' },
  ]);
});

test('every committed document is announced on the document-indexed channel', async () => {
  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  const received: string[] = [];
  listener.on('notification', (n) => received.push(n.payload ?? ''));
  await listener.query(`listen ${DOCUMENT_INDEXED_CHANNEL}`);
  const record = aDocumentRecord();
  await new PostgresDocumentRepository(db.orm).insert(record);
  const deadline = Date.now() + 5_000;
  while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await listener.end();
  expect(received.map((p) => JSON.parse(p) as { id: string })).toContainEqual({ id: record.id, storyId: record.storyId });
});
