import { DomainError } from '../shared/domain-error';
import { MAX_RELEASE_NOTE_LENGTH } from './release-note.types';

export const releaseNoteNotFound = () => new DomainError('not_found', 'release_note.not_found', 'This release note does not exist.');

export const releaseNoteBodyRequired = () =>
  new DomainError('invalid', 'release_note.body_required', 'A release note needs a text in at least one language.');

export const releaseNoteTooLong = () =>
  new DomainError(
    'invalid',
    'release_note.too_long',
    `A release note can have at most ${MAX_RELEASE_NOTE_LENGTH} characters per language.`,
    {
      maxLength: MAX_RELEASE_NOTE_LENGTH,
    },
  );

export const invalidReleaseNoteCursor = () =>
  new DomainError('invalid', 'release_note.invalid_cursor', 'This is not a position in the release notes.');
