import { DomainError } from '../shared/domain-error';

// English texts: spec §8 ("Site monitor: added; already exists for that url and selector; text
// cannot be found with that selector; invalid site format; …"); the UI translates `errors.<code>`.

export const invalidUrl = () =>
  new DomainError('invalid', 'site_monitor.invalid_url', 'Invalid site format: the website address must be a valid http or https URL.', {
    field: 'url',
  });

export const invalidSelector = () =>
  new DomainError('invalid', 'site_monitor.invalid_selector', 'Invalid site format: the selector is not a valid CSS selector.', {
    field: 'selector',
  });

export const nameRequired = () =>
  new DomainError('invalid', 'site_monitor.name_required', 'Invalid site format: a name is required.', { field: 'name' });

export const nameTooLong = (maxLength: number) =>
  new DomainError('invalid', 'site_monitor.name_too_long', `Invalid site format: a name can have at most ${maxLength} characters.`, {
    field: 'name',
    maxLength,
  });

export const invalidIgnoreRule = (rule: string) =>
  new DomainError('invalid', 'site_monitor.invalid_ignore_rule', 'Invalid site format: this ignore rule cannot be used.', {
    field: 'ignoredPatterns',
    rule,
  });

export const siteExists = () =>
  new DomainError('conflict', 'site_monitor.site_exists', 'A site with this URL and selector already exists.');

export const siteLimitReached = (max: number) =>
  new DomainError('conflict', 'site_monitor.limit_reached', `You can watch at most ${max} sites.`, { max });

export const selectorNotFound = () =>
  new DomainError('invalid', 'site_monitor.selector_not_found', 'The text cannot be found with that selector.', { field: 'selector' });

/** The page could not be fetched (address refused, timeout, HTTP error, not a web page). */
export const fetchFailed = (reason: string) =>
  new DomainError('invalid', 'site_monitor.fetch_failed', 'The site could not be fetched.', { field: 'url', reason });

export const siteNotFound = () => new DomainError('not_found', 'site_monitor.not_found', 'This site is not on your list.');

/** Another process is checking this site right now. */
export const siteBusy = () =>
  new DomainError('conflict', 'site_monitor.busy', 'This site is being checked right now. Please try again in a moment.');
