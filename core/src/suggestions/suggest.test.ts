import { expect, test } from '@jest/globals';
import { foldForSuggestion, Suggest, type Suggestion, type SuggestionIndex } from './suggest';

/** An in-memory index over fixed lists, filtering and ranking like the PostgreSQL one. */
const indexOf = (entities: Suggestion[], terms: Suggestion[] = [], topicCounts: Record<string, number> = {}): SuggestionIndex => {
  const matching = (list: Suggestion[], prefix: string, limit: number) =>
    list
      .filter((e) => foldForSuggestion(e.name).startsWith(prefix))
      .sort((a, b) => b.documents - a.documents)
      .slice(0, limit);
  return {
    entities: async (prefix, limit) => matching(entities, prefix, limit),
    terms: async (prefix, limit) => matching(terms, prefix, limit),
    topicCounts: async (ids) => new Map(ids.map((id) => [id, topicCounts[id] ?? 0])),
  };
};
const topic = (id: string, name: string) => ({ id, name, parentId: null, keywords: [], entities: [] });

const entities: Suggestion[] = [
  { name: 'Zürich', kind: 'location', documents: 120 },
  { name: 'Zurich Insurance', kind: 'organization', documents: 30 },
  { name: 'Genève', kind: 'location', documents: 80 },
];
const suggest = new Suggest(indexOf(entities, [], { 'zurich-local': 60 }), async () => [topic('zurich-local', 'Zürich local')]);

test('entities and topics starting with the typed text, accent- and case-insensitive, most documents first', async () => {
  expect(await suggest.execute('ZUR')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 120 },
    { name: 'Zürich local', kind: 'topic', documents: 60 },
    { name: 'Zurich Insurance', kind: 'organization', documents: 30 },
  ]);
  expect((await suggest.execute('geneve')).map((s) => s.name)).toEqual(['Genève']);
});

test('nothing for one letter; at most 10', async () => {
  expect(await suggest.execute('z')).toEqual([]);
  expect(await suggest.execute('  ')).toEqual([]);
  expect((await suggest.execute('zu', 50)).length).toBeLessThanOrEqual(10);
});

test('frequent terms are ranked together with entities and topics by documents', async () => {
  const withTerms = new Suggest(
    indexOf(
      [{ name: 'Klimarat', kind: 'organization', documents: 40 }],
      [
        { name: 'klimawandel', kind: 'term', documents: 900 },
        { name: 'klima', kind: 'term', documents: 55 },
        { name: 'klimaschutz', kind: 'term', documents: 12 },
      ],
      { climate: 300 },
    ),
    async () => [topic('climate', 'Klimapolitik')],
  );
  expect(await withTerms.execute('Klim')).toEqual([
    { name: 'klimawandel', kind: 'term', documents: 900 },
    { name: 'Klimapolitik', kind: 'topic', documents: 300 },
    { name: 'klima', kind: 'term', documents: 55 },
    { name: 'Klimarat', kind: 'organization', documents: 40 },
    { name: 'klimaschutz', kind: 'term', documents: 12 },
  ]);
  expect((await withTerms.execute('klim', 2)).map((s) => s.name)).toEqual(['klimawandel', 'Klimapolitik']);
});

test('a term that is also an entity or topic name (folded) is shown once, as the entity or topic', async () => {
  const overlapping = new Suggest(
    indexOf(
      [{ name: 'Zürich', kind: 'location', documents: 120 }],
      [
        { name: 'zurich', kind: 'term', documents: 500 },
        { name: 'zürichsee', kind: 'term', documents: 20 },
        { name: 'zukunft', kind: 'term', documents: 300 },
      ],
      { zukunft: 7 },
    ),
    async () => [topic('zukunft', 'Zukunft')],
  );
  expect(await overlapping.execute('zu')).toEqual([
    { name: 'Zürich', kind: 'location', documents: 120 },
    { name: 'zürichsee', kind: 'term', documents: 20 },
    { name: 'Zukunft', kind: 'topic', documents: 7 },
  ]);
});

test('terms hidden behind entities do not leave the list short', async () => {
  const names = Array.from({ length: 10 }, (_, i) => `Kanton${String.fromCharCode(97 + i)}`);
  const crowded = new Suggest(
    indexOf(
      names.map((name) => ({ name, kind: 'location', documents: 1 })),
      [
        ...names.map((name) => ({ name: name.toLowerCase(), kind: 'term' as const, documents: 1000 })),
        ...Array.from({ length: 10 }, (_, i) => ({ name: `kanzlei${i}`, kind: 'term' as const, documents: 100 - i })),
      ],
    ),
    async () => [],
  );
  const result = await crowded.execute('ka');
  expect(result).toHaveLength(10);
  expect(result.map((s) => s.name)).toEqual(Array.from({ length: 10 }, (_, i) => `kanzlei${i}`));
});
