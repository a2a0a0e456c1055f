import { DomainError } from '../shared/domain-error';
import { MAX_INFO_MESSAGE_LENGTH } from './info-message.types';

export const infoMessageNotFound = () => new DomainError('not_found', 'info_message.not_found', 'This info message does not exist.');

export const infoMessageTextRequired = () =>
  new DomainError('invalid', 'info_message.text_required', 'An info message needs a text in at least one language.');

export const infoMessageTooLong = () =>
  new DomainError('invalid', 'info_message.too_long', `An info message can have at most ${MAX_INFO_MESSAGE_LENGTH} characters.`, {
    maxLength: MAX_INFO_MESSAGE_LENGTH,
  });

export const infoMessageExpiryInPast = () =>
  new DomainError('invalid', 'info_message.expiry_in_past', 'The expiry of an info message must lie in the future.');

export const infoMessageInvalidExpiry = () =>
  new DomainError('invalid', 'info_message.invalid_expiry', 'This is not a valid date and time.');
