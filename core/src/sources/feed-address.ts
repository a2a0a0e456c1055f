/*
 * Where an RSS-enabled source's feed may live (spec §5: "A source domain must be from the generic
 * or custom source list"). The list is checked on the source's domain; this file ties the feed's
 * address to that domain, so a listed domain cannot carry a feed from anywhere else.
 */

/**
 * Whether a feed host (a WHATWG `URL.hostname`: lower case, punycode, brackets around IPv6) is the
 * source's domain or one of its subdomains. `domain` is normalized as `normalizeDomain` makes it
 * (no `www.`, no trailing dot), so `www.srf.ch` and `srf.ch.` belong to `srf.ch`; `evilsrf.ch`,
 * `srf.ch.evil.example` and an IP literal do not. Ports and user names never reach this far:
 * the host is read from the parsed URL, and addresses with a user name are refused before.
 */
export const hostBelongsToDomain = (hostname: string, domain: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const base = domain.toLowerCase().replace(/\.$/, '');
  if (!host || !base) return false;
  return host === base || host.endsWith(`.${base}`);
};
