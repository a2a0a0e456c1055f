import { domainOfAddress, domainOfEntry, parseWebAddress } from './host-name';
import { CONCURRENCY_LIMITS, INTERVAL_LIMITS, assertScheduleInRange } from './schedule';
import { domainNotListed, invalidDomain, invalidFeedUrl } from './source.errors';
import type { FeedSourceSettings, SiteListRepository } from './source.ports';

/** What an admin types into the source form; the domain defaults to the feed's own, the name to the domain. */
export interface FeedSourceInput {
  name: string;
  url: string;
  domain?: string | null | undefined;
  intervalMinutes?: number | undefined;
  enabled?: boolean | undefined;
  concurrency?: number | undefined;
}

const MAX_NAME_LENGTH = 200;

/**
 * Settings checked against the rules: an http(s) feed, a valid domain that is on a generic or
 * custom site list (spec §5), interval and concurrency in range. `previousDomain` skips the list
 * check when an edit keeps the domain, so a source stays editable after its list was replaced.
 */
export const checkFeedSourceSettings = async (
  input: FeedSourceInput,
  lists: Pick<SiteListRepository, 'isListed'>,
  previousDomain?: string,
): Promise<FeedSourceSettings> => {
  const url = parseWebAddress(input.url);
  if (!url) throw invalidFeedUrl();
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
  if (domain !== previousDomain && !(await lists.isListed(domain))) throw domainNotListed(domain);
  return settings;
};
