import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import type { EntityOperator } from '@newsdesk/core/related/related-documents';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresRelatedDocumentIndex } from './postgres-related-document-index';
import { MAX_SUBSETS } from './related-statements';

const NOW = new Date('2026-11-21T12:00:00Z');
let db: TestDatabase;
let corpus: DocumentRecord[];

/** A document naming many entities: its OR ranking needs more subsets than MAX_SUBSETS (the counting plan). */
const manyNames = (): DocumentRecord => {
  const base = corpus[0]!;
  const names = [...new Set(corpus.flatMap((d) => d.mentions.map((m) => m.name)))].slice(0, 8);
  return {
    ...base,
    id: crypto.randomUUID(),
    canonicalUrl: 'https://x.example/many',
    contentHash: 'many',
    mentions: names.map((name) => ({ name, kind: 'organization', method: 'gazetteer' })),
  };
};

beforeAll(async () => {
  db = await createTestDatabase();
  corpus = [...generateCorpus({ count: 1_200, seed: 5, now: NOW })];
  await bulkLoadDocuments(db.url, corpus);
  const many = manyNames();
  await new PostgresDocumentRepository(db.orm).insert(many);
  corpus.push(many);
}, 60_000);
afterAll(async () => {
  await db.dispose();
});

/** The ranking of the port's contract, computed from the records: most shared names, newest, id. */
const expected = (names: string[], operator: EntityOperator, excludeId: string | null, limit: number, offset: number) => {
  const wanted = new Set(names);
  return corpus
    .filter((d) => d.id !== excludeId)
    .map((d) => ({ d, shared: new Set(d.mentions.map((m) => m.name).filter((n) => wanted.has(n))).size }))
    .filter(({ shared }) => shared >= (operator === 'AND' ? wanted.size : 1))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.d.document.firstAcquisitionDate.localeCompare(a.d.document.firstAcquisitionDate) ||
        (a.d.id < b.d.id ? -1 : 1),
    )
    .slice(offset, offset + limit)
    .map(({ d }) => d.id);
};

describe.each([
  ['sorting the documents of rarer names', undefined],
  ['walking the date index for hot names and many documents naming them all', 1],
])('the tiered ranking equals the contract when %s', (_, hotNamesFrom) => {
  const cases: [string, () => string[], EntityOperator, number, number][] = [
    [
      'OR over a document with three names',
      () => [...new Set(corpus.find((d) => d.mentions.length === 3)!.mentions.map((m) => m.name))],
      'OR',
      20,
      0,
    ],
    [
      // seed 5: 7 documents share all three names, 10 two of them: this page runs from two names into one
      'OR, a page deep enough to reach the one-name tier',
      () => [...new Set(corpus.find((d) => d.mentions.length === 3)!.mentions.map((m) => m.name))],
      'OR',
      10,
      12,
    ],
    [
      'AND over two names',
      () =>
        corpus
          .find((d) => d.mentions.length >= 2)!
          .mentions.slice(0, 2)
          .map((m) => m.name),
      'AND',
      20,
      0,
    ],
    ['one name', () => [corpus[3]!.mentions[0]!.name], 'OR', 15, 5],
    [`more names than ${MAX_SUBSETS} subsets allow`, () => corpus.at(-1)!.mentions.map((m) => m.name), 'OR', 20, 0],
  ];
  for (const [name, names, operator, limit, offset] of cases) {
    test(name, async () => {
      const index = new PostgresRelatedDocumentIndex(db.orm, { hotNamesFrom, collectAllNamesUpTo: hotNamesFrom });
      const exclude = corpus[0]!.id;
      const want = expected(names(), operator, exclude, limit, offset);
      expect(want.length).toBeGreaterThan(0);
      expect((await index.sharingEntities(names(), operator, exclude, limit, offset)).map((d) => d.id)).toEqual(want);
    });
  }
});
