import { DomainError } from '../shared/domain-error';

export const deliveriesCollectionNotFound = () =>
  new DomainError('not_found', 'alert.collection_not_found', 'Error fetching collection deliveries');
export const deliveriesForbidden = () =>
  new DomainError('forbidden', 'alert.deliveries_forbidden', "Only the collection's owner can see its deliveries.");

export const nothingToTest = (channel: string) =>
  new DomainError('invalid', 'alert.nothing_to_test', 'Save at least one recipient for this channel before sending a test.', { channel });

export const invalidUnsubscribeToken = () =>
  new DomainError(
    'invalid',
    'alert.invalid_unsubscribe_token',
    'This unsubscribe link is not valid. Ask the collection’s owner to remove the address.',
  );
