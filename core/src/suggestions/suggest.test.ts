import { expect, test } from '@jest/globals';
import { foldForSuggestion, Suggest, type Suggestion, type SuggestionIndex } from './suggest';

const entities: Suggestion[] = [
  { name: 'Zürich', kind: 'location', documents: 120 },
  { name: 'Zurich Insurance', kind: 'organization', documents: 30 },
  { name: 'Genève', kind: 'location', documents: 80 },
];
const index: SuggestionIndex = {
  entities: async (prefix, limit) => entities.filter((e) => foldForSuggestion(e.name).startsWith(prefix)).slice(0, limit),
  topicCounts: async (ids) => new Map(ids.map((id) => [id, id === 'zurich-local' ? 60 : 0])),
};
const suggest = new Suggest(index, async () => [{ id: 'zurich-local', name: 'Zürich local', parentId: null, keywords: [], entities: [] }]);

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
