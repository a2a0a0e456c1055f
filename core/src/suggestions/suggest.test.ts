import { expect, test } from '@jest/globals';
import { foldForSuggestion, Suggest, type Suggestion, type SuggestionIndex } from './suggest';
import { nameHasWords } from './suggestion-words';

type Row = Omit<Suggestion, 'recentDocuments'> & { recentDocuments?: number };
const row = (r: Row): Suggestion => ({ ...r, recentDocuments: r.recentDocuments ?? r.documents });
const byRecent = (a: Suggestion, b: Suggestion) => b.recentDocuments - a.recentDocuments || b.documents - a.documents;

/** An in-memory index over fixed lists, filtering and ranking like the PostgreSQL one. */
const indexOf = (entities: Row[], terms: Row[] = [], topicCounts: Record<string, number> = {}): SuggestionIndex => ({
  entities: async (words, limit) =>
    entities
      .map(row)
      .filter((e) => nameHasWords(foldForSuggestion(e.name), words))
      .sort(byRecent)
      .slice(0, limit),
  terms: async (prefix, limit) =>
    terms
      .map(row)
      .filter((e) => foldForSuggestion(e.name).startsWith(prefix))
      .sort(byRecent)
      .slice(0, limit),
  topicCounts: async (ids) => new Map(ids.map((id) => [id, { documents: topicCounts[id] ?? 0, recentDocuments: topicCounts[id] ?? 0 }])),
});
const topic = (id: string, name: string) => ({ id, name, parentId: null, keywords: [], entities: [] });
/** Suggest over fixed entity and term lists and topics with their document counts. */
const suggestOver = (entities: Row[], terms: Row[] = [], topics: { id: string; name: string; documents: number }[] = []) =>
  new Suggest(indexOf(entities, terms, Object.fromEntries(topics.map((t) => [t.id, t.documents]))), async () =>
    topics.map((t) => topic(t.id, t.name)),
  );
const names = (list: Suggestion[]) => list.map((s) => s.name);

const entities: Row[] = [
  { name: 'Zürich', kind: 'location', documents: 120 },
  { name: 'Zurich Insurance', kind: 'organization', documents: 30 },
  { name: 'Genève', kind: 'location', documents: 80 },
];
const suggest = suggestOver(entities, [], [{ id: 'zurich-local', name: 'Zürich local', documents: 60 }]);

test('entities and topics starting with the typed text, accent- and case-insensitive, most documents first', async () => {
  expect(await suggest.execute('ZUR')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 120, recentDocuments: 120 },
    { name: 'Zürich local', kind: 'topic', documents: 60, recentDocuments: 60 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 30, recentDocuments: 30 },
  ]);
  expect(names(await suggest.execute('geneve'))).toEqual(['Genève']);
});

test('a prefix of any word of a name suggests it: "Merkel" and "Merk" → "Angela Merkel"', async () => {
  const people = suggestOver(
    [
      { name: 'Angela Merkel', kind: 'person', documents: 500 },
      { name: 'Friedrich Merz', kind: 'person', documents: 300 },
      { name: 'Merck KGaA', kind: 'organization', documents: 50 },
    ],
    [],
    [{ id: 'local', name: 'Lokales aus Zürich', documents: 0 }],
  );
  expect(names(await people.execute('Merkel'))).toEqual(['Angela Merkel']);
  expect(names(await people.execute('Merk'))).toEqual(['Angela Merkel']);
  expect(names(await people.execute('mer'))).toEqual(['Angela Merkel', 'Friedrich Merz', 'Merck KGaA']);
  expect(names(await people.execute('zur'))).toEqual(['Lokales aus Zürich']);
});

test('two or more words: the names containing all of them, then the phrase as one quoted term', async () => {
  const people = suggestOver(
    [
      { name: 'Angela Merkel', kind: 'person', documents: 500 },
      { name: 'Angela Davis', kind: 'person', documents: 900 },
    ],
    [{ name: 'angela', kind: 'term', documents: 2000 }],
  );
  expect(await people.execute('angela merk')).toEqual([
    { name: 'Angela Merkel', kind: 'person', documents: 500, recentDocuments: 500 },
    { name: '"angela merk"', kind: 'phrase', documents: 0, recentDocuments: 0 },
  ]);
  expect(names(await people.execute('Merkel Angela'))).toEqual(['Angela Merkel', '"Merkel Angela"']);
  expect(names(await people.execute('neue zürcher'))).toEqual(['"neue zürcher"']);
  expect(await people.execute('a b', 1)).toEqual([{ name: '"a b"', kind: 'phrase', documents: 0, recentDocuments: 0 }]);
});

test('ranked by recent documents, then by all documents', async () => {
  const ranked = suggestOver([
    { name: 'Helmut Kohl', kind: 'person', documents: 5000, recentDocuments: 2 },
    { name: 'Kohlekraft AG', kind: 'organization', documents: 40, recentDocuments: 30 },
    { name: 'Kohlhaas', kind: 'person', documents: 60, recentDocuments: 2 },
  ]);
  expect(names(await ranked.execute('kohl'))).toEqual(['Kohlekraft AG', 'Helmut Kohl', 'Kohlhaas']);
});

test('nothing for one letter; at most 10', async () => {
  expect(await suggest.execute('z')).toEqual([]);
  expect(await suggest.execute('  ')).toEqual([]);
  expect(await suggest.execute(' - ')).toEqual([]);
  expect((await suggest.execute('zu', 50)).length).toBeLessThanOrEqual(10);
});

test('frequent terms are ranked together with entities and topics by documents', async () => {
  const withTerms = suggestOver(
    [{ name: 'Klimarat', kind: 'organization', documents: 40 }],
    [
      { name: 'klimawandel', kind: 'term', documents: 900 },
      { name: 'klima', kind: 'term', documents: 55 },
      { name: 'klimaschutz', kind: 'term', documents: 12 },
    ],
    [{ id: 'climate', name: 'Klimapolitik', documents: 300 }],
  );
  expect(names(await withTerms.execute('Klim'))).toEqual(['klimawandel', 'Klimapolitik', 'klima', 'Klimarat', 'klimaschutz']);
  expect(names(await withTerms.execute('klim', 2))).toEqual(['klimawandel', 'Klimapolitik']);
});

test('a term that is also an entity or topic name (folded) is shown once, as the entity or topic', async () => {
  const overlapping = suggestOver(
    [{ name: 'Zürich', kind: 'location', documents: 120 }],
    [
      { name: 'zurich', kind: 'term', documents: 500 },
      { name: 'zürichsee', kind: 'term', documents: 20 },
      { name: 'zukunft', kind: 'term', documents: 300 },
    ],
    [{ id: 'zukunft', name: 'Zukunft', documents: 7 }],
  );
  expect(await overlapping.execute('zu')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 120, recentDocuments: 120 },
    { name: 'zürichsee', kind: 'term', documents: 20, recentDocuments: 20 },
    { name: 'Zukunft', kind: 'topic', documents: 7, recentDocuments: 7 },
  ]);
});

test('terms hidden behind entities do not leave the list short', async () => {
  const kantons = Array.from({ length: 10 }, (_, i) => `Kanton${String.fromCharCode(97 + i)}`);
  const crowded = suggestOver(
    kantons.map((name) => ({ name, kind: 'location', documents: 1 })),
    [
      ...kantons.map((name) => ({ name: name.toLowerCase(), kind: 'term' as const, documents: 1000 })),
      ...Array.from({ length: 10 }, (_, i) => ({ name: `kanzlei${i}`, kind: 'term' as const, documents: 100 - i })),
    ],
  );
  const result = await crowded.execute('ka');
  expect(result).toHaveLength(10);
  expect(names(result)).toEqual(Array.from({ length: 10 }, (_, i) => `kanzlei${i}`));
});
