import net from 'node:net';
import type { FeedHostScreen, FeedHostStanding } from '@newsdesk/core/sources/source.ports';
import { AddressPolicy, forbiddenRange } from '../../fetch/address-policy';

/** RFC 6761 §6.3: `localhost` and every name under it mean the loopback address, without asking DNS. */
const LOOPBACK_NAME = /(^|\.)localhost$/;

/**
 * The outbound gate's address rules (adapters/src/fetch/address-policy.ts, the same
 * NEWSDESK_FETCH_ALLOW entries) applied when an RSS source is saved, so a loopback or private
 * feed is refused with a 400 at once instead of failing at every crawl.
 *
 * Only what can be judged without DNS is refused here: IP literals (the WHATWG URL parser has
 * already turned `2130706433`, `0x7f000001`, `127.1`, `0177.0.0.1` into dotted quads) and
 * `localhost` names. Any other name is judged where it matters, by the gate at connect time,
 * on every address it resolves to then — a name that resolved to a public address today could
 * point at 10.0.0.5 tomorrow, so an answer looked up now would prove nothing.
 */
export class GateFeedHostScreen implements FeedHostScreen {
  private readonly policy: AddressPolicy;

  constructor(allow: readonly string[] = []) {
    this.policy = new AddressPolicy(allow);
  }

  judge(hostname: string): FeedHostStanding {
    const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
    // net.isIP is the test node:net (and so the gate) uses to decide that a host is an address.
    if (net.isIP(host) !== 0) return this.standingOf(host);
    if (this.policy.allowsHostname(host)) return { kind: 'intranet' };
    if (LOOPBACK_NAME.test(host.toLowerCase().replace(/\.$/, ''))) return this.standingOf('127.0.0.1');
    return { kind: 'public' };
  }

  private standingOf(address: string): FeedHostStanding {
    const range = this.policy.refusal(address);
    if (range !== null) return { kind: 'refused', range };
    // Reachable only because the operator listed it: an intranet host, not a public site.
    return forbiddenRange(address) === null ? { kind: 'public' } : { kind: 'intranet' };
  }
}
