import { DomainError } from '../shared/domain-error';

/** Why a fetch was refused or failed; every code is shown to admins as a source's last error. */
export type FetchFailure =
  | 'fetch.scheme_not_allowed'
  | 'fetch.address_not_allowed'
  | 'fetch.dns_failed'
  | 'fetch.too_many_redirects'
  | 'fetch.timeout'
  | 'fetch.too_large'
  | 'fetch.http_status'
  | 'fetch.connection_failed'
  | 'fetch.invalid_url';

export class FetchError extends DomainError {
  constructor(
    readonly failure: FetchFailure,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super('invalid', failure, message, details);
    this.name = 'FetchError';
  }
}

export type FeedFailure = 'feed.not_xml' | 'feed.not_a_feed' | 'feed.malformed' | 'feed.encoding' | 'feed.too_large' | 'feed.forbidden_dtd';

export class FeedError extends DomainError {
  constructor(
    readonly failure: FeedFailure,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super('invalid', failure, message, details);
    this.name = 'FeedError';
  }
}
