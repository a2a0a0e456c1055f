import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { Suggest } from '@newsdesk/core/suggestions/suggest';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresFrequentTerms } from './postgres-frequent-terms';
import { PostgresSuggestionIndex } from './postgres-suggestion-index';

let db: TestDatabase;
let suggest: Suggest;
let n = 0;
const insert = async (language: DocumentLanguage, acquired: string, body: string) => {
  n++;
  await new PostgresDocumentRepository(db.orm).insert(
    aDocumentRecord(
      {
        id: crypto.randomUUID(),
        language,
        canonicalUrl: `https://t.example/${n}`,
        contentHash: `t${n}`,
        mentions: [{ name: 'Zürich', kind: 'location', method: 'gazetteer' }],
        document: {
          publicationDate: acquired,
          firstAcquisitionDate: acquired,
          domain: 't.example',
          documentTitle: 'Report',
          documentBody: body,
          url: `https://t.example/${n}`,
          associatedText: [],
        },
      },
      body,
    ),
  );
};

beforeAll(async () => {
  db = await createTestDatabase();
  suggest = new Suggest(new PostgresSuggestionIndex(db.orm), async () => []);
  for (let i = 0; i < 4; i++) {
    const klima = i < 3 ? ' The klima debate goes on.' : '';
    const schutz = i < 2 ? ' Klimaschutz too.' : '';
    await insert(
      'en',
      `2026-11-1${i}T08:00:00.000Z`,
      `The war over Klimawandel continues in Zürich, said the minister in 2026.${klima}${schutz}`,
    );
  }
  for (let i = 0; i < 3; i++) await insert('de', `2026-11-0${i + 1}T08:00:00.000Z`, 'Der Klimawandel war und ist das Thema in Zürich.');
  for (let i = 0; i < 3; i++) await insert('fr', `2026-11-2${i}T08:00:00.000Z`, 'Les klimatologues et les experts de Zürich.');
  // languages without their own stop list: all three lists apply
  for (let i = 0; i < 3; i++) await insert('other', `2026-11-0${i + 5}T08:00:00.000Z`, 'Die Klimakrise und the world, Zürich.');
});
afterAll(async () => {
  await db.dispose();
});

const table = async () =>
  db.orm.em
    .fork()
    .execute<{ search_term: string; term: string; documents: number }[]>(
      'select search_term, term, documents from frequent_term order by search_term',
    );

test('frequent words are suggested as terms, ranked by documents together with entities; rare words are not', async () => {
  expect(await suggest.execute('klim')).toEqual([]);
  const refresh = await new PostgresFrequentTerms(db.orm).refresh();
  expect(refresh).toMatchObject({ refreshed: true });
  expect(refresh.terms).toBeGreaterThan(0);
  expect(await suggest.execute('KLIM')).toEqual([
    { name: 'klimawandel', kind: 'term', documents: 7, recentDocuments: 7 },
    { name: 'klima', kind: 'term', documents: 3, recentDocuments: 3 },
    { name: 'klimakrise', kind: 'term', documents: 3, recentDocuments: 3 },
    { name: 'klimatologues', kind: 'term', documents: 3, recentDocuments: 3 },
  ]);
  // the word "zürich" is in every document, but the entity Zürich is what is suggested
  expect(await suggest.execute('zur')).toEqual([{ name: 'Zürich', kind: 'location', documents: 13, recentDocuments: 13 }]);
  // LIKE wildcards typed by the user stay literal
  expect(await suggest.execute('k%')).toEqual([]);
});

test('stop words of the document language, numbers and short words are left out', async () => {
  const terms = (await table()).map((r) => r.term);
  for (const stopword of ['the', 'said', 'der', 'und', 'ist', 'das', 'les', 'et', 'de', 'in', '2026'])
    expect(terms).not.toContain(stopword);
  // "war" is a German stop word but English news: only the English documents count
  expect(await suggest.execute('war')).toEqual([{ name: 'war', kind: 'term', documents: 4, recentDocuments: 4 }]);
});

test('refreshing twice gives the same table', async () => {
  const terms = new PostgresFrequentTerms(db.orm);
  await terms.refresh();
  const first = await table();
  await terms.refresh();
  expect(await table()).toEqual(first);
  expect(first.length).toBeGreaterThan(5);
  expect(await terms.isEmpty()).toBe(false);
  expect(Date.now() - (await terms.refreshedAt())!.getTime()).toBeLessThan(60_000);
});

test('only the newest documents are counted', async () => {
  // the three French documents are the newest
  await new PostgresFrequentTerms(db.orm, { newestDocuments: 3, minDocuments: 1 }).refresh();
  expect((await suggest.execute('klim')).map((s) => s.name)).toEqual(['klimatologues']);
  await new PostgresFrequentTerms(db.orm).refresh();
  expect((await suggest.execute('klim')).map((s) => s.name)).toEqual(['klimawandel', 'klima', 'klimakrise', 'klimatologues']);
});

test('a refresh while another process refreshes does nothing and keeps the tables', async () => {
  const before = await table();
  const entities = () => db.orm.em.fork().execute('select kind, name, documents from frequent_entity order by kind, name');
  const entitiesBefore = await entities();
  expect(entitiesBefore).toEqual([{ kind: 'location', name: 'Zürich', documents: 13 }]);
  const other = new pg.Client({ connectionString: db.url });
  await other.connect();
  try {
    await other.query('begin');
    await other.query(`select pg_advisory_xact_lock(hashtext('newsdesk-frequent-terms'))`);
    expect(await new PostgresFrequentTerms(db.orm, { newestDocuments: 1 }).refresh()).toMatchObject({ refreshed: false, terms: 0 });
    await other.query('rollback');
  } finally {
    await other.end();
  }
  expect(await table()).toEqual(before);
  expect(await entities()).toEqual(entitiesBefore);
});

test('an empty archive leaves an empty table', async () => {
  const empty = await createTestDatabase();
  try {
    const terms = new PostgresFrequentTerms(empty.orm);
    expect(await terms.isEmpty()).toBe(true);
    expect(await terms.refreshedAt()).toBeNull();
    expect(await terms.refresh()).toMatchObject({ refreshed: true, terms: 0 });
    expect(await terms.isEmpty()).toBe(true);
  } finally {
    await empty.dispose();
  }
});
