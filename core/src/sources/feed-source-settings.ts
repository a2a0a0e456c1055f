import { hostBelongsToDomain } from './feed-address';
import { domainOfAddress, domainOfEntry, parseWebAddress } from './host-name';
import { CONCURRENCY_LIMITS, INTERVAL_LIMITS, assertScheduleInRange } from './schedule';
import { domainNotListed, feedAddressNotAllowed, feedNotOnDomain, invalidDomain, invalidFeedUrl } from './source.errors';
import type { FeedHostScreen, FeedSourceSettings, SiteListRepository } from './source.ports';

/** What an admin types into the source form; the domain defaults to the feed's own, the name to the domain. */
export interface FeedSourceInput {
  name: string;
  url: string;
  domain?: string | null | undefined;
  intervalMinutes?: number | undefined;
  enabled?: boolean | undefined;
  concurrency?: number | undefined;
}

/** What the source had before an edit: rules are applied to what the edit changes. */
export interface SavedFeedAddress {
  url: string;
  domain: string;
}

const MAX_NAME_LENGTH = 200;

/**
 * Settings checked against the rules, in the order the form shows them:
 * - an http(s) feed address without credentials (`source.invalid_url`);
 * - an address the outbound gate may reach (`source.address_not_allowed`): loopback, private,
 *   link-local and metadata addresses are refused now, not at the first crawl;
 * - a valid domain (`source.invalid_domain`), and interval and concurrency in range;
 * - the domain on a generic or custom site list (spec §5, `source.domain_not_listed`);
 * - the feed served by that domain or a subdomain (`source.url_not_on_domain`), unless the
 *   operator let its host through the gate (NEWSDESK_FETCH_ALLOW: an intranet mirror, the demo's
 *   own feeds) — without this the list check says nothing about where the feed comes from.
 * An edit re-checks only what it changes (`previous`), so a source stays editable — and can be
 * disabled — after its list was replaced or the rules grew stricter.
 */
export const checkFeedSourceSettings = async (
  input: FeedSourceInput,
  lists: Pick<SiteListRepository, 'isListed'>,
  screen: FeedHostScreen,
  previous?: SavedFeedAddress,
): Promise<FeedSourceSettings> => {
  const url = parseWebAddress(input.url);
  if (!url) throw invalidFeedUrl();
  const addressChanged = url.href !== previous?.url;
  const standing = screen.judge(url.hostname);
  if (addressChanged && standing.kind === 'refused') throw feedAddressNotAllowed(url.hostname, standing.range);
  const domain = input.domain?.trim() ? domainOfEntry(input.domain) : domainOfAddress(url.href);
  if (!domain) throw invalidDomain();
  const settings: FeedSourceSettings = {
    name: input.name.trim().slice(0, MAX_NAME_LENGTH) || domain,
    url: url.href,
    domain,
    intervalMinutes: input.intervalMinutes ?? INTERVAL_LIMITS.default,
    enabled: input.enabled ?? true,
    concurrency: input.concurrency ?? CONCURRENCY_LIMITS.default,
  };
  assertScheduleInRange(settings);
  const domainChanged = domain !== previous?.domain;
  if (domainChanged && !(await lists.isListed(domain))) throw domainNotListed(domain);
  if ((addressChanged || domainChanged) && standing.kind !== 'intranet' && !hostBelongsToDomain(url.hostname, domain)) {
    throw feedNotOnDomain(domain, url.hostname);
  }
  return settings;
};
