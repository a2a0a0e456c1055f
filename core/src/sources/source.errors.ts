import { DomainError } from '../shared/domain-error';

// Sources administration: RSS-enabled sources, site lists, official sources, crawl schedule.

/** Spec §5/§8: a source's domain must be on a generic or custom site list (English text from the catalogue). */
export const domainNotListed = (domain: string) =>
  new DomainError('invalid', 'source.domain_not_listed', 'Domain must be from the list of Generic/Custom sources', { domain });

export const sourceUrlTaken = () =>
  new DomainError('conflict', 'source.url_taken', 'An RSS-enabled source with this address already exists.');

export const sourceNotFound = () => new DomainError('not_found', 'source.not_found', 'This source does not exist.');

export const invalidFeedUrl = () => new DomainError('invalid', 'source.invalid_url', 'The address must be an http or https web address.');

/** The outbound gate would never fetch it: loopback, private, link-local, metadata and other special addresses. */
export const feedAddressNotAllowed = (host: string, range: string) =>
  new DomainError(
    'invalid',
    'source.address_not_allowed',
    'This address is on a local or private network; Newsdesk does not fetch from there.',
    { host, range },
  );

/** The feed must be served by the source's own site, whose domain is the one on the site list. */
export const feedNotOnDomain = (domain: string, host: string) =>
  new DomainError('invalid', 'source.url_not_on_domain', `The feed address must be on ${domain} or one of its subdomains.`, {
    domain,
    host,
  });

export const invalidDomain = () => new DomainError('invalid', 'source.invalid_domain', 'This is not a valid domain name.');

export const intervalOutOfRange = (min: number, max: number) =>
  new DomainError('invalid', 'source.invalid_interval', `The crawl interval must be between ${min} and ${max} minutes.`, { min, max });

export const concurrencyOutOfRange = (min: number, max: number) =>
  new DomainError('invalid', 'source.invalid_concurrency', `Parallel fetches must be between ${min} and ${max}.`, { min, max });

export const siteListNotText = () =>
  new DomainError('invalid', 'site_list.not_text', 'The list must be a plain text or CSV file in UTF-8, not a binary file.');

/** `lines` are the first bad line numbers (1-based); `count` is how many there are in all. */
export const siteListInvalidLines = (lines: number[], count: number) =>
  new DomainError(
    'invalid',
    'site_list.invalid_lines',
    `These lines are not a domain or web address: ${lines.join(', ')}${count > lines.length ? ' …' : ''}.`,
    { lines, count },
  );

export const siteListEmpty = () => new DomainError('invalid', 'site_list.empty', 'The list contains no domains.');

export const siteListTooLarge = (maxBytes: number) =>
  new DomainError('too_large', 'site_list.too_large', 'The list is larger than 1 MiB.', { maxBytes });

export const siteListUnsupportedType = () =>
  new DomainError('invalid', 'site_list.unsupported_type', 'Only .csv and .txt lists can be uploaded.');

export const siteListNotFound = () => new DomainError('not_found', 'site_list.not_found', 'This list file does not exist.');

export const officialSourceNotFound = () =>
  new DomainError('not_found', 'official_source.not_found', 'This official source does not exist.');

export const officialSourceUrlTaken = () =>
  new DomainError('conflict', 'official_source.url_taken', 'An official source with this address already exists.');

export const siteListKindRequired = () =>
  new DomainError('invalid', 'site_list.kind_required', 'Choose whether the list holds generic or custom sources.');
