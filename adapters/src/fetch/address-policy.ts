import ipaddr from 'ipaddr.js';

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

// Only global unicast IPv6 (2000::/3) can be a public web server; everything else (::/8 with
// the IPv4-compatible and loopback forms, fc00::/7, fe80::/10, fec0::/10, ff00::/8, …) is refused.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
// NAT64 well-known prefix: the last 32 bits are a real IPv4 destination, judged as such.
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * The name of the special range that forbids connecting to `address`, or null when it is an
 * ordinary public unicast address. Pure: no allowlist, no DNS. Unparsable text counts as
 * forbidden, because a connect target we cannot judge must not be reached.
 */
export function forbiddenRange(address: string): string | null {
  const ip = parseIp(address);
  if (!ip) return 'unparsable';
  return forbiddenRangeOf(ip);
}

function forbiddenRangeOf(ip: Ip): string | null {
  if (ip.kind() === 'ipv4') {
    const range = ip.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = ip as ipaddr.IPv6;
  const embedded = embeddedIpv4(v6);
  if (embedded) {
    // e.g. ::ffff:127.0.0.1 or 2002:7f00:1:: reach the IPv4 address inside, so judge that one.
    const inner = forbiddenRangeOf(embedded.address);
    return inner === null ? null : `${embedded.form}:${inner}`;
  }
  const range = v6.range();
  // Teredo hides its IPv4 endpoints (XOR-ed) and needs a relay; no news site is served from it.
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'reserved';
}

/** IPv6 forms that carry an IPv4 destination: IPv4-mapped, IPv4-translated, NAT64, 6to4. */
function embeddedIpv4(ip: ipaddr.IPv6): { form: string; address: ipaddr.IPv4 } | null {
  const p = ip.parts;
  const low = (hi: number | undefined, lo: number | undefined) =>
    new ipaddr.IPv4([((hi ?? 0) >> 8) & 0xff, (hi ?? 0) & 0xff, ((lo ?? 0) >> 8) & 0xff, (lo ?? 0) & 0xff]);
  const range = ip.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return { form: range, address: low(p[6], p[7]) };
  if (ip.match(NAT64_WELL_KNOWN)) return { form: 'nat64', address: low(p[6], p[7]) };
  if (range === '6to4') return { form: '6to4', address: low(p[1], p[2]) };
  return null;
}

/** Parses an address as written by DNS or a URL host (brackets and zone ids tolerated). */
function parseIp(text: string): Ip | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/** Whether `host` (a URL hostname or a resolved address) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  // Only strict forms: WHATWG URL has already turned `0x7f000001`, `127.1` … into dotted quads,
  // and a DNS name such as `1234` must not be mistaken for an address here.
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare);
}

/**
 * Which connect targets are allowed: public unicast addresses always, plus the entries of the
 * allowlist (NEWSDESK_FETCH_ALLOW) for intranet installs and tests. An entry is an IP, a CIDR,
 * a hostname (`wiki.intranet`) or a subdomain wildcard (`*.intranet`). A hostname entry lets that
 * name resolve to any address, which is the point of listing it.
 */
export class AddressPolicy {
  private readonly networks: [Ip, number][] = [];
  private readonly hostnames = new Set<string>();
  private readonly suffixes: string[] = [];

  constructor(allow: readonly string[] = []) {
    for (const raw of allow) {
      const entry = raw.trim().toLowerCase();
      if (entry === '') continue;
      const bare = entry.startsWith('[') && entry.endsWith(']') ? entry.slice(1, -1) : entry;
      if (ipaddr.isValidCIDR(bare)) this.networks.push(unmapNetwork(ipaddr.parseCIDR(bare)));
      else if (isIpLiteral(bare)) this.networks.push(exactNetwork(unmap(ipaddr.parse(bare))));
      else if (bare.startsWith('*.')) this.suffixes.push(normaliseHostname(bare.slice(1)));
      else this.hostnames.add(normaliseHostname(bare));
    }
  }

  /** True when the hostname itself is on the allowlist, so any address it resolves to is fine. */
  allowsHostname(hostname: string): boolean {
    const name = normaliseHostname(hostname);
    if (this.hostnames.has(name)) return true;
    return this.suffixes.some((suffix) => name.endsWith(suffix) && name.length > suffix.length);
  }

  /** null when `address` may be connected to, else the name of the range that forbids it. */
  refusal(address: string): string | null {
    const ip = parseIp(address);
    if (!ip) return 'unparsable';
    const plain = unmap(ip);
    if (this.networks.some(([net, bits]) => net.kind() === plain.kind() && plain.match(net, bits))) return null;
    return forbiddenRangeOf(ip);
  }
}

/** Splits the NEWSDESK_FETCH_ALLOW setting ("10.1.0.0/16, wiki.intranet") into entries. */
export function parseFetchAllow(setting: string | undefined | null): string[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function normaliseHostname(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

// An allowlist entry 127.0.0.1 also covers ::ffff:127.0.0.1, the same socket destination.
function unmap(ip: Ip): Ip {
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

function unmapNetwork([ip, bits]: [Ip, number]): [Ip, number] {
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(ip as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [ip, bits];
}

function exactNetwork(ip: Ip): [Ip, number] {
  return [ip, ip.kind() === 'ipv4' ? 32 : 128];
}
