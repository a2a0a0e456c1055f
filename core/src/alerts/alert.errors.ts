import { DomainError } from '../shared/domain-error';

export const deliveriesCollectionNotFound = () =>
  new DomainError('not_found', 'alert.collection_not_found', 'Error fetching collection deliveries');
export const deliveriesForbidden = () =>
  new DomainError('forbidden', 'alert.deliveries_forbidden', "Only the collection's owner can see its deliveries.");
