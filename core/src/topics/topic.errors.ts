import { DomainError } from '../shared/domain-error';

export const invalidTopicId = () =>
  new DomainError(
    'invalid',
    'topic.invalid_id',
    'A topic id is lower-case letters, digits and hyphens (at most 63), starting with a letter or digit.',
  );

export const topicNotFound = () => new DomainError('not_found', 'topic.not_found', 'This topic does not exist.');

export const parentTopicNotFound = () => new DomainError('invalid', 'topic.parent_not_found', 'The parent topic does not exist.');

/** A topic cannot sit below itself or below one of its own subtopics. */
export const topicCycle = () =>
  new DomainError('invalid', 'topic.invalid_parent', 'A topic cannot be placed below itself or one of its subtopics.');

export const topicHasChildren = () =>
  new DomainError('conflict', 'topic.has_children', 'This topic has subtopics. Delete or move them first.');
