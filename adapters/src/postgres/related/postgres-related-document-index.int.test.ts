import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { FindDocumentsByEntity, FindRelatedDocuments } from '@newsdesk/core/related/related-documents';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresRelatedDocumentIndex } from './postgres-related-document-index';

let db: TestDatabase;
let repo: PostgresDocumentRepository;
const docs: Record<string, DocumentRecord> = {};
const withEntities = (key: string, at: string, ...names: string[]) => {
  const record = aDocumentRecord({
    id: crypto.randomUUID(),
    canonicalUrl: `https://x.example/${key}`,
    contentHash: key,
    mentions: names.map((name) => ({ name, kind: 'organization', method: 'gazetteer' })),
  });
  record.document.firstAcquisitionDate = at;
  docs[key] = record;
  return record;
};

beforeAll(async () => {
  db = await createTestDatabase();
  repo = new PostgresDocumentRepository(db.orm);
  for (const record of [
    withEntities('source', '2026-11-20T08:00:00.000Z', 'UBS', 'FINMA', 'SNB'),
    withEntities('all-three', '2026-11-19T08:00:00.000Z', 'UBS', 'FINMA', 'SNB'),
    withEntities('two-new', '2026-11-20T09:00:00.000Z', 'UBS', 'SNB'),
    withEntities('two-old', '2026-11-18T09:00:00.000Z', 'FINMA', 'UBS'),
    withEntities('one', '2026-11-20T10:00:00.000Z', 'SNB'),
    withEntities('none', '2026-11-20T11:00:00.000Z', 'Nestlé'),
  ])
    await repo.insert(record);
});
afterAll(async () => {
  await db.dispose();
});

const keys = (found: { id: string }[]) => found.map((d) => Object.entries(docs).find(([, r]) => r.id === d.id)![0]);

test('OR: any shared entity, most shared first, then newest; AND: all selected', async () => {
  const related = new FindRelatedDocuments(repo, new PostgresRelatedDocumentIndex(db.orm));
  expect(keys(await related.execute(docs.source!.id, 'OR'))).toEqual(['all-three', 'two-new', 'two-old', 'one']);
  expect(keys(await related.execute(docs.source!.id, 'AND'))).toEqual(['all-three']);
  // equally many shared entities: the newer first
  expect(keys(await related.execute(docs.source!.id, 'AND', ['UBS', 'SNB']))).toEqual(['two-new', 'all-three']);
  // chips that are not entities of the document select nothing
  expect(keys(await related.execute(docs.source!.id, 'OR', ['Nestlé']))).toEqual([]);
  await expect(related.execute(crypto.randomUUID(), 'OR')).rejects.toMatchObject({ code: 'document.not_found' });
});

test('documents by entity, paged', async () => {
  const byEntity = new FindDocumentsByEntity(new PostgresRelatedDocumentIndex(db.orm));
  expect(keys(await byEntity.execute(['SNB'], 'OR', 1, 2))).toEqual(['one', 'two-new']);
  expect(keys(await byEntity.execute(['SNB'], 'OR', 2, 2))).toEqual(['source', 'all-three']);
  expect(keys(await byEntity.execute(['UBS', 'FINMA'], 'AND', 1, 10))).toEqual(['source', 'all-three', 'two-old']);
});

test('pages that cross from one number of shared entities to the next keep the order', async () => {
  const index = new PostgresRelatedDocumentIndex(db.orm);
  const page = async (limit: number, offset: number) =>
    keys(await index.sharingEntities(['UBS', 'FINMA', 'SNB'], 'OR', docs.source!.id, limit, offset));
  // the whole order: all-three (3 shared), two-new, two-old (2, newer first), one (1)
  expect(await page(2, 1)).toEqual(['two-new', 'two-old']);
  expect(await page(2, 2)).toEqual(['two-old', 'one']);
  expect(await page(1, 0)).toEqual(['all-three']);
  expect(await page(5, 3)).toEqual(['one']);
  expect(await page(5, 4)).toEqual([]);
});
