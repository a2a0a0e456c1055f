import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { InMemoryTopicRepository } from '../testing/in-memory-sources';
import { topicMatcher } from './assign-topics';
import { DeleteTopic } from './delete-topic';
import { ListTopics } from './list-topics';
import { SaveTopic } from './save-topic';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('topics', () => {
  let topics: InMemoryTopicRepository;
  let save: SaveTopic;
  beforeEach(() => {
    topics = new InMemoryTopicRepository();
    save = new SaveTopic(topics);
  });

  test('an id alone makes a root topic named after it; a later save updates what is given', async () => {
    expect(await save.execute({ id: 'economy' })).toEqual({ id: 'economy', name: 'economy', parentId: null, keywords: [], entities: [] });
    await save.execute({
      id: 'economy',
      name: 'Economy',
      keywords: [' inflation ', 'Inflation', '', 'Zinsen'],
      entities: ['Swiss National Bank'],
    });
    expect(await save.execute({ id: 'economy', name: 'Wirtschaft' })).toEqual({
      id: 'economy',
      name: 'Wirtschaft',
      parentId: null,
      keywords: ['inflation', 'Zinsen'],
      entities: ['Swiss National Bank'],
    });
  });

  test('subtopics need an existing parent and no cycle', async () => {
    await save.execute({ id: 'sport', name: 'Sport' });
    await save.execute({ id: 'ice-hockey', name: 'Ice hockey', parentId: 'sport' });
    await save.execute({ id: 'nl', name: 'National League', parentId: 'ice-hockey' });
    expect(await codeOf(save.execute({ id: 'tennis', parentId: 'missing' }))).toBe('topic.parent_not_found');
    expect(await codeOf(save.execute({ id: 'sport', parentId: 'nl' }))).toBe('topic.invalid_parent');
    expect(await codeOf(save.execute({ id: 'sport', parentId: 'sport' }))).toBe('topic.invalid_parent');
    expect(await codeOf(save.execute({ id: 'Not Valid' }))).toBe('topic.invalid_id');
    expect((await new ListTopics(topics).execute()).map((t) => `${t.id}<${t.parentId ?? ''}`)).toEqual([
      'ice-hockey<sport',
      'nl<ice-hockey',
      'sport<',
    ]);
  });

  test('a topic with subtopics is not deleted; a leaf is', async () => {
    const remove = new DeleteTopic(topics);
    await save.execute({ id: 'sport' });
    await save.execute({ id: 'tennis', parentId: 'sport' });
    expect(await codeOf(remove.execute('sport'))).toBe('topic.has_children');
    await remove.execute('tennis');
    await remove.execute('sport');
    expect(await codeOf(remove.execute('sport'))).toBe('topic.not_found');
  });

  test('the ingestion matcher is built from the stored topics', async () => {
    await save.execute({ id: 'economy', keywords: ['taux directeur'] });
    expect(topicMatcher(await topics.all())('La BNS maintient son taux directeur.', [])).toEqual(['economy']);
  });
});
