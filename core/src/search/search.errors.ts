import { DomainError } from '../shared/domain-error';

export const wildcardTooShort = (term: string) =>
  new DomainError('invalid', 'search.wildcard_too_short', 'A wildcard search needs at least 3 letters or digits besides the asterisks.', {
    term,
  });

export const invalidWildcard = (term: string) =>
  new DomainError(
    'invalid',
    'search.invalid_wildcard',
    'A wildcard can only stand at the start or end of a single word of letters and digits.',
    { term },
  );

export const moreThanOneTerm = (term: string) =>
  new DomainError('invalid', 'search.more_than_one_term', 'Not allowed to search more than one term.', {
    hint: 'Please for searching use the auto-suggestion feature.',
    term,
  });

export const emptyTerm = (term: string) =>
  new DomainError('invalid', 'search.empty_term', 'A search term needs at least one letter or digit.', { term });

export const unknownOperator = (operator: string) =>
  new DomainError('invalid', 'search.unknown_operator', 'Search operators are AND, OR and NOT.', { operator });

export const invalidTimeFrame = (from: string, to: string) =>
  new DomainError('invalid', 'search.invalid_time_frame', 'A custom time frame needs two valid dates, the start not after the end.', {
    from,
    to,
  });
