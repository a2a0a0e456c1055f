const MAX_KEY_LENGTH = 64;

const ipv4Octets = (text: string): number[] | undefined => {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
};

/** The eight 16-bit groups of an IPv6 address (`::`, an IPv4 tail and a zone allowed), if it is one. */
const ipv6Groups = (text: string): number[] | undefined => {
  let address = text.replace(/%.*$/, '');
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (ipv4Tail) {
    const octets = ipv4Octets(ipv4Tail);
    if (!octets) return undefined;
    const [a, b, c, d] = octets as [number, number, number, number];
    address = `${address.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...tail].some(Number.isNaN)) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : undefined;
};

/**
 * The address the login throttle counts a client by (ADR 0014): an IPv4 address as it is (also
 * when it arrives IPv4-mapped, `::ffff:192.0.2.1`, as on a dual-stack socket); an IPv6 address by
 * its /64, the one network of a subscriber, inside which a client may pick a new address for every
 * request; anything else (a proxy's odd X-Forwarded-For) cut to 64 characters, lower-cased.
 */
export const throttleAddress = (ip: string): string => {
  const text = ip.trim().toLowerCase();
  if (ipv4Octets(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, MAX_KEY_LENGTH);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};
