import { DomainError } from '../shared/domain-error';

// English texts; the UI translates `errors.<code>`. Spec §5: a glossary item needs a title and a description.

export const titleRequired = () => new DomainError('invalid', 'glossary.title_required', 'A glossary item needs a title.');

export const titleTooLong = (maxLength: number) =>
  new DomainError('invalid', 'glossary.title_too_long', `A title can have at most ${maxLength} characters.`, { maxLength });

export const descriptionRequired = () =>
  new DomainError('invalid', 'glossary.description_required', 'A glossary item needs a description.');

export const descriptionTooLong = (maxLength: number) =>
  new DomainError('invalid', 'glossary.description_too_long', `A description can have at most ${maxLength} characters.`, { maxLength });

export const commentRequired = () => new DomainError('invalid', 'glossary.comment_required', 'A comment cannot be empty.');

export const commentTooLong = (maxLength: number) =>
  new DomainError('invalid', 'glossary.comment_too_long', `A comment can have at most ${maxLength} characters.`, { maxLength });

export const invalidLetter = () => new DomainError('invalid', 'glossary.invalid_letter', 'Choose a letter from A to Z or #.');

export const itemNotFound = () => new DomainError('not_found', 'glossary.not_found', 'This glossary item does not exist.');

export const commentNotFound = () => new DomainError('not_found', 'glossary.comment_not_found', 'This comment does not exist.');

export const notItemAuthor = () =>
  new DomainError('forbidden', 'glossary.not_author', 'Only the author or an administrator can change this glossary item.');

export const notCommentAuthor = () =>
  new DomainError('forbidden', 'glossary.not_comment_author', 'Only the author or an administrator can delete this comment.');
