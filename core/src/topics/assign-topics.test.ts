import { expect, test } from '@jest/globals';
import { topicMatcher } from './assign-topics';
import type { Topic } from './topic.types';

const topics: Topic[] = [
  {
    id: 'economy',
    name: 'Economy',
    parentId: null,
    keywords: ['inflation', 'Zinsen', 'taux directeur'],
    entities: ['Swiss National Bank'],
  },
  { id: 'sport', name: 'Sport', parentId: null, keywords: ['Fussball', 'football'], entities: ['FC Basel'] },
  { id: 'ice-hockey', name: 'Ice hockey', parentId: 'sport', keywords: ['Eishockey'], entities: [] },
];
const match = topicMatcher(topics);

test('keywords match whole words, case-insensitively, in any of the three languages', () => {
  expect(match('Die Zinsen bleiben tief.', [])).toEqual(['economy']);
  expect(match('La BNS maintient son taux directeur.', [])).toEqual(['economy']);
  expect(match('INFLATION is back', [])).toEqual(['economy']);
  expect(match('Hyperinflationary times', [])).toEqual([]);
  expect(match('Fussballfans feiern', [])).toEqual([]);
});

test('entities assign topics, and several topics can apply', () => {
  expect(match('A quiet day.', ['FC Basel'])).toEqual(['sport']);
  expect(match('Eishockey und Inflation', ['swiss national bank'])).toEqual(['economy', 'ice-hockey']);
});
