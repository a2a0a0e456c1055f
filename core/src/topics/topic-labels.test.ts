import { describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { InMemoryTopicRepository } from '../testing/in-memory-sources';
import { SaveTopic } from './save-topic';
import { SetTopicLabels } from './set-topic-labels';
import { cleanTopicLabels, compareTopicsForReader, topicDisplayName } from './topic-labels';

const economy = { name: 'economy', labels: { en: 'Economy', de: 'Wirtschaft', fr: 'Économie' } };

describe('topicDisplayName', () => {
  test("shows the reader's language, with regional variants reading the base language", () => {
    expect(topicDisplayName(economy, 'de')).toBe('Wirtschaft');
    expect(topicDisplayName(economy, 'de-CH')).toBe('Wirtschaft');
    expect(topicDisplayName(economy, 'fr_CH')).toBe('Économie');
    expect(topicDisplayName(economy, 'en')).toBe('Economy');
  });

  test('falls back to English, then to the raw name', () => {
    expect(topicDisplayName({ name: 'economy', labels: { en: 'Economy' } }, 'fr')).toBe('Economy');
    expect(topicDisplayName({ name: 'economy', labels: { de: 'Wirtschaft' } }, 'fr')).toBe('economy');
    expect(topicDisplayName({ name: 'Sport' }, 'de')).toBe('Sport');
    expect(topicDisplayName(economy, 'it')).toBe('Economy');
    expect(topicDisplayName(economy, undefined)).toBe('Economy');
  });

  test('an empty label counts as none', () => {
    expect(topicDisplayName({ name: 'Politics', labels: { de: '' } }, 'de')).toBe('Politics');
  });
});

test('cleanTopicLabels trims, cuts to 200 characters and drops empty or null labels', () => {
  expect(cleanTopicLabels({ en: ' Economy ', de: '  ', fr: null })).toEqual({ en: 'Economy' });
  expect(cleanTopicLabels({ de: 'x'.repeat(250) }).de).toHaveLength(200);
});

test("compareTopicsForReader sorts by the name the reader sees, in the reader's order", () => {
  const topics = [
    { name: 'sport', labels: { de: 'Sport' } },
    { name: 'economy', labels: { de: 'Wirtschaft' } },
    { name: 'politics', labels: { de: 'Äussere Politik' } },
  ];
  expect([...topics].sort(compareTopicsForReader('de')).map((t) => topicDisplayName(t, 'de'))).toEqual([
    'Äussere Politik',
    'Sport',
    'Wirtschaft',
  ]);
  expect([...topics].sort(compareTopicsForReader('en')).map((t) => t.name)).toEqual(['economy', 'politics', 'sport']);
});

describe('SetTopicLabels', () => {
  test('replaces the labels, keeps the rest of the topic, and a later save of the topic keeps them', async () => {
    const topics = new InMemoryTopicRepository();
    await new SaveTopic(topics).execute({ id: 'economy', name: 'Economy', keywords: ['inflation'] });
    const labelled = await new SetTopicLabels(topics).execute('economy', { de: ' Wirtschaft ', fr: 'Économie' });
    expect(labelled).toEqual({
      id: 'economy',
      name: 'Economy',
      parentId: null,
      keywords: ['inflation'],
      entities: [],
      labels: { de: 'Wirtschaft', fr: 'Économie' },
    });
    await new SaveTopic(topics).execute({ id: 'economy', keywords: ['growth'] });
    expect((await topics.findById('economy'))?.labels).toEqual({ de: 'Wirtschaft', fr: 'Économie' });
    const cleared = await new SetTopicLabels(topics).execute('economy', { de: '', fr: null });
    expect(cleared.labels).toBeUndefined();
    expect((await topics.findById('economy'))?.labels).toBeUndefined();
  });

  test('an unknown topic is topic.not_found', async () => {
    const error = await new SetTopicLabels(new InMemoryTopicRepository()).execute('nope', { de: 'Nein' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('topic.not_found');
  });
});
